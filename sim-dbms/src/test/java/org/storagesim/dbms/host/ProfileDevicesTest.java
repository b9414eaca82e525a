package org.storagesim.dbms.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.dbms.io.SeekCounted;

/** The seek counter of a block-layer spec sits below the layer: it sees requests after merging. */
class ProfileDevicesTest {
    @Test
    void counterSeesMergedRequestsBelowTheBlockLayer() throws Exception {
        var spec = new ObjectMapper().readTree("{\"kind\":\"blocklayer\",\"scheduler\":\"noop\",\"device\":\"mm1-reference\"}");
        ProfileDevices devices = new ProfileDevices(DeviceFactory.withBuiltInProfiles(Path.of(".")), Map.of("d", spec));
        Simulation sim = new Simulation();
        BlockDevice device = devices.create("d", sim, new RandomStreams(1));
        SeekCounted counted = assertInstanceOf(SeekCounted.class, device);
        // Sixteen adjacent 4 KiB reads submitted at one instant: the plugged queue merges them into
        // one 64 KiB request before the device sees anything; then one read 1 MiB further on.
        long[] completed = new long[1];
        for (int i = 0; i < 16; i++) {
            IoRequest r = new IoRequest();
            r.set(i, IoOp.READ, i * 4096L, 4096, 1, req -> completed[0]++);
            r.markSubmitted(0);
            device.submit(r);
        }
        sim.run();
        IoRequest far = new IoRequest();
        far.set(16, IoOp.READ, (1 << 20) + 65536L, 4096, 1, req -> completed[0]++);
        far.markSubmitted(sim.now());
        device.submit(far);
        sim.run();
        assertEquals(17, completed[0]);
        assertEquals(2, counted.seekCounter().requests());
        assertEquals(1, counted.seekCounter().seeks());
        assertEquals((16 * 4096 + 4096) / 2.0, counted.seekCounter().meanRequestBytes());
    }

    @Test
    void aPlainProfileIsBuiltByTheFactory() {
        ProfileDevices devices = new ProfileDevices(DeviceFactory.withBuiltInProfiles(Path.of(".")), Map.of());
        BlockDevice device = devices.create("mm1-reference", new Simulation(), new RandomStreams(1));
        assertEquals("mm1-reference", device.name());
    }
}
