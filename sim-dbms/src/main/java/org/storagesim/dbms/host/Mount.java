package org.storagesim.dbms.host;

import org.storagesim.devices.BlockDevice;
import org.storagesim.dbms.fs.Ext2Volume;
import org.storagesim.dbms.io.SeekCounter;

/**
 * A device with an ext2 volume on it.
 *
 * @param device where the engine submits (the device, or a block layer in front of it)
 * @param seeks  the counter that sees the requests reaching the device model
 */
public record Mount(String name, BlockDevice device, SeekCounter seeks, Ext2Volume volume) {
}
