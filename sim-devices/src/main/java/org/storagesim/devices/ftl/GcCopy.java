package org.storagesim.devices.ftl;

/**
 * How garbage collection (and a hybrid FTL's merges) move a valid page to its new place.
 * <ul>
 * <li>COPYBACK: inside the chip, through the die's page register (ONFI copy-back): the die reads
 * and programs, the channel stays free. Fast, but the data is never checked on the way, so bit
 * errors are copied along.</li>
 * <li>CONTROLLER: out over the channel into the controller (where ECC corrects the page) and back
 * in to be programmed: each moved page costs the die and the channel two page transfers more. This
 * is what MQSim does unless {@code Use_Copyback_for_GC} is set (its default is off).</li>
 * </ul>
 */
public enum GcCopy {
    COPYBACK, CONTROLLER
}
