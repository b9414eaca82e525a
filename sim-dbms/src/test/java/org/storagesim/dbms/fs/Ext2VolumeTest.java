package org.storagesim.dbms.fs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;

class Ext2VolumeTest {
    private static final long MIB = 1 << 20;

    @Test
    void smallFileSkipsGroupZeroMetadataAndItsIndirectBlock() {
        Ext2Geometry g = Ext2Geometry.fresh();
        // 1 GiB volume: 8 groups, one descriptor block. Group 0: superblock 1 + descriptors 1 +
        // two bitmaps + 256 inode-table blocks (8192 × 128 B / 4 KiB) = 260 blocks of metadata.
        Ext2Volume v = new Ext2Volume(1L << 30, g, new RandomStreams(1).stream("fs"));
        FileExtents f = v.allocate("f", 100 * 4096);
        assertEquals(2, f.extentCount());
        assertEquals(260L * 4096, f.physicalStart(0));
        assertEquals(12 * 4096, f.extentLength(0));              // 12 direct blocks
        assertEquals((260L + 12 + 1) * 4096, f.physicalStart(1)); // then the indirect block
        assertEquals(100 * 4096, f.sizeBytes());
    }

    @Test
    void largeFileJumpsOverEachGroupsMetadata() {
        Ext2Geometry g = Ext2Geometry.fresh();
        Ext2Volume v = new Ext2Volume(2L << 30, g, new RandomStreams(1).stream("fs"));
        FileExtents f = v.allocate("big", 300 * MIB);
        // Group 1 starts at block 32768 and holds a superblock backup (1 + 1 descriptor block) and
        // 258 blocks of bitmaps and inode table: the file resumes at block 32768 + 260.
        long resume = (32768L + 260) * 4096;
        boolean found = false;
        for (int e = 0; e < f.extentCount(); e++) {
            found |= f.physicalStart(e) == resume || f.physicalStart(e) == resume + 4096;
        }
        assertTrue(found, "no extent starts just after group 1's metadata");
        // Group 2 has no backup: only 258 blocks of metadata.
        long groupTwo = (2 * 32768L + 258) * 4096;
        boolean foundTwo = false;
        for (int e = 0; e < f.extentCount(); e++) {
            foundTwo |= f.physicalStart(e) == groupTwo || f.physicalStart(e) == groupTwo + 4096;
        }
        assertTrue(foundTwo, "no extent starts just after group 2's metadata");
        // Every byte maps inside the volume and in order.
        long last = -1;
        for (int e = 0; e < f.extentCount(); e++) {
            assertTrue(f.physicalStart(e) > last);
            last = f.physicalStart(e) + f.extentLength(e);
        }
        assertEquals(300 * MIB, f.sizeBytes());
    }

    @Test
    void indirectBlocksFollowExt2sLayout() {
        Ext2Volume v = new Ext2Volume(1L << 30, Ext2Geometry.fresh(), new RandomStreams(1).stream("fs"));
        assertEquals(1, v.indirectBlocksBefore(12));
        assertEquals(0, v.indirectBlocksBefore(13));
        assertEquals(2, v.indirectBlocksBefore(12 + 1024));          // double-indirect + first indirect
        assertEquals(1, v.indirectBlocksBefore(12 + 2048));
        assertEquals(3, v.indirectBlocksBefore(12 + 1024 + 1024 * 1024)); // triple + double + indirect
        assertFalse(Ext2Volume.hasSuperblockBackup(2));
        assertTrue(Ext2Volume.hasSuperblockBackup(49));
        assertTrue(Ext2Volume.hasSuperblockBackup(125));
    }

    @Test
    void agedVolumeFragmentsFilesDeterministically() {
        Ext2Geometry aged = new Ext2Geometry(4096, 32768, 8192, 128, 2.0, 64);
        FileExtents a = new Ext2Volume(4L << 30, aged, new RandomStreams(5).stream("fs")).allocate("t", 1L << 30);
        FileExtents b = new Ext2Volume(4L << 30, aged, new RandomStreams(5).stream("fs")).allocate("t", 1L << 30);
        FileExtents fresh = new Ext2Volume(4L << 30, Ext2Geometry.fresh(), new RandomStreams(5).stream("fs"))
                .allocate("t", 1L << 30);
        assertEquals(a.extentCount(), b.extentCount());
        assertEquals(a.physicalStart(a.extentCount() - 1), b.physicalStart(b.extentCount() - 1));
        assertTrue(a.extentCount() > fresh.extentCount() + 8, a.extentCount() + " vs " + fresh.extentCount());
    }

    @Test
    void fullVolumeIsAClearError() {
        Ext2Volume v = new Ext2Volume(256 * MIB, Ext2Geometry.fresh(), new RandomStreams(1).stream("fs"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> v.allocate("huge", 1L << 30));
        assertTrue(e.getMessage().contains("full"), e.getMessage());
    }
}
