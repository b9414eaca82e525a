package org.storagesim.validation.calibrate;

import org.storagesim.devices.workload.RwMode;

/**
 * The one block size of a fio job, from its {@code bs} option, which may give reads, writes and
 * trims sizes of their own: {@code bs=8k,32k} is 8k for reads and 32k for writes and trims, a value
 * left empty ({@code bs=,8k}) is fio's default of 4096, and a value not followed by a comma goes on
 * to the directions after it (fio(1), option blocksize).
 */
final class FioBlockSize {
    private static final long FIO_DEFAULT = 4096;

    private FioBlockSize() {
    }

    /** The size the job's {@code rw} pattern issues; a mixed job whose reads and writes differ is refused. */
    static long of(String rw, String bs, int kbBase) {
        long[] sizes = perDirection(bs, kbBase);
        RwMode mode;
        try {
            mode = RwMode.parse(rw);
        } catch (IllegalArgumentException e) {
            return sizes[0]; // the rw option is reported where the point is made
        }
        return switch (mode) {
            case READ, RANDREAD -> sizes[0];
            case WRITE, RANDWRITE -> sizes[1];
            case TRIM, RANDTRIM -> sizes[2];
            case RW, RANDRW -> {
                if (sizes[0] != sizes[1]) {
                    throw new IllegalArgumentException("bs '" + bs + "' gives reads " + sizes[0] + " B and writes "
                            + sizes[1] + " B; a measured point has one block size, so a mixed job needs one size");
                }
                yield sizes[0];
            }
        };
    }

    /** Read, write and trim sizes. */
    private static long[] perDirection(String bs, int kbBase) {
        String[] parts = bs.split(",", -1);
        if (parts.length > 3) {
            throw new IllegalArgumentException("bs '" + bs + "' has " + parts.length
                    + " comma-separated sizes; fio takes at most three (reads, writes, trims)");
        }
        long[] sizes = new long[3];
        long carried = FIO_DEFAULT;
        for (int d = 0; d < 3; d++) {
            if (d < parts.length) {
                String part = parts[d].trim();
                boolean last = d == parts.length - 1;
                long size = part.isEmpty() ? FIO_DEFAULT : FioSize.parse("bs", part, kbBase);
                sizes[d] = size;
                // Only the last value, with no comma after it, goes on to the directions that follow.
                carried = last ? size : FIO_DEFAULT;
            } else {
                sizes[d] = carried;
            }
        }
        return sizes;
    }
}
