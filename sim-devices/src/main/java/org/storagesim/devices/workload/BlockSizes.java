package org.storagesim.devices.workload;

import java.util.Arrays;
import org.storagesim.core.units.ByteSize;
import umontreal.ssj.rng.RandomStream;

/**
 * The block sizes a job issues, in fio's three spellings: one size ({@code 4KiB}), a uniform range
 * of multiples of the smaller bound ({@code 4KiB-64KiB}, fio's bsrange), or weighted choices
 * ({@code 4KiB/50:64KiB/50}, fio's bssplit, weights in percent).
 */
public final class BlockSizes {
    public static final String ALLOWED = "a size (4KiB), a range (4KiB-64KiB) or a split (4KiB/50:64KiB/50, "
            + "percentages summing to 100)";

    private final long[] sizes;
    private final double[] cumulative; // null for a fixed size
    private final boolean range;
    private final String text;

    private BlockSizes(long[] sizes, double[] cumulative, boolean range, String text) {
        this.sizes = sizes;
        this.cumulative = cumulative;
        this.range = range;
        this.text = text;
        for (long s : sizes) {
            if (s <= 0) {
                throw new IllegalArgumentException("block size must be positive in '" + text + "'");
            }
        }
    }

    public static BlockSizes fixed(long bytes) {
        return new BlockSizes(new long[] {bytes}, null, false, ByteSize.format(bytes));
    }

    public static BlockSizes parse(String text) {
        String t = text.trim();
        if (t.contains(":") || t.contains("/")) {
            return parseSplit(t);
        }
        int dash = t.indexOf('-');
        if (dash > 0) {
            long lo = ByteSize.parse(t.substring(0, dash)).bytes();
            long hi = ByteSize.parse(t.substring(dash + 1)).bytes();
            if (lo <= 0 || hi < lo || hi % lo != 0) {
                throw new IllegalArgumentException("range '" + text + "' needs 0 < low <= high with high a multiple of low");
            }
            return new BlockSizes(new long[] {lo, hi}, null, true, t);
        }
        return new BlockSizes(new long[] {ByteSize.parse(t).bytes()}, null, false, t);
    }

    private static BlockSizes parseSplit(String t) {
        String[] parts = t.split(":");
        long[] sizes = new long[parts.length];
        double[] cumulative = new double[parts.length];
        double total = 0;
        for (int i = 0; i < parts.length; i++) {
            String[] sw = parts[i].split("/");
            if (sw.length != 2) {
                throw new IllegalArgumentException("'" + parts[i] + "' in '" + t + "' is not SIZE/PERCENT; expected " + ALLOWED);
            }
            sizes[i] = ByteSize.parse(sw[0]).bytes();
            double weight;
            try {
                weight = Double.parseDouble(sw[1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + sw[1] + "' in '" + t + "' is not a percentage");
            }
            if (weight < 0) {
                throw new IllegalArgumentException("negative percentage in '" + t + "'");
            }
            total += weight;
            cumulative[i] = total;
        }
        if (Math.abs(total - 100.0) > 1e-9) {
            throw new IllegalArgumentException("percentages in '" + t + "' add up to " + total + ", not 100");
        }
        return new BlockSizes(sizes, cumulative, false, t);
    }

    public boolean isFixed() {
        return sizes.length == 1;
    }

    public long min() {
        return Arrays.stream(sizes).min().orElseThrow();
    }

    public long max() {
        return Arrays.stream(sizes).max().orElseThrow();
    }

    /** Mean size, for converting a byte rate into a request rate. */
    public double mean() {
        if (isFixed()) {
            return sizes[0];
        }
        if (range) {
            return (sizes[0] + sizes[1]) / 2.0;
        }
        double mean = 0;
        double previous = 0;
        for (int i = 0; i < sizes.length; i++) {
            mean += sizes[i] * (cumulative[i] - previous) / 100.0;
            previous = cumulative[i];
        }
        return mean;
    }

    /** Draws a size; a fixed size draws nothing from the stream. */
    public long next(RandomStream stream) {
        if (isFixed()) {
            return sizes[0];
        }
        double u = stream.nextDouble();
        if (range) {
            long multiples = sizes[1] / sizes[0];
            return sizes[0] * (1 + (long) (u * multiples));
        }
        double point = u * 100.0;
        for (int i = 0; i < cumulative.length - 1; i++) {
            if (point < cumulative[i]) {
                return sizes[i];
            }
        }
        return sizes[sizes.length - 1];
    }

    @Override
    public String toString() {
        return text;
    }
}
