package org.storagesim.dbms.fs;

import java.util.Arrays;
import umontreal.ssj.probdist.PoissonDist;
import umontreal.ssj.rng.RandomStream;

/**
 * Places files on a device the way ext2 does for a file written front to back on a volume made by
 * mke2fs: the space is cut into block groups, each starting with its metadata (superblock and
 * descriptor backups in the sparse-super groups 0, 1 and powers of 3, 5 and 7; two bitmaps; the
 * inode table), and a file's data fills the free blocks from a cursor onward, with its indirect,
 * double- and triple-indirect blocks written in line just before the data they map.
 *
 * <p>So a large file is contiguous only in stretches: it jumps over every group's metadata (a jump
 * of a few MiB, which a disk sees as a seek), over runs other files hold, and over a 4 KiB
 * indirect block every 4 MiB (too short to count as a seek, but a read cannot span it). This is
 * the imperfect contiguity P0 blames for column scans not reaching full bandwidth (section 5.1.1).
 * Files allocated one after another follow each other on the device.
 */
public final class Ext2Volume {
    private final Ext2Geometry geometry;
    private final long totalBlocks;
    /** Blocks held by metadata or other files, as sorted disjoint [start, end) runs. */
    private final long[] usedStart;
    private final long[] usedEnd;
    private int usedIndex;
    private long cursor;

    /**
     * @param capacityBytes the device's size
     * @param stream        draws the foreign runs of an aged volume (unused when there are none)
     */
    public Ext2Volume(long capacityBytes, Ext2Geometry geometry, RandomStream stream) {
        this.geometry = geometry;
        this.totalBlocks = capacityBytes / geometry.blockBytes();
        long groups = (totalBlocks + geometry.blocksPerGroup() - 1) / geometry.blocksPerGroup();
        if (groups < 1) {
            throw new IllegalArgumentException("a device of " + capacityBytes + " bytes is too small for an ext2 volume");
        }
        int descriptorBlocks = (int) ((groups * 32 + geometry.blockBytes() - 1) / geometry.blockBytes());
        long[][] runs = new long[2][(int) Math.min(Integer.MAX_VALUE - 8, groups * 4 + 4)];
        int n = 0;
        for (long g = 0; g < groups; g++) {
            long first = g * geometry.blocksPerGroup();
            long groupEnd = Math.min(totalBlocks, first + geometry.blocksPerGroup());
            long meta = (hasSuperblockBackup(g) ? 1 + descriptorBlocks : 0) + 2 + geometry.inodeTableBlocks();
            long dataStart = Math.min(groupEnd, first + meta);
            if (n + 2 + 8 >= runs[0].length) {
                runs[0] = Arrays.copyOf(runs[0], runs[0].length * 2);
                runs[1] = Arrays.copyOf(runs[1], runs[1].length * 2);
            }
            runs[0][n] = first;
            runs[1][n++] = dataStart;
            if (geometry.foreignRunsPerGroup() > 0 && groupEnd > dataStart) {
                int foreign = PoissonDist.inverseF(geometry.foreignRunsPerGroup(), stream.nextDouble());
                long[] starts = new long[foreign];
                for (int i = 0; i < foreign; i++) {
                    starts[i] = dataStart + (long) (stream.nextDouble() * (groupEnd - dataStart));
                }
                Arrays.sort(starts);
                for (long s : starts) {
                    long len = 1 + (long) (stream.nextDouble() * geometry.maxForeignRunBlocks());
                    if (n + 1 >= runs[0].length) {
                        runs[0] = Arrays.copyOf(runs[0], runs[0].length * 2);
                        runs[1] = Arrays.copyOf(runs[1], runs[1].length * 2);
                    }
                    runs[0][n] = s;
                    runs[1][n++] = Math.min(groupEnd, s + len);
                }
            }
        }
        // Merge overlapping or touching runs.
        int m = 0;
        for (int i = 0; i < n; i++) {
            if (m > 0 && runs[0][i] <= runs[1][m - 1]) {
                runs[1][m - 1] = Math.max(runs[1][m - 1], runs[1][i]);
            } else {
                runs[0][m] = runs[0][i];
                runs[1][m++] = runs[1][i];
            }
        }
        this.usedStart = Arrays.copyOf(runs[0], m);
        this.usedEnd = Arrays.copyOf(runs[1], m);
    }

    /** sparse_super keeps superblock backups in groups 0, 1 and the powers of 3, 5 and 7. */
    static boolean hasSuperblockBackup(long group) {
        return group <= 1 || isPowerOf(group, 3) || isPowerOf(group, 5) || isPowerOf(group, 7);
    }

    private static boolean isPowerOf(long n, int base) {
        while (n % base == 0) {
            n /= base;
        }
        return n == 1;
    }

    /** Writes a new file of {@code bytes} after the ones already placed and returns its extents. */
    public FileExtents allocate(String fileName, long bytes) {
        FileExtents file = new FileExtents(fileName);
        long blocks = (bytes + geometry.blockBytes() - 1) / geometry.blockBytes();
        long i = 0;
        while (i < blocks) {
            for (int meta = indirectBlocksBefore(i); meta > 0; meta--) {
                skipUsed();
                cursor++; // the indirect block itself: not file data
            }
            skipUsed();
            long free = (usedIndex < usedStart.length ? usedStart[usedIndex] : totalBlocks) - cursor;
            long run = Math.min(Math.min(free, blocks - i), nextIndirectPoint(i) - i);
            if (run <= 0 || cursor + run > totalBlocks) {
                throw new VolumeFullException("the volume of " + totalBlocks * geometry.blockBytes()
                        + " bytes is full: cannot place " + fileName + " (" + bytes + " bytes) after the files already on it");
            }
            long runBytes = Math.min(run * geometry.blockBytes(), bytes - i * geometry.blockBytes());
            file.append(cursor * geometry.blockBytes(), runBytes);
            cursor += run;
            i += run;
        }
        return file;
    }

    private void skipUsed() {
        while (usedIndex < usedStart.length && usedEnd[usedIndex] <= cursor) {
            usedIndex++;
        }
        while (usedIndex < usedStart.length && usedStart[usedIndex] <= cursor) {
            cursor = usedEnd[usedIndex++];
        }
        if (cursor >= totalBlocks) {
            throw new VolumeFullException("the volume of " + totalBlocks * geometry.blockBytes()
                    + " bytes is full");
        }
    }

    /**
     * Indirect blocks ext2 writes just before data block {@code i} of a file: the first indirect
     * block after the 12 direct ones, then one per {@code A} blocks, plus the double-indirect block
     * when that range begins and the triple-indirect (and a new double-indirect) when it runs out.
     */
    int indirectBlocksBefore(long i) {
        long a = geometry.addressesPerBlock();
        if (i == 12) {
            return 1;
        }
        long d = i - 12 - a;
        if (d < 0 || d % a != 0) {
            return 0;
        }
        if (d < a * a) {
            return d == 0 ? 2 : 1;
        }
        long e = d - a * a;
        return 1 + (e % (a * a) == 0 ? 1 : 0) + (e == 0 ? 1 : 0);
    }

    private long nextIndirectPoint(long i) {
        long a = geometry.addressesPerBlock();
        if (i < 12) {
            return 12;
        }
        if (i < 12 + a) {
            return 12 + a;
        }
        return 12 + a + ((i - 12 - a) / a + 1) * a;
    }
}
