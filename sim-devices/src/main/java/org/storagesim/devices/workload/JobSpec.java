package org.storagesim.devices.workload;

/**
 * One fio-style job: what to issue, where, how fast and for how long. Sizes in bytes, times in
 * nanoseconds. The job stops at whichever limit comes first: {@code numberIos} requests,
 * {@code runtimeNanos} of simulated time, or {@code ioSizeBytes} issued (0 means no such limit).
 * Build with {@link #builder(String)}, which applies fio's defaults.
 *
 * @param groupSize blocks read contiguously before jumping to a new random offset (P4's "group
 *                  size"; 1 is plain random I/O)
 * @param numJobs   independent clones of the job, each with its own queue and streams; sequential
 *                  clones start at evenly spaced offsets of the range
 * @param fsyncEvery fio's {@code fsync}: after every this many writes a clone issues, its next
 *                  request is a flush of the device's volatile write cache (0: never); flushes
 *                  take a queue slot but do not count as I/Os
 * @param distribution where a random job's jumps land among the aligned offsets (fio's
 *                  {@code random_distribution}); a sequential job ignores it
 */
public record JobSpec(String name, RwMode rw, int rwMixRead, BlockSizes blockSizes, long alignBytes,
                      int ioDepth, ArrivalProcess arrival, double rateIops, long offsetBytes, long sizeBytes,
                      long numberIos, long runtimeNanos, long ioSizeBytes, int numJobs, long thinkTimeNanos,
                      int groupSize, int fsyncEvery, AccessDistribution distribution) {

    public JobSpec {
        require(name != null && !name.isBlank(), "name", "must not be empty");
        require(rw != null, "rw", "must be one of " + RwMode.ALLOWED);
        require(blockSizes != null, "bs", "must be given");
        require(rwMixRead >= 0 && rwMixRead <= 100, "rwmixread", "must be 0..100, got " + rwMixRead);
        require(ioDepth >= 1, "iodepth", "must be at least 1, got " + ioDepth);
        require(numJobs >= 1, "numjobs", "must be at least 1, got " + numJobs);
        require(groupSize >= 1, "groupsize", "must be at least 1, got " + groupSize);
        require(fsyncEvery >= 0, "fsync", "must be 0 (never) or a number of writes, got " + fsyncEvery);
        require(offsetBytes >= 0, "offset", "must not be negative");
        require(sizeBytes > 0, "size", "must be positive");
        require(alignBytes > 0, "align", "must be positive, got " + alignBytes);
        require(offsetBytes % alignBytes == 0, "offset", "must be a multiple of align (" + alignBytes + " B)");
        require(blockSizes.max() <= sizeBytes, "bs",
                "largest block (" + blockSizes.max() + " B) is larger than the address range size (" + sizeBytes + " B)");
        require(numberIos >= 0 && runtimeNanos >= 0 && ioSizeBytes >= 0 && thinkTimeNanos >= 0, "limits",
                "number_ios, runtime, io_size and thinktime must not be negative");
        require(numberIos > 0 || runtimeNanos > 0 || ioSizeBytes > 0, "number_ios",
                "the job needs a limit: number_ios, runtime or io_size");
        require(arrival != null, "arrival", "must be one of " + ArrivalProcess.ALLOWED);
        require(distribution != null, "random_distribution", "must be one of " + AccessDistribution.ALLOWED);
        String spread = distribution.problemWith(randomSlots(groupSize, blockSizes.max(), sizeBytes, alignBytes));
        require(spread == null, "random_distribution", spread + "; widen that zone or the range");
        require(arrival == ArrivalProcess.CLOSED || rateIops > 0, "rate_iops",
                "an open-loop (" + arrival + ") job needs a positive rate");
    }

    private static void require(boolean ok, String key, String message) {
        if (!ok) {
            throw new InvalidJobException(key, message);
        }
    }

    /** Thrown for an impossible job; names the offending fio key. */
    public static final class InvalidJobException extends IllegalArgumentException {
        private final String key;

        public InvalidJobException(String key, String message) {
            super(key + ": " + message);
            this.key = key;
        }

        public String key() {
            return key;
        }
    }

    /**
     * How many aligned offsets a random jump may land on: every one from which a whole group of
     * the largest block still fits in the range.
     */
    long randomSlots() {
        return randomSlots(groupSize, blockSizes.max(), sizeBytes, alignBytes);
    }

    private static long randomSlots(int groupSize, long largestBlock, long sizeBytes, long alignBytes) {
        long span = Math.min(groupSize * largestBlock, sizeBytes);
        return (sizeBytes - span) / alignBytes + 1;
    }

    public boolean isOpenLoop() {
        return arrival != ArrivalProcess.CLOSED;
    }

    public static Builder builder(String name) {
        return new Builder(name);
    }

    /** Mutable builder with fio's defaults: rw=read, bs=4KiB, iodepth=1, rwmixread=50, closed loop. */
    public static final class Builder {
        private final String name;
        private RwMode rw = RwMode.READ;
        private int rwMixRead = 50;
        private BlockSizes blockSizes = BlockSizes.fixed(4096);
        private long alignBytes;
        private int ioDepth = 1;
        private ArrivalProcess arrival = ArrivalProcess.CLOSED;
        private double rateIops;
        private long offsetBytes;
        private long sizeBytes;
        private long numberIos;
        private long runtimeNanos;
        private long ioSizeBytes;
        private int numJobs = 1;
        private long thinkTimeNanos;
        private int groupSize = 1;
        private int fsyncEvery;
        private AccessDistribution distribution = AccessDistribution.UNIFORM;

        private Builder(String name) {
            this.name = name;
        }

        public Builder rw(RwMode v) { rw = v; return this; }
        public Builder rwMixRead(int v) { rwMixRead = v; return this; }
        public Builder blockSizes(BlockSizes v) { blockSizes = v; return this; }
        public Builder blockSize(long bytes) { blockSizes = BlockSizes.fixed(bytes); return this; }
        public Builder align(long bytes) { alignBytes = bytes; return this; }
        public Builder ioDepth(int v) { ioDepth = v; return this; }
        public Builder arrival(ArrivalProcess v) { arrival = v; return this; }
        public Builder rateIops(double v) { rateIops = v; return this; }
        public Builder offset(long bytes) { offsetBytes = bytes; return this; }
        public Builder size(long bytes) { sizeBytes = bytes; return this; }
        public Builder numberIos(long v) { numberIos = v; return this; }
        public Builder runtime(long nanos) { runtimeNanos = nanos; return this; }
        public Builder ioSize(long bytes) { ioSizeBytes = bytes; return this; }
        public Builder numJobs(int v) { numJobs = v; return this; }
        public Builder thinkTime(long nanos) { thinkTimeNanos = nanos; return this; }
        public Builder groupSize(int v) { groupSize = v; return this; }
        public Builder fsync(int everyWrites) { fsyncEvery = everyWrites; return this; }
        public Builder distribution(AccessDistribution v) { distribution = v; return this; }

        /**
         * Fills fio's derived defaults: alignment is the smallest block size, and a job without
         * number_ios or runtime transfers its address range once (io_size = size).
         */
        public JobSpec build() {
            long align = alignBytes > 0 ? alignBytes : blockSizes.min();
            long ioSize = ioSizeBytes;
            if (numberIos == 0 && runtimeNanos == 0 && ioSize == 0) {
                ioSize = sizeBytes;
            }
            return new JobSpec(name, rw, rwMixRead, blockSizes, align, ioDepth, arrival, rateIops, offsetBytes,
                    sizeBytes, numberIos, runtimeNanos, ioSize, numJobs, thinkTimeNanos, groupSize, fsyncEvery,
                    distribution);
        }
    }
}
