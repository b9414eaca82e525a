package org.storagesim.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LatencyRecorderTest {

    @Test
    void percentilesOfAUniformGridMatchWithinHistogramPrecision() {
        LatencyRecorder r = new LatencyRecorder();
        for (long v = 1; v <= 100_000; v++) {
            r.record(v * 1000);
        }
        LatencySummary s = r.summary();
        assertEquals(100_000, s.count());
        assertEquals(50_000_500.0, s.mean(), 1e-6);
        // Three significant digits: values are exact to within 0.1 %.
        assertEquals(50_000_000, s.p50(), 50_000_000 * 0.001);
        assertEquals(99_000_000, s.p99(), 99_000_000 * 0.001);
        assertEquals(100_000_000, s.max(), 100_000_000 * 0.001);
    }

    /**
     * A device that serves every request in the same time (an idle SSD at queue depth 1): the
     * histogram's bucket for 99,234 ns reaches up to 99,263 ns, but no figure may say any request
     * took longer, or a shorter time than the least.
     */
    @Test
    void identicalLatenciesGiveThatLatencyForEveryFigure() {
        LatencyRecorder r = new LatencyRecorder();
        for (int i = 0; i < 2000; i++) {
            r.record(99_234);
        }
        LatencySummary s = r.summary();
        assertEquals(99_234.0, s.mean());
        assertEquals(new LatencySummary(2000, 99_234.0, 99_234, 99_234, 99_234, 99_234, 99_234, 0.0), s);
        assertEquals(99_234, r.min());
        assertEquals(99_234, r.percentile(0));
    }

    @Test
    void anEmptyRecorderReportsZeros() {
        LatencyRecorder r = new LatencyRecorder();
        assertEquals(0, r.min());
        assertEquals(0, r.max());
        assertEquals(0, r.percentile(50));
    }

    @Test
    void standardDeviationIsTheSampleFormulaAndExactForHugeValues() {
        LatencyRecorder r = new LatencyRecorder();
        for (long v = 1; v <= 1000; v++) {
            r.record(v);
        }
        // Sample standard deviation of 1..n is sqrt(n(n+1)/12).
        assertEquals(Math.sqrt(1000.0 * 1001 / 12), r.standardDeviation(), 1e-9);
        // Squares beyond 64 bits: a constant offset of 2^40 ns must not change the spread.
        LatencyRecorder shifted = new LatencyRecorder();
        for (long v = 1; v <= 1000; v++) {
            shifted.record((1L << 40) + v);
        }
        assertEquals(r.standardDeviation(), shifted.standardDeviation(), 1e-6);
        assertEquals((1L << 40) + 500.5, shifted.mean(), 1e-3);
    }

    @Test
    void mergedRecordersEqualOneRecorderOfEverySample() {
        LatencyRecorder one = new LatencyRecorder();
        LatencyRecorder a = new LatencyRecorder();
        LatencyRecorder b = new LatencyRecorder();
        for (long v = 1; v <= 5000; v++) {
            long latency = v * v % 7919 * 1000;
            one.record(latency);
            (v % 3 == 0 ? a : b).record(latency);
        }
        a.add(b);
        assertEquals(one.summary(), a.summary());
    }

    @Test
    void throughputSeriesBucketsByInterval() {
        ThroughputSeries t = new ThroughputSeries(1_000);
        t.record(0, 10);
        t.record(999, 10);
        t.record(1_000, 5);
        t.record(5_500, 1);
        assertEquals(6, t.intervals());
        assertEquals(2, t.opsIn(0));
        assertEquals(20, t.bytesIn(0));
        assertEquals(5e6, t.bytesPerSecondIn(1), 1e-6); // 5 bytes in 1 us
        assertEquals(1, t.opsIn(5));
    }
}
