package org.storagesim.validation.replay;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.devices.BlockDevice;
import org.storagesim.validation.trace.Trace;

/**
 * Replays a whole trace on a device, open loop by timestamp or closed loop at a queue depth, and
 * summarises what the device did: per-request latencies, their distribution, and the throughput
 * over the replay's simulated duration.
 */
public final class TraceReplay {
    private TraceReplay() {
    }

    /**
     * How requests are issued, and whether offsets beyond the device are folded into it
     * ({@link Trace#foldedInto}) rather than an error.
     */
    public record Mode(boolean openLoop, int depth, double timeScale, boolean wrap) {
        public static Mode openLoop(double timeScale, boolean wrap) {
            return new Mode(true, 0, timeScale, wrap);
        }

        public static Mode closedLoop(int depth, boolean wrap) {
            return new Mode(false, depth, 1, wrap);
        }
    }

    /** Latencies by trace index, their summary, and the simulated time the replay took. */
    public record Result(long[] latencyNanos, LatencyRecorder latency, long elapsedNanos, long bytes) {
        public double iops() {
            return elapsedNanos == 0 ? 0 : latencyNanos.length * 1e9 / elapsedNanos;
        }

        public double mbPerSec() {
            return elapsedNanos == 0 ? 0 : bytes * 1e3 / elapsedNanos;
        }
    }

    public static Result run(Simulation sim, BlockDevice device, Trace trace, Mode mode) {
        long start = sim.now();
        Trace replayed = mode.wrap() ? trace.foldedInto(device.capacityBytes(), device.sectorBytes(), device.name()) : trace;
        long[] latency = mode.openLoop()
                ? OpenLoopReplay.run(sim, device, replayed, mode.timeScale())
                : ClosedLoopReplay.run(sim, device, replayed, mode.depth());
        LatencyRecorder recorder = new LatencyRecorder();
        long bytes = 0;
        for (int i = 0; i < latency.length; i++) {
            recorder.record(latency[i]);
            bytes += trace.length(i);
        }
        return new Result(latency, recorder, sim.now() - start, bytes);
    }

    /** Whether every request carries an issue time, so the trace can be replayed open loop. */
    public static boolean hasArrivals(Trace trace) {
        for (int i = 0; i < trace.size(); i++) {
            if (trace.arrival(i) < 0) {
                return false;
            }
        }
        return trace.size() > 0;
    }
}
