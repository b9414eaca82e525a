package org.storagesim.devices.ssd;

import com.fasterxml.jackson.annotation.JsonFormat;
import java.util.List;
import org.storagesim.core.units.ByteSize;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;

/**
 * The {@code nand:} keys of a flash device: geometry and datasheet timings.
 *
 * @param read             page read time (tR): one time for every page, or a list of one per page
 *                         type, {@code [LSB, MSB]} for MLC or {@code [LSB, CSB, MSB]} for TLC
 *                         (see {@link NandTiming#pageType} for which page is which)
 * @param program          page program time (tPROG), as {@code read}
 * @param diesPerChannel   packages on a channel × dies per package (ways × dies)
 * @param channelMbPerSec  channel data rate in decimal MB/s (MT/s × bus width in bytes)
 * @param commandOverhead  command and address cycles per channel transfer (default 0)
 * @param eraseSuspend     time a die takes to suspend an erase so that a read goes first (MQSim's
 *                         Suspend_Erase_Time with CMD_Suspension_Support ERASE); default 0: erases
 *                         are never suspended. Only erases queued by pre-emptible garbage
 *                         collection can be ({@code ftl.gc_preemptible: true})
 */
public record NandConfig(int channels, int diesPerChannel, int planesPerDie, int blocksPerPlane, int pagesPerBlock,
                         ByteSize pageSize,
                         @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<SimDuration> read,
                         @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY) List<SimDuration> program,
                         SimDuration erase,
                         double channelMbPerSec, SimDuration commandOverhead, SimDuration eraseSuspend) {
    /** Largest page: the timing model counts a page's bytes in an int (real pages are 2 to 16 KiB). */
    private static final long MAX_PAGE_BYTES = 1L << 30;

    public NandConfig {
        positive(channels, "channels");
        positive(diesPerChannel, "dies_per_channel");
        positive(planesPerDie, "planes_per_die");
        positive(pagesPerBlock, "pages_per_block");
        if (blocksPerPlane < 8) {
            throw new InvalidConfigException(List.of("blocks_per_plane"), "must be at least 8, got "
                    + blocksPerPlane);
        }
        if (pageSize == null || pageSize.bytes() < 512 || pageSize.bytes() > MAX_PAGE_BYTES || pageSize.bytes() % 512 != 0) {
            throw new InvalidConfigException(List.of("page_size"), "must be a multiple of 512 B up to "
                    + ByteSize.format(MAX_PAGE_BYTES) + ", e.g. 4KiB" + (pageSize == null ? "" : ", got "
                    + ByteSize.format(pageSize.bytes())));
        }
        read = pageTimes(read, "read");
        program = pageTimes(program, "program");
        if (read.size() > 1 && program.size() > 1 && read.size() != program.size()) {
            throw new InvalidConfigException(List.of("program"), "read gives " + read.size() + " page types and program "
                    + program.size() + "; give both the same number, or one time for every page type");
        }
        time(erase, "erase");
        InvalidConfigException.requireRate(List.of("channel_mb_per_sec"), channelMbPerSec);
        commandOverhead = commandOverhead == null ? new SimDuration(0) : commandOverhead;
        eraseSuspend = eraseSuspend == null ? new SimDuration(0) : eraseSuspend;
        if (eraseSuspend.nanos() < 0) {
            throw new InvalidConfigException(List.of("erase_suspend"), "must not be negative; 0 means"
                    + " erases are never suspended");
        }
        long pages = (long) channels * diesPerChannel * planesPerDie * blocksPerPlane * pagesPerBlock;
        if (pages > Integer.MAX_VALUE) {
            throw new InvalidConfigException(List.of("blocks_per_plane"), "the array has " + pages
                    + " pages; at most " + Integer.MAX_VALUE + " are supported (use larger pages or fewer blocks)");
        }
    }

    private static void positive(int v, String key) {
        if (v < 1) {
            throw new InvalidConfigException(List.of(key), key + " must be at least 1, got " + v);
        }
    }

    private static List<SimDuration> pageTimes(List<SimDuration> times, String key) {
        if (times == null || times.isEmpty() || times.size() > NandTiming.MOST_PAGE_TYPES) {
            throw new InvalidConfigException(List.of(key), key + " must be a time (e.g. 50us) or a list of one per page"
                    + " type: [LSB, MSB] for MLC, [LSB, CSB, MSB] for TLC");
        }
        for (int i = 0; i < times.size(); i++) {
            SimDuration t = times.get(i);
            if (t == null || t.nanos() <= 0) {
                // A single time may have been written without a list: then the key is the place.
                List<Object> at = times.size() == 1 ? List.of(key) : List.of(key, i);
                throw new InvalidConfigException(at, key + " times must be positive, e.g. 50us");
            }
        }
        return List.copyOf(times);
    }

    private static void time(SimDuration d, String key) {
        if (d == null || d.nanos() <= 0) {
            throw new InvalidConfigException(List.of(key), key + " must be a positive time, e.g. 50us");
        }
    }

    public NandGeometry geometry() {
        return new NandGeometry(channels, diesPerChannel, planesPerDie, blocksPerPlane, pagesPerBlock,
                (int) pageSize.bytes());
    }

    public NandTiming timing() {
        return new NandTiming(nanos(read), nanos(program), erase.nanos(), channelMbPerSec * 1e6, commandOverhead.nanos())
                .withEraseSuspend(eraseSuspend.nanos());
    }

    private static long[] nanos(List<SimDuration> times) {
        return times.stream().mapToLong(SimDuration::nanos).toArray();
    }
}
