package org.storagesim.dbms.scan;

import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.cpu.CpuPool;
import org.storagesim.dbms.cpu.CpuTask;
import org.storagesim.dbms.fs.FileExtents;
import org.storagesim.dbms.io.ReadAheadStream;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.layout.TableFile;
import umontreal.ssj.rng.RandomStream;

/**
 * One single-threaded scan, {@code select a1..ak from T where P(a1)}, as an actor on the kernel.
 *
 * <p>The query steps through the driving file one I/O unit at a time: the row (or PAX) file, or
 * in the column layout the predicate column a1. For each driving unit covering tuples [a, b) it
 * waits for that unit, and in the column layout also for every unit of a2..ak holding a qualifying
 * tuple before b (the columns are read only where the predicate held, P0 section 4.2); then it
 * computes the unit (predicate on every tuple, projection of the qualifying ones, decoding when
 * compressed, system time of the requests it issued) on a core; then it releases what it used,
 * which lets read-ahead move on. I/O overlaps computation as far as the read-ahead window allows.
 */
public final class ScanQuery implements EventHandler, CpuTask {
    private static final long START = -1;

    private final Simulation sim;
    private final CpuPool cpu;
    private final int cpuTask;
    private final ScanSpec spec;
    private final CpuCosts costs;
    private final int queryId;
    private final ScanListener listener;
    private final ReadAheadStream[] streams;
    private final TableFile[] files;
    private final int[] nextSeq;
    private final double perTupleNanos;
    private final double perQualifyingNanos;

    private int driverSeq;
    private long boundTuple;
    private double cpuCarry;
    private long requestsCharged;
    private boolean blocked;
    private boolean abandoned;
    private long blockedSince;
    private long ioWaitNanos;
    private long startTime = -1;
    private long endTime = -1;

    public ScanQuery(Simulation sim, CpuPool cpu, BlockDevice device, StoredTable table, FileExtents[] extents,
                     ScanSpec spec, CpuCosts costs, int queryId, RandomStream selectionStream, ScanListener listener) {
        int columns = table.schema().columnCount();
        if (spec.projected() > columns) {
            throw new IllegalArgumentException("cannot project " + spec.projected() + " attributes of "
                    + table.schema().name() + ", which has " + columns);
        }
        if (table.layout() != spec.layout() || table.compressed() != spec.compressed()) {
            throw new IllegalArgumentException("the stored table does not have the layout and compression the query asks for");
        }
        this.sim = sim;
        this.cpu = cpu;
        this.cpuTask = cpu.register(this);
        this.spec = spec;
        this.costs = costs;
        this.queryId = queryId;
        this.listener = listener;
        int k = spec.projected();
        int streamCount = spec.layout() == StorageLayout.COLUMN ? k : 1;
        this.streams = new ReadAheadStream[streamCount];
        this.files = new TableFile[streamCount];
        this.nextSeq = new int[streamCount];
        Selection selection = null;
        if (streamCount > 1) {
            long granule = Long.MAX_VALUE;
            for (int j = 1; j < k; j++) {
                granule = Math.min(granule, table.files().get(j).recordsPerUnit(spec.unitBytes()));
            }
            selection = new Selection(table.schema().tuples(), granule, spec.selectivity(), selectionStream);
        }
        for (int j = 0; j < streamCount; j++) {
            TableFile file = table.files().get(j);
            int[] units = j == 0 ? Selection.allUnits(file, spec.unitBytes()) : selection.touchedUnits(file, spec.unitBytes());
            files[j] = file;
            streams[j] = new ReadAheadStream(sim, device, extents[j], spec.unitBytes(), units, spec.readAheadUnits(),
                    queryId, this, j);
        }
        this.perTupleNanos = perTuple(table, spec, costs);
        this.perQualifyingNanos = perQualifying(table, spec, costs);
    }

    private static double decode(StoredTable table, int column, CpuCosts costs) {
        return table.compressed() ? costs.decodeNanos(table.schema().column(column).compression().scheme()) : 0;
    }

    /** CPU every tuple of the driving file costs: reaching it and evaluating the predicate. */
    private static double perTuple(StoredTable table, ScanSpec spec, CpuCosts costs) {
        double walk = spec.layout() == StorageLayout.ROW ? costs.rowTupleNanos() : 0;
        return walk + costs.predicateNanos() + decode(table, 0, costs);
    }

    /**
     * CPU each qualifying tuple costs: building its output from the k projected attributes. A row
     * keeps a1..ak side by side, so projecting it is one copy; PAX copies one value out of each
     * mini-page; the column layout pulls each value through its own column's iterator.
     */
    private static double perQualifying(StoredTable table, ScanSpec spec, CpuCosts costs) {
        double sum = costs.extractNanos(); // a1 (already decoded for the predicate), or the whole row
        for (int j = 1; j < spec.projected(); j++) {
            double fetch = switch (spec.layout()) {
                case ROW -> 0;
                case PAX -> costs.extractNanos();
                case COLUMN -> costs.valueIteratorNanos();
            };
            sum += fetch + decode(table, j, costs);
        }
        return sum;
    }

    /** Starts the query now. */
    public void start() {
        if (startTime >= 0) {
            throw new IllegalStateException("query " + queryId + " already started");
        }
        startTime = sim.now();
        sim.schedule(0, this, START);
    }

    /**
     * Stops the query where it is (its user gave up on it): it issues nothing more and ignores
     * what arrives; requests already sent still complete, so the kernel drains.
     */
    public void abandon() {
        abandoned = true;
    }

    @Override
    public void handle(long arg) {
        if (abandoned) {
            return;
        }
        if (blocked) {
            blocked = false;
            ioWaitNanos += sim.now() - blockedSince;
        }
        advance();
    }

    private void advance() {
        ReadAheadStream driver = streams[0];
        if (!await(driver, driverSeq)) {
            return;
        }
        int unit = driver.unitAt(driverSeq);
        long first = files[0].firstRecord(unit, spec.unitBytes());
        boundTuple = files[0].endRecord(unit, spec.unitBytes());
        for (int j = 1; j < streams.length; j++) {
            ReadAheadStream s = streams[j];
            while (nextSeq[j] < s.length()
                    && files[j].firstRecord(s.unitAt(nextSeq[j]), spec.unitBytes()) < boundTuple) {
                if (!await(s, nextSeq[j])) {
                    return;
                }
                nextSeq[j]++;
            }
        }
        long tuples = boundTuple - first;
        long requests = 0;
        for (ReadAheadStream s : streams) {
            requests += s.requestsIssued();
        }
        double nanos = tuples * perTupleNanos + spec.selectivity() * tuples * perQualifyingNanos
                + (requests - requestsCharged) * costs.perRequestNanos() + cpuCarry;
        requestsCharged = requests;
        long burst = (long) nanos;
        cpuCarry = nanos - burst;
        cpu.run(cpuTask, burst);
    }

    private boolean await(ReadAheadStream s, int seq) {
        if (s.await(seq)) {
            return true;
        }
        blocked = true;
        blockedSince = sim.now();
        return false;
    }

    @Override
    public void cpuDone() {
        if (abandoned) {
            return;
        }
        streams[0].consumeUpTo(driverSeq + 1);
        for (int j = 1; j < streams.length; j++) {
            ReadAheadStream s = streams[j];
            int release = nextSeq[j];
            // The last unit fetched may reach past this driving unit; keep it for the next one.
            if (release > 0 && files[j].endRecord(s.unitAt(release - 1), spec.unitBytes()) > boundTuple) {
                release--;
            }
            s.consumeUpTo(release);
        }
        driverSeq++;
        if (driverSeq < streams[0].length()) {
            advance();
        } else {
            endTime = sim.now();
            if (listener != null) {
                listener.finished(queryId);
            }
        }
    }

    public ScanResult result() {
        if (endTime < 0) {
            throw new IllegalStateException("query " + queryId + " has not finished");
        }
        long bytes = 0;
        long requests = 0;
        for (ReadAheadStream s : streams) {
            bytes += s.bytesRead();
            requests += s.requestsIssued();
        }
        return new ScanResult(endTime - startTime, cpu.cpuNanos(cpuTask), ioWaitNanos, bytes, requests);
    }
}
