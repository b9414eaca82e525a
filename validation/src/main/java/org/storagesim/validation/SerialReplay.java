package org.storagesim.validation;

import java.util.Arrays;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.hdd.DriveController;
import org.storagesim.devices.hdd.ReadSource;
import org.storagesim.validation.metrics.RadixSort;
import org.storagesim.validation.trace.Trace;

/**
 * A closed-loop replay at queue depth 1 without an event kernel: with one request outstanding the
 * drive's command queue is always empty and nothing else happens between requests, so each request
 * simply starts the think time recorded on the line before it after the previous one completed,
 * exactly as a kernel-driven replay at depth 1 would start it. Requests may come in several blocks
 * (a trace still being read); the replay goes on across them.
 */
final class SerialReplay {
    private final DriveController drive;
    private long[] service;
    /** Per request, where the drive found a read's data; null unless asked for. */
    private ReadSource[] sources;
    private int count;
    private long now;
    /** The pause recorded after the previous request (none before the first). */
    private long think;

    /** A replay on {@code drive} with room for {@code expectedRequests} service times before it grows. */
    SerialReplay(DriveController drive, int expectedRequests) {
        this.drive = drive;
        this.service = new long[Math.max(16, expectedRequests)];
    }

    /** From now on, also notes where the drive found each read's data (see {@link #readSources}). */
    SerialReplay recordingReadSources() {
        sources = new ReadSource[service.length];
        return this;
    }

    /** Replays the requests of {@code block}, which follow those replayed so far. */
    void replay(Trace block) {
        int n = block.size();
        if (count + n > service.length) {
            service = Arrays.copyOf(service, Math.max(count + n, 2 * service.length));
            if (sources != null) {
                sources = Arrays.copyOf(sources, service.length);
            }
        }
        // Locals, not fields, in the loop: the short runs this serves execute code from the quick
        // compiler, which keeps fields in memory.
        long[] s = service;
        int c = count;
        long t = now;
        long pause = think;
        for (int i = 0; i < n; i++) {
            t += Math.max(0, pause);
            if (t > Trace.MAX_SPAN_NANOS) {
                throw new RejectedRequestException(c, "the think times before this request add up to more than "
                        + "146 years of simulated time");
            }
            long done;
            try {
                done = drive.serve(block.op(i), block.offset(i), block.length(i), t);
            } catch (IllegalArgumentException e) {
                throw new RejectedRequestException(c, e.getMessage());
            }
            if (sources != null) {
                sources[c] = block.op(i) == IoOp.READ && block.length(i) > 0 ? drive.lastReadSource() : null;
            }
            s[c++] = done - t;
            t = done;
            pause = block.think(i);
        }
        count = c;
        now = t;
        think = pause;
    }

    /** Service times (ns) of the requests replayed so far, in trace order. */
    long[] serviceTimes() {
        return count == service.length ? service : Arrays.copyOf(service, count);
    }

    /** Per request replayed so far, where the drive found a read's data (null for other requests). */
    ReadSource[] readSources() {
        return Arrays.copyOf(sources, count);
    }

    /** Service times (ns) of the requests replayed so far, sorted ascending; the replay cannot go on after this. */
    long[] sortedServiceTimes() {
        long[] sorted = RadixSort.sortedPrefix(service, count);
        service = null;
        return sorted;
    }
}
