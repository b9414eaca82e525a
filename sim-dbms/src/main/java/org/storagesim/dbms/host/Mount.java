package org.storagesim.dbms.host;

import org.storagesim.dbms.fs.Ext2Volume;
import org.storagesim.dbms.io.SeekCounter;

/** A device with an ext2 volume on it; requests go through the seek counter. */
public record Mount(String name, SeekCounter device, Ext2Volume volume) {
}
