package org.storagesim.dbms.fs;

/**
 * The on-disk shape of an ext2 volume, as mke2fs lays it out for a large partition, plus how aged
 * its free space is.
 *
 * @param blockBytes          file-system block (4 KiB)
 * @param blocksPerGroup      blocks per block group (8 × block size, so 32768 blocks = 128 MiB)
 * @param inodesPerGroup      inodes per group (one per 16 KiB of space by default → 8192)
 * @param inodeBytes          on-disk inode size (128 B in ext2)
 * @param foreignRunsPerGroup mean number of runs held by other files in each group (0 for a fresh
 *                            volume); drawn from a seeded Poisson law
 * @param maxForeignRunBlocks longest such run, in blocks (lengths uniform in 1..max)
 */
public record Ext2Geometry(int blockBytes, int blocksPerGroup, int inodesPerGroup, int inodeBytes,
                           double foreignRunsPerGroup, int maxForeignRunBlocks) {
    /**
     * mke2fs defaults for a large disk, and a lightly aged volume: on average one run of someone
     * else's blocks in every fourth group. That is an assumption about the paper's test volume
     * (P0 only says ext2 did not lay the files out perfectly sequentially); set it to 0 for a
     * freshly made file system.
     */
    public static Ext2Geometry defaults() {
        return new Ext2Geometry(4096, 32768, 8192, 128, 0.25, 64);
    }

    public static Ext2Geometry fresh() {
        return new Ext2Geometry(4096, 32768, 8192, 128, 0, 1);
    }

    public Ext2Geometry {
        if (blockBytes < 1024 || Integer.bitCount(blockBytes) != 1) {
            throw new IllegalArgumentException("block size must be a power of two ≥ 1024, got " + blockBytes);
        }
        if (blocksPerGroup < 64 || (long) inodesPerGroup * inodeBytes / blockBytes >= blocksPerGroup / 2) {
            throw new IllegalArgumentException("a block group of " + blocksPerGroup + " blocks cannot hold "
                    + inodesPerGroup + " inodes of " + inodeBytes + " B and still have room for data");
        }
        if (foreignRunsPerGroup < 0 || maxForeignRunBlocks < 1) {
            throw new IllegalArgumentException("foreign runs per group must be ≥ 0 and their maximum length ≥ 1 block");
        }
    }

    /** Block addresses one indirect block holds (4-byte block numbers). */
    public int addressesPerBlock() {
        return blockBytes / 4;
    }

    public long groupBytes() {
        return (long) blocksPerGroup * blockBytes;
    }

    public int inodeTableBlocks() {
        return (int) (((long) inodesPerGroup * inodeBytes + blockBytes - 1) / blockBytes);
    }
}
