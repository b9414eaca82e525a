package org.storagesim.devices.ssd;

import java.util.List;
import org.storagesim.core.units.ByteSize;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of a flash device ({@code kind: flash}).
 *
 * @param hostInterface     sata, nvme or usb
 * @param queueDepth        commands in the drive at once (default: 32 sata, 1024 nvme, 1 usb)
 * @param linkMbPerSec      link payload rate in decimal MB/s (SATA 150/300/600, USB 2 ≈ 40);
 *                          for nvme, give pcie_lanes and lane_mb_per_sec instead
 * @param commandOverhead   controller time per command (one command at a time)
 * @param pageOverhead      further controller time per flash page of a command
 * @param writeOverhead     further controller time per write command, after the write is accepted
 *                          (mapping-table bookkeeping)
 * @param commandLatency    time a command spends in the host protocol and the controller's pipeline
 *                          without holding the controller (handshakes, interrupt), added to each response
 * @param readWindowPages   pages of one read command in flight at once (default 0: no limit)
 * @param readWholePages    whether a read of part of a flash page moves the whole page over the
 *                          channel (default false: only the bytes asked for)
 * @param writeBuffer       DRAM write buffer (0: write-through)
 * @param writeBufferFlush  when buffered pages go to the FTL: {@code eager} (default, at once) or
 *                          {@code watermark} (between the high- and low-water marks)
 * @param writeBufferHighWater fraction of the buffer dirty that starts a watermark flush (default 0.9)
 * @param writeBufferLowWater  fraction left dirty when it stops (default 0.7)
 * @param readAheadTrigger  sequential reads that switch read-ahead on (0: never)
 * @param readAhead         how far ahead it reads at least
 * @param readAheadMax      how far ahead at most: the window grows to what the stream has read (default read_ahead)
 * @param readAheadStreams  sequential streams the read-ahead follows at once (default 8)
 * @param readAheadPageOverhead controller time per page the read-ahead fetches (default page_overhead)
 * @param precondition      state to start from (default: new, empty drive)
 */
public record FlashConfig(HostInterface.Protocol hostInterface, Integer queueDepth, Double linkMbPerSec,
                          Integer pcieLanes, Double laneMbPerSec, SimDuration commandOverhead,
                          SimDuration pageOverhead, SimDuration writeOverhead,
                          SimDuration commandLatency, Integer readWindowPages, Boolean readWholePages,
                          ByteSize writeBuffer, BufferFlush writeBufferFlush, Double writeBufferHighWater,
                          Double writeBufferLowWater,
                          Integer readAheadTrigger, ByteSize readAhead, ByteSize readAheadMax, Integer readAheadStreams,
                          SimDuration readAheadPageOverhead, NandConfig nand, FtlConfig ftl,
                          Precondition precondition) {

    /**
     * Fill the first {@code fill} of the logical space, then {@code overwrites} × that in random
     * overwrites (default 0: the fill alone); with {@code span}, the overwrites hit only the first
     * {@code span} bytes ({@code overwrites} × span of them).
     */
    public record Precondition(double fill, Double overwrites, ByteSize span) {
        /** The most drive overwrites a precondition may ask for. */
        public static final double MAX_OVERWRITES = 100;

        public Precondition {
            if (fill < 0 || fill > 1) {
                throw new InvalidConfigException(List.of("fill"), "must be 0..1, got " + fill);
            }
            overwrites = overwrites == null ? 0.0 : overwrites;
            if (overwrites < 0) {
                throw new InvalidConfigException(List.of("overwrites"), "must not be negative");
            }
            if (overwrites > MAX_OVERWRITES) {
                // Each takes seconds to a minute (MQSim's default drive: 40 s), and a few reach the steady
                // state (P3's used ioDrive: 2); 1e12 ran for ever.
                throw new InvalidConfigException(List.of("overwrites"), "must be at most " + (int) MAX_OVERWRITES
                        + " drive overwrites (a few reach garbage collection's steady state), got " + overwrites);
            }
            if (overwrites > 0 && fill == 0) {
                // The overwrites rewrite pages the fill wrote: with no fill there is nothing to rewrite.
                throw new InvalidConfigException(List.of("overwrites"), "rewrites the filled pages at random, and "
                        + "fill is 0; allowed: a fill above 0, or overwrites: 0");
            }
        }
    }

    /**
     * The link's rate in MB/s: {@code link_mb_per_sec} if given (an override of a profile that gives
     * lanes), else lanes times the lane rate. Each given value must be positive, at its own key.
     */
    private static double linkRate(Double link, Integer lanes, Double perLane) {
        if (link != null) {
            InvalidConfigException.requireRate(List.of("link_mb_per_sec"), link);
        }
        if (lanes != null && lanes < 1) {
            throw new InvalidConfigException(List.of("pcie_lanes"), "must be at least 1, got " + lanes);
        }
        if (perLane != null) {
            InvalidConfigException.requireRate(List.of("lane_mb_per_sec"), perLane);
        }
        if (link != null) {
            return link;
        }
        if (lanes != null && perLane != null) {
            return lanes * perLane;
        }
        if (lanes != null || perLane != null) {
            String given = lanes != null ? "pcie_lanes" : "lane_mb_per_sec";
            throw new InvalidConfigException(List.of(given), "gives the link's rate only with "
                    + (lanes != null ? "lane_mb_per_sec" : "pcie_lanes") + "; give both, or link_mb_per_sec");
        }
        throw new InvalidConfigException(List.of("link_mb_per_sec"),
                "give link_mb_per_sec (e.g. 300 for SATA 2) or pcie_lanes and lane_mb_per_sec");
    }

    /** When the DRAM write buffer hands pages to the FTL. */
    public enum BufferFlush { EAGER, WATERMARK }

    public FlashConfig {
        if (hostInterface == null) {
            throw new InvalidConfigException(List.of("host_interface"), "is required: sata, nvme or usb");
        }
        if (nand == null) {
            throw new InvalidConfigException(List.of("nand"), "is required (geometry and timings)");
        }
        queueDepth = queueDepth == null ? defaultDepth(hostInterface) : queueDepth;
        if (queueDepth < 1) {
            throw new InvalidConfigException(List.of("queue_depth"), "must be at least 1");
        }
        linkMbPerSec = linkRate(linkMbPerSec, pcieLanes, laneMbPerSec);
        commandOverhead = commandOverhead == null ? new SimDuration(0) : commandOverhead;
        pageOverhead = pageOverhead == null ? new SimDuration(0) : pageOverhead;
        writeOverhead = writeOverhead == null ? new SimDuration(0) : writeOverhead;
        commandLatency = commandLatency == null ? new SimDuration(0) : commandLatency;
        readWindowPages = readWindowPages == null ? 0 : readWindowPages;
        if (readWindowPages < 0) {
            throw new InvalidConfigException(List.of("read_window_pages"),
                    "must be 0 (no limit) or a number of pages, got " + readWindowPages);
        }
        readWholePages = readWholePages != null && readWholePages;
        writeBuffer = writeBuffer == null ? new ByteSize(0) : writeBuffer;
        if (writeBuffer.bytes() > 0 && writeBuffer.bytes() < nand.pageSize().bytes()) {
            throw new InvalidConfigException(List.of("write_buffer"), "must be 0 (write-through) or hold a page at least ("
                    + ByteSize.format(nand.pageSize().bytes()) + "), got " + ByteSize.format(writeBuffer.bytes()));
        }
        writeBufferFlush = writeBufferFlush == null ? BufferFlush.EAGER : writeBufferFlush;
        if (writeBufferFlush == BufferFlush.EAGER && (writeBufferHighWater != null || writeBufferLowWater != null)) {
            throw new InvalidConfigException(List.of(writeBufferHighWater != null ? "write_buffer_high_water"
                    : "write_buffer_low_water"), "water marks apply only with write_buffer_flush: watermark");
        }
        writeBufferHighWater = writeBufferHighWater == null ? 0.9 : writeBufferHighWater;
        writeBufferLowWater = writeBufferLowWater == null ? 0.7 : writeBufferLowWater;
        if (writeBufferFlush == BufferFlush.WATERMARK) {
            checkWatermarks(writeBuffer, writeBufferHighWater, writeBufferLowWater);
        }
        readAheadTrigger = readAheadTrigger == null ? 0 : readAheadTrigger;
        readAhead = readAhead == null ? new ByteSize(0) : readAhead;
        if (readAheadMax != null && readAheadMax.bytes() < readAhead.bytes()) {
            throw new InvalidConfigException(List.of("read_ahead_max"), "the window grows from read_ahead ("
                    + ByteSize.format(readAhead.bytes()) + ") up to read_ahead_max, got " + ByteSize.format(readAheadMax.bytes())
                    + "; allowed: read_ahead or more, or leave it out for a window that stays at read_ahead");
        }
        readAheadMax = readAheadMax == null ? readAhead : readAheadMax;
        readAheadStreams = readAheadStreams == null ? 8 : readAheadStreams;
        readAheadPageOverhead = readAheadPageOverhead == null ? pageOverhead : readAheadPageOverhead;
        if (readAheadStreams < 1) {
            throw new InvalidConfigException(List.of("read_ahead_streams"), "must be at least 1");
        }
        if (readAheadTrigger < 0) {
            throw new InvalidConfigException(List.of("read_ahead_trigger"), "must not be negative");
        }
        if (readAheadTrigger > 0 && readAhead.bytes() < nand.pageSize().bytes()) {
            // A window of no whole page would leave read-ahead off, whatever the trigger says.
            throw new InvalidConfigException(List.of("read_ahead"), "must hold a page at least ("
                    + ByteSize.format(nand.pageSize().bytes()) + ") when read_ahead_trigger is set, got "
                    + ByteSize.format(readAhead.bytes()) + "; allowed: a window such as 256KiB, or read_ahead_trigger: 0");
        }
        ftl = ftl == null ? new FtlConfig(null, null, null, null, null, null, null, null, null, null, null, null) : ftl;
        if (nand.eraseSuspend().nanos() > 0 && !ftl.gcPreemptible()) {
            throw new InvalidConfigException(List.of("nand", "erase_suspend"), "erase_suspend needs ftl.gc_preemptible:"
                    + " true; a collection that reads cannot pre-empt books its erases at once, with no read to"
                    + " suspend them for");
        }
        precondition = precondition == null ? new Precondition(0, 0.0, null) : precondition;
    }

    private static void checkWatermarks(ByteSize buffer, double high, double low) {
        if (buffer.bytes() == 0) {
            throw new InvalidConfigException(List.of("write_buffer_flush"),
                    "a watermark flush needs a write_buffer (it is 0: write-through)");
        }
        if (!(high > 0 && high <= 1)) {
            throw new InvalidConfigException(List.of("write_buffer_high_water"),
                    "must be above 0 and at most 1, got " + high);
        }
        if (!(low >= 0 && low < high)) {
            throw new InvalidConfigException(List.of("write_buffer_low_water"),
                    "must be at least 0 and below the high water (" + high + "), got " + low);
        }
    }

    private static int defaultDepth(HostInterface.Protocol p) {
        return switch (p) {
            case SATA -> 32;
            case NVME -> 1024;
            case USB -> 1;
        };
    }

    public WriteBufferPolicy bufferPolicy() {
        return writeBufferFlush == BufferFlush.WATERMARK
                ? WriteBufferPolicy.watermark(writeBuffer.bytes(), writeBufferHighWater, writeBufferLowWater)
                : WriteBufferPolicy.eager(writeBuffer.bytes());
    }

    public HostInterface host() {
        return new HostInterface(hostInterface, queueDepth, linkMbPerSec * 1e6, commandOverhead.nanos(),
                pageOverhead.nanos(), writeOverhead.nanos(), commandLatency.nanos(), readWindowPages,
                readAheadPageOverhead.nanos(), readWholePages);
    }
}
