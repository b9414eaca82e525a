package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * The short version of P3-1 and P3-2 (Append and Pack, Section 4.2) on the fusion-iodrive-160
 * profile shrunk to 200 blocks per plane (2.4 GiB, same spare fraction and GC thresholds): fresh,
 * 15 threads of random 8 KiB writes run at the paper's 322 MiB/s; after the logical space has been
 * rewritten several times they fall by more than an order of magnitude ("the observed decrease is
 * more than an order of magnitude"); sequential writes then bring the card back to about 320 MiB/s.
 * The full 24 h run is scenarios/p3/p3-1-degradation.yaml, checked by {@code sim reproduce p3}.
 */
class IoDriveHistoryTest {
    private static final double MIB = 1024.0 * 1024.0;

    @Test
    void randomWritesDegradeTheCardAndSequentialWritesRepairIt() {
        ObjectNode spec = new ObjectMapper().createObjectNode().put("profile", "fusion-iodrive-160");
        spec.putObject("nand").put("blocks_per_plane", 200);
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(7);
        BlockDevice card = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, streams, "iodrive", spec);
        long pages = card.capacityBytes() / 8192;

        double fresh = mibPerSec(sim, card, streams, "fresh", RwMode.RANDWRITE, pages / 4);
        mibPerSec(sim, card, streams, "dirty", RwMode.RANDWRITE, pages * 5);
        double degraded = mibPerSec(sim, card, streams, "degraded", RwMode.RANDWRITE, pages / 2);
        mibPerSec(sim, card, streams, "sweep", RwMode.WRITE, pages + pages / 4);
        double repaired = mibPerSec(sim, card, streams, "repaired", RwMode.WRITE, pages / 2);

        assertTrue(Math.abs(fresh - 322) <= 32, "fresh random writes " + fresh + " MiB/s, paper 322");
        assertTrue(degraded < fresh / 10, "degraded random writes " + degraded + " MiB/s vs fresh " + fresh);
        assertTrue(Math.abs(repaired - 320) <= 32, "sequential writes after 1.25 device writes " + repaired
                + " MiB/s, paper 320");
    }

    private static double mibPerSec(Simulation sim, BlockDevice card, RandomStreams streams, String name, RwMode rw,
                                    long writes) {
        boolean random = rw == RwMode.RANDWRITE;
        JobSpec spec = JobSpec.builder(name).rw(rw).blockSize(8192).ioDepth(random ? 1 : 15).numJobs(random ? 15 : 1)
                .size(card.capacityBytes() / 8192 * 8192).numberIos(random ? writes / 15 : writes).build();
        JobStats stats = WorkloadRun.run(sim, card, spec, streams);
        return stats.bytes() / MIB / (stats.elapsedNanos() / 1e9);
    }
}
