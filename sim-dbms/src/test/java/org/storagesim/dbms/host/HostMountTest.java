package org.storagesim.dbms.host;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.IoRequest;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.io.SeekCounted;
import org.storagesim.dbms.io.SeekCounter;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.scan.ScanQuery;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.dbms.testing.SeekAwareDevice;

class HostMountTest {
    /** A toy scheduler: collects what arrives in the same instant and dispatches it sorted by offset. */
    static final class SortingScheduler implements SeekCounted, EventHandler {
        private final Simulation sim;
        private final SeekCounter below;
        private final List<IoRequest> batch = new ArrayList<>();

        SortingScheduler(Simulation sim, SeekCounter below) {
            this.sim = sim;
            this.below = below;
        }

        @Override
        public SeekCounter seekCounter() {
            return below;
        }

        @Override
        public String name() {
            return "sorting";
        }

        @Override
        public long capacityBytes() {
            return below.capacityBytes();
        }

        @Override
        public void submit(IoRequest request) {
            if (batch.isEmpty()) {
                sim.schedule(0, this, 0);
            }
            batch.add(request);
        }

        @Override
        public void handle(long arg) {
            batch.sort(Comparator.comparingLong(IoRequest::offset));
            for (IoRequest r : batch) {
                below.submit(r);
            }
            batch.clear();
        }
    }

    @Test
    void seeksAreCountedBelowAComposedScheduler() {
        Simulation sim = new Simulation();
        SeekCounter bottom = new SeekCounter(new SeekAwareDevice(sim, 8L << 30, 4_500_000, 80e6));
        SortingScheduler top = new SortingScheduler(sim, bottom);
        Host host = new Host(sim, new RandomStreams(1), 4, CpuCosts.free());
        Mount mount = host.mount("disk", top, Ext2Geometry.fresh());
        assertSame(top, mount.device());
        assertSame(bottom, mount.seeks());
        ScanSpec spec = ScanSpec.p0(StorageLayout.COLUMN, 7, 0.1);
        PlacedTable t = host.place(mount, new StoredTable(TpchTables.orders().withTuples(3_000_000), StorageLayout.COLUMN,
                4096, false));
        ScanQuery q = host.scan(t, spec, 1, null);
        q.start();
        sim.run();
        assertEquals(q.result().requests(), bottom.requests());
    }
}
