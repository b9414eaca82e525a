package org.storagesim.devices.blocklayer;

import org.storagesim.core.kernel.Simulation;

/** What a scheduler may ask of the block layer it serves. */
interface SchedulerHost {
    Simulation sim();

    /** Tries to dispatch again (a scheduler that held requests back, for example to idle, is ready). */
    void kick();
}
