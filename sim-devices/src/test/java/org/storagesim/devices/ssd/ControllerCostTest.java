package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.ftl.WearLeveling;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * The front end's controller costs against hand-computed limits, on a drive whose flash and link
 * are far faster than its controller: at QD 32 one command at a time passes the controller, so
 * 4 KiB random reads complete at 1 / (command + page) and writes at 1 / (command + page + write);
 * the pipelined command latency adds to each response but not to the queue's rate.
 */
class ControllerCostTest {
    private static final long COMMAND = 10_000;
    private static final long PAGE = 15_000;
    private static final long WRITE = 100_000;

    private static JobStats run(RwMode rw, int qd, long latencyNanos) {
        NandArray nand = new NandArray(new NandGeometry(8, 4, 1, 64, 64, 4096), new NandTiming(20_000, 100_000,
                1_000_000, 1e9, 0));
        PageFtl ftl = new PageFtl(nand, 100_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 1, 1, 0);
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        Simulation sim = new Simulation();
        HostInterface host = new HostInterface(HostInterface.Protocol.SATA, 32, 10e9, COMMAND, PAGE, WRITE,
                latencyNanos);
        FlashSsd ssd = new FlashSsd(sim, "c", ftl, host, WriteBufferPolicy.eager(64L << 20), 0, 0, 0, 1);
        JobSpec job = JobSpec.builder("j").rw(rw).blockSize(4096).ioDepth(qd).size(ssd.capacityBytes())
                .numberIos(4000).build();
        return WorkloadRun.run(sim, ssd, job, new RandomStreams(2));
    }

    @Test
    void queuedReadsAndWritesPassTheControllerOneAtATime() {
        assertEquals(1e9 / (COMMAND + PAGE), run(RwMode.RANDREAD, 32, 0).iops(), 0.02 * 1e9 / (COMMAND + PAGE));
        assertEquals(1e9 / (COMMAND + PAGE + WRITE), run(RwMode.RANDWRITE, 32, 0).iops(),
                0.02 * 1e9 / (COMMAND + PAGE + WRITE));
    }

    @Test
    void commandLatencyDelaysEachResponseWithoutHoldingTheController() {
        double plain = run(RwMode.RANDREAD, 1, 0).latency().mean();
        double delayed = run(RwMode.RANDREAD, 1, 200_000).latency().mean();
        assertEquals(200_000, delayed - plain, 1_000);
        assertEquals(1e9 / (COMMAND + PAGE), run(RwMode.RANDREAD, 32, 200_000).iops(), 0.02 * 1e9 / (COMMAND + PAGE));
    }
}
