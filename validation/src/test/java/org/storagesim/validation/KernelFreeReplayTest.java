package org.storagesim.validation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.hdd.HardDisk;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.replay.ClosedLoopReplay;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;

/** The kernel-free depth-1 replay must give every request the service time the event-driven replay gives it. */
class KernelFreeReplayTest {
    @ParameterizedTest
    @ValueSource(strings = {"hp_c2247a", "barracuda", "atlas10k"})
    void matchesTheEventDrivenReplayRequestForRequest(String drive) throws Exception {
        Path dir = SharedData.disksim();
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(dir.resolve(drive + ".parv"));
        Trace trace = new DiskSimValidateReader().read(dir.resolve(drive + ".trace"));
        Simulation sim = new Simulation();
        long[] eventDriven = ClosedLoopReplay.run(sim, HardDisk.of(sim, disk.name(), disk.config()), trace, 1);
        assertArrayEquals(eventDriven, DiskSimValidation.replay(disk, trace));
    }
}
