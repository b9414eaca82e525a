package org.storagesim.dbms.io;

import org.storagesim.devices.BlockDevice;

/**
 * A composite device (an I/O scheduler in front of a disk, say) whose builder has already put a
 * {@link SeekCounter} directly above the device model, below the scheduler, so seeks are counted
 * in dispatch order as blktrace counts them. The engine submits to the composite and reads the
 * counter.
 */
public interface SeekCounted extends BlockDevice {
    SeekCounter seekCounter();
}
