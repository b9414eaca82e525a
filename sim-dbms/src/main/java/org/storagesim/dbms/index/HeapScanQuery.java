package org.storagesim.dbms.index;

import java.util.Arrays;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.dbms.buffer.BufferPool;
import org.storagesim.dbms.cpu.CpuPool;
import org.storagesim.dbms.cpu.CpuTask;
import org.storagesim.dbms.fs.FileExtents;
import org.storagesim.dbms.io.ReadAheadStream;
import org.storagesim.dbms.layout.TableFile;
import org.storagesim.dbms.scan.ScanListener;
import org.storagesim.dbms.scan.ScanResult;
import umontreal.ssj.rng.RandomStream;

/**
 * A selection over a PostgreSQL heap, as an actor: with an index, first the matching slice of the
 * index (which may live on another device), then the heap pages holding a match, in page order,
 * through the buffer pool (only pages it misses are read); without, every heap page in large
 * sequential reads. On a heap clustered on the key the matches fill the first s of the pages;
 * otherwise a heap page of p tuples holds a match with probability 1 − (1 − s)^p.
 */
public final class HeapScanQuery implements EventHandler, CpuTask {
    private static final long START = -1;

    private final Simulation sim;
    private final CpuPool cpu;
    private final int cpuTask;
    private final IndexScanSpec spec;
    private final PgCosts costs;
    private final ScanListener listener;
    private final int queryId;
    private final ReadAheadStream index;
    private final ReadAheadStream heap;
    private final TableFile heapFile;
    private final double indexEntriesPerUnit;
    private final double matchesPerTouchedPage;
    private final long pagesTouched;
    private ReadAheadStream current;
    private int seq;
    private long requestsCharged;
    private double carry;
    private boolean blocked;
    private long blockedSince;
    private long ioWaitNanos;
    private long startTime = -1;
    private long endTime = -1;

    public HeapScanQuery(Simulation sim, CpuPool cpu, BlockDevice indexDevice, FileExtents indexExtents,
                         BlockDevice heapDevice, FileExtents heapExtents, TableFile heapFile, BufferPool pool,
                         IndexScanSpec spec, PgCosts costs, int queryId, RandomStream matchStream,
                         ScanListener listener) {
        this.sim = sim;
        this.cpu = cpu;
        this.cpuTask = cpu.register(this);
        this.spec = spec;
        this.costs = costs;
        this.listener = listener;
        this.queryId = queryId;
        this.heapFile = heapFile;
        int perPage = heapFile.recordsPerPage();
        double s = spec.selectivity();
        double pTouched = 1 - Math.pow(1 - s, perPage);
        // A key range over a heap clustered on the key covers the first ceil(s·N / p) pages.
        long clusteredPages = Math.max(1, (long) Math.ceil(s * heapFile.records() / perPage));
        this.matchesPerTouchedPage = spec.clusteredHeap()
                ? s * heapFile.records() / clusteredPages
                : s * perPage / pTouched;
        if (spec.useIndex()) {
            int indexUnits = (int) ((indexExtents.sizeBytes() + spec.indexUnitBytes() - 1) / spec.indexUnitBytes());
            int[] slice = new int[Math.max(1, (int) Math.ceil(s * indexUnits))];
            for (int u = 0; u < slice.length; u++) {
                slice[u] = u;
            }
            this.indexEntriesPerUnit = (double) heapFile.records() / indexUnits;
            this.index = new ReadAheadStream(sim, indexDevice, indexExtents, spec.indexUnitBytes(), slice,
                    spec.indexPrefetchUnits(), queryId, this, 0);
            int pages = Math.toIntExact(heapFile.pages());
            int[] toRead = new int[pages];
            int n = 0;
            long touched = 0;
            for (int page = 0; page < pages; page++) {
                boolean matches = spec.clusteredHeap() ? page < clusteredPages
                        : s >= 1 || matchStream.nextDouble() < pTouched;
                if (matches) {
                    touched++;
                    if (pool == null || !pool.access(page)) {
                        toRead[n++] = page;
                    }
                }
            }
            this.pagesTouched = touched;
            this.heap = new ReadAheadStream(sim, heapDevice, heapExtents, heapFile.pageBytes(), Arrays.copyOf(toRead, n),
                    spec.heapPrefetchPages(), queryId, this, 1);
        } else {
            this.indexEntriesPerUnit = 0;
            this.index = null;
            this.pagesTouched = heapFile.pages();
            int[] all = new int[heapFile.units(spec.seqUnitBytes())];
            for (int u = 0; u < all.length; u++) {
                all[u] = u;
            }
            this.heap = new ReadAheadStream(sim, heapDevice, heapExtents, spec.seqUnitBytes(), all,
                    spec.seqReadAheadUnits(), queryId, this, 1);
        }
        this.current = index != null ? index : heap;
    }

    /** Heap pages holding at least one match (all pages for a sequential scan). */
    public long pagesTouched() {
        return pagesTouched;
    }

    /** Heap pages actually read (the buffer pool's misses among the touched ones). */
    public int heapReads() {
        return index == null ? Math.toIntExact(heapFile.pages()) : heap.length();
    }

    public void start() {
        startTime = sim.now();
        sim.schedule(0, this, START);
    }

    @Override
    public void handle(long arg) {
        if (blocked) {
            blocked = false;
            ioWaitNanos += sim.now() - blockedSince;
        }
        advance();
    }

    private void advance() {
        while (seq == current.length()) {
            if (current == index) {
                current = heap;
                seq = 0;
            } else {
                endTime = sim.now();
                if (listener != null) {
                    listener.finished(queryId);
                }
                return;
            }
        }
        if (!current.await(seq)) {
            blocked = true;
            blockedSince = sim.now();
            return;
        }
        double nanos = carry + unitCpu();
        long requests = current.requestsIssued() + (current == heap && index != null ? index.requestsIssued() : 0);
        nanos += (requests - requestsCharged) * costs.perRequestNanos();
        requestsCharged = requests;
        long burst = (long) nanos;
        carry = nanos - burst;
        cpu.run(cpuTask, burst);
    }

    private double unitCpu() {
        double perMatch = costs.heapTupleNanos() + spec.extraPredicates() * costs.extraPredicateNanos();
        if (current == index) {
            return indexEntriesPerUnit * costs.indexEntryNanos();
        }
        if (index != null) {
            return costs.heapPageNanos() + matchesPerTouchedPage * perMatch;
        }
        int unit = heap.unitAt(seq);
        long tuples = heapFile.endRecord(unit, spec.seqUnitBytes()) - heapFile.firstRecord(unit, spec.seqUnitBytes());
        double pages = (double) spec.seqUnitBytes() / heapFile.pageBytes();
        return pages * costs.heapPageNanos() + tuples * costs.heapTupleNanos()
                + spec.selectivity() * tuples * spec.extraPredicates() * costs.extraPredicateNanos();
    }

    @Override
    public void cpuDone() {
        current.consumeUpTo(seq + 1);
        seq++;
        advance();
    }

    public ScanResult result() {
        if (endTime < 0) {
            throw new IllegalStateException("the scan has not finished");
        }
        long bytes = heap.bytesRead() + (index != null ? index.bytesRead() : 0);
        long requests = heap.requestsIssued() + (index != null ? index.requestsIssued() : 0);
        return new ScanResult(endTime - startTime, cpu.cpuNanos(cpuTask), ioWaitNanos, bytes, requests);
    }
}
