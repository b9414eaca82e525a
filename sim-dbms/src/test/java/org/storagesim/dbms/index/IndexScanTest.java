package org.storagesim.dbms.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.dbms.buffer.BufferPool;
import org.storagesim.dbms.cpu.CpuPool;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.fs.Ext2Volume;
import org.storagesim.dbms.fs.FileExtents;
import org.storagesim.dbms.layout.TableFile;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.dbms.testing.SeekAwareDevice;

class IndexScanTest {
    private static final TableSchema ORDERS = TpchTables.orders().withTuples(3_000_000);

    @Test
    void yueFormulaMatchesHandComputedCases() {
        // One tuple per page: pages touched = tuples selected.
        assertEquals(37, YueFormula.pagesTouched(1000, 1, 37), 1e-9);
        // 4 tuples on 2 pages, pick 2: P(a page is missed) = C(2,2)/C(4,2) = 1/6, so 2·(5/6).
        assertEquals(5.0 / 3, YueFormula.pagesTouched(4, 2, 2), 1e-12);
        // All tuples selected: every page.
        assertEquals(100, YueFormula.pagesTouched(1900, 19, 1900), 1e-9);
        // P2 section 3: at 19 tuples a page (Wisconsin, 4 KiB), 10 % of the tuples touch 86.5 % of the pages.
        assertEquals(1 - Math.pow(0.9, 19), YueFormula.fractionTouched(10_000_000, 19, 0.1), 1e-3);
    }

    private record Setup(Simulation sim, CpuPool cpu, SeekAwareDevice disk, FileExtents index, FileExtents heap,
                         TableFile heapFile) {
    }

    private static Setup setup() {
        Simulation sim = new Simulation();
        SeekAwareDevice disk = new SeekAwareDevice(sim, 8L << 30, 4_500_000, 80e6);
        Ext2Volume volume = new Ext2Volume(disk.capacityBytes(), Ext2Geometry.fresh(), new RandomStreams(1).stream("fs"));
        TableFile heapFile = HeapFile.of(ORDERS);
        FileExtents heap = volume.allocate("heap", heapFile.bytes());
        FileExtents index = volume.allocate("index", 375_000_000L / 20);
        return new Setup(sim, new CpuPool(sim, 4), disk, index, heap, heapFile);
    }

    private static HeapScanQuery query(Setup s, IndexScanSpec spec, BufferPool pool, long seed) {
        return new HeapScanQuery(s.sim, s.cpu, s.disk, s.index, s.disk, s.heap, s.heapFile, pool, spec,
                PgCosts.defaults(), 1, new RandomStreams(seed).stream("match"), null);
    }

    @Test
    void heapPagesTouchedAgreeWithYue() {
        assertEquals(136, HeapFile.tuplesPerPage(TpchTables.orders()));
        for (double s : new double[] {0.0005, 0.002, 0.01}) {
            Setup setup = setup();
            HeapScanQuery q = query(setup, IndexScanSpec.p0(s, true).withClusteredHeap(false), null, 3);
            double expected = YueFormula.pagesTouched(ORDERS.tuples(), 136, Math.round(s * ORDERS.tuples()));
            double pages = setup.heapFile.pages();
            double p = expected / pages;
            double fourSigma = 4 * Math.sqrt(pages * p * (1 - p)); // pages are drawn independently
            assertEquals(expected, q.pagesTouched(), fourSigma, "s=" + s);
        }
    }

    @Test
    void aKeyRangeOnAClusteredHeapReadsOneRunOfPagesInsteadOfPagesScatteredByYue() {
        double s = 0.01;
        Setup clusteredSetup = setup();
        HeapScanQuery clustered = query(clusteredSetup, IndexScanSpec.p0(s, true), null, 3);
        assertEquals(Math.ceil(s * ORDERS.tuples() / 136), clustered.pagesTouched());
        clustered.start();
        clusteredSetup.sim.run();
        Setup scatteredSetup = setup();
        HeapScanQuery scattered = query(scatteredSetup, IndexScanSpec.p0(s, true).withClusteredHeap(false), null, 3);
        scattered.start();
        scatteredSetup.sim.run();
        // 1 − 0.99^136 ≈ 75 % of the pages hold a match when tuples match independently
        assertEquals(0.745, (double) scattered.pagesTouched() / scatteredSetup.heapFile.pages(), 0.01);
        assertTrue(clustered.result().seconds() < scattered.result().seconds() / 5,
                clustered.result().seconds() + " s vs " + scattered.result().seconds() + " s");
    }

    @Test
    void indexWinsAtLowSelectivityAndLosesToAPlainScanAtFullSelectivity() {
        double[] times = new double[4];
        int i = 0;
        for (double s : new double[] {0.0001, 1.0}) {
            for (boolean useIndex : new boolean[] {true, false}) {
                Setup setup = setup();
                HeapScanQuery q = query(setup, IndexScanSpec.p0(s, useIndex), null, 3);
                q.start();
                setup.sim.run();
                times[i++] = q.result().seconds();
            }
        }
        assertTrue(times[0] < times[1], "0.01 %: index " + times[0] + " s vs scan " + times[1] + " s");
        assertTrue(times[2] > times[3], "100 %: index " + times[2] + " s vs scan " + times[3] + " s");
    }

    @Test
    void aWarmBufferPoolSavesTheHeapReads() {
        Setup setup = setup();
        BufferPool pool = BufferPool.of("clock", 1 << 16, HeapFile.PAGE_BYTES);
        HeapScanQuery cold = query(setup, IndexScanSpec.p0(0.001, true).withClusteredHeap(false), pool, 3);
        HeapScanQuery warm = query(setup, IndexScanSpec.p0(0.001, true).withClusteredHeap(false), pool, 3);
        assertTrue(cold.heapReads() > 1000);
        assertEquals(0, warm.heapReads());
        assertEquals(cold.pagesTouched(), pool.hits());
    }
}
