package org.storagesim.validation.trace;

import java.util.Arrays;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.IoOp;

/**
 * A trace held column by column in primitive arrays, so millions of requests cost a few bytes each
 * and replaying them allocates nothing. Built by appending; {@link #record(int)} gives one row as a
 * {@link TraceRecord} for code that is not on a hot path.
 */
public final class Trace {
    /**
     * The longest time a trace may hold, as an arrival, think or measured time: 2^53 ns, about 104
     * days, beyond any recorded trace. A replay then adds up at most a trace's length of them, far
     * from overflowing the simulator's nanosecond clock.
     */
    public static final long MAX_NANOS = 1L << 53;
    /** The longest simulated time a replay may span: the simulator's horizon, 2^62 ns (about 146 years). */
    public static final long MAX_SPAN_NANOS = Simulation.HORIZON_NANOS;
    /** The furthest offset and the longest request a trace may hold: 2^62 bytes, so their sum still fits a long. */
    public static final long MAX_BYTES = 1L << 62;
    private static final IoOp[] OPS = IoOp.values();

    private byte[] op;
    private long[] offset;
    private long[] length;
    private long[] arrival;
    private long[] think;
    private long[] measured;
    private int[] device;
    private int size;

    public Trace() {
        this(1024);
    }

    /** A trace with room for {@code expected} requests before it grows. */
    public Trace(int expected) {
        int n = Math.max(16, expected);
        op = new byte[n];
        offset = new long[n];
        length = new long[n];
        arrival = new long[n];
        think = new long[n];
        measured = new long[n];
        device = new int[n];
    }

    public void add(IoOp o, long offsetBytes, long lengthBytes, long arrivalNanos, long thinkNanos, long measuredNanos,
                    int dev) {
        if (size == op.length) {
            growTo(size * 2);
        }
        op[size] = (byte) o.ordinal();
        offset[size] = offsetBytes;
        length[size] = lengthBytes;
        arrival[size] = arrivalNanos;
        think[size] = thinkNanos;
        measured[size] = measuredNanos;
        device[size] = dev;
        size++;
    }

    /** Empties the trace but keeps its room, so a reader can parse block after block into the same arrays. */
    public void clear() {
        size = 0;
    }

    /** Resizes every column to hold {@code capacity} requests. */
    private void growTo(int capacity) {
        op = Arrays.copyOf(op, capacity);
        offset = Arrays.copyOf(offset, capacity);
        length = Arrays.copyOf(length, capacity);
        arrival = Arrays.copyOf(arrival, capacity);
        think = Arrays.copyOf(think, capacity);
        measured = Arrays.copyOf(measured, capacity);
        device = Arrays.copyOf(device, capacity);
    }

    /** Appends all of {@code other}'s requests, in order. */
    public void append(Trace other) {
        int n = size + other.size;
        if (n > op.length) {
            growTo(n);
        }
        System.arraycopy(other.op, 0, op, size, other.size);
        System.arraycopy(other.offset, 0, offset, size, other.size);
        System.arraycopy(other.length, 0, length, size, other.size);
        System.arraycopy(other.arrival, 0, arrival, size, other.size);
        System.arraycopy(other.think, 0, think, size, other.size);
        System.arraycopy(other.measured, 0, measured, size, other.size);
        System.arraycopy(other.device, 0, device, size, other.size);
        size = n;
    }

    public int size() {
        return size;
    }

    public IoOp op(int i) {
        return OPS[op[i]];
    }

    public long offset(int i) {
        return offset[i];
    }

    public long length(int i) {
        return length[i];
    }

    /** Index of the first request that ends beyond {@code capacityBytes}, or -1 when every request fits. */
    public int firstEndingBeyond(long capacityBytes) {
        for (int i = 0; i < size; i++) {
            if (offset[i] + length[i] > capacityBytes) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A copy in which every request that ends beyond {@code capacityBytes} is folded back into the
     * device (its offset modulo the room a request of its length has, down to a whole sector), for
     * a trace recorded on a larger device; requests that fit keep their offsets.
     *
     * @throws IllegalArgumentException if a request is longer than the device, so no offset fits it
     */
    public Trace foldedInto(long capacityBytes, int sectorBytes, String deviceName) {
        Trace t = new Trace(size);
        t.append(this);
        for (int i = 0; i < size; i++) {
            if (offset[i] + length[i] > capacityBytes) {
                if (length[i] > capacityBytes) {
                    throw new IllegalArgumentException(describeBeyond(i, capacityBytes, deviceName)
                            + ", and is longer than the device, so no offset fits it");
                }
                t.offset[i] = offset[i] % (capacityBytes - length[i] + 1) / sectorBytes * sectorBytes;
            }
        }
        return t;
    }

    /** Says which request ends beyond a device of {@code capacityBytes}: its number (from 1), bytes, and the device. */
    public String describeBeyond(int i, long capacityBytes, String deviceName) {
        return String.format(Locale.ROOT, "request %d (bytes %d..%d) ends beyond the %d B of device %s", i + 1, offset[i],
                offset[i] + length[i] - 1, capacityBytes, deviceName);
    }

    public long arrival(int i) {
        return arrival[i];
    }

    public long think(int i) {
        return think[i];
    }

    public long measured(int i) {
        return measured[i];
    }

    /** Sets a request's measured service time once it is known (formats that pair start and end events). */
    public void setMeasured(int i, long measuredNanos) {
        measured[i] = measuredNanos;
    }

    public int device(int i) {
        return device[i];
    }

    /** Measured service times of all requests, or an empty array if the format has none. */
    public long[] measuredTimes() {
        for (int i = 0; i < size; i++) {
            if (measured[i] < 0) {
                return new long[0];
            }
        }
        return Arrays.copyOf(measured, size);
    }

    public TraceRecord record(int i) {
        return new TraceRecord(op(i), offset[i], length[i], arrival[i], think[i], measured[i], device[i]);
    }

    /** The volumes the requests name (device, disk or ASU numbers), each with its number of requests, in ascending order. */
    public SortedMap<Integer, Integer> volumes() {
        SortedMap<Integer, Integer> counts = new TreeMap<>();
        for (int i = 0; i < size; i++) {
            counts.merge(device[i], 1, Integer::sum);
        }
        return counts;
    }

    /** Whether the requests name more than one volume (a scan of a column, without counting them). */
    public boolean namesSeveralVolumes() {
        for (int i = 1; i < size; i++) {
            if (device[i] != device[0]) {
                return true;
            }
        }
        return false;
    }

    /** The positions of the requests of {@code volume}, in trace order. */
    public int[] requestsOf(int volume) {
        int[] kept = new int[size];
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (device[i] == volume) {
                kept[n++] = i;
            }
        }
        return Arrays.copyOf(kept, n);
    }

    /** A trace of the requests at {@code positions}, in that order, each as it is here. */
    public Trace subset(int[] positions) {
        Trace t = new Trace(positions.length);
        for (int i : positions) {
            t.add(op(i), offset[i], length[i], arrival[i], think[i], measured[i], device[i]);
        }
        return t;
    }

    /** This trace repeated {@code times} times end to end (for throughput benchmarks). */
    public Trace repeated(int times) {
        Trace t = new Trace(size * times);
        for (int r = 0; r < times; r++) {
            for (int i = 0; i < size; i++) {
                t.add(op(i), offset[i], length[i], arrival[i], think[i], measured[i], device[i]);
            }
        }
        return t;
    }
}
