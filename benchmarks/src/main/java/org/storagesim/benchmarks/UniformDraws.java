package org.storagesim.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.storagesim.core.random.Mrg32k3aUniforms;
import org.storagesim.core.random.RandomStreams;
import umontreal.ssj.rng.MRG32k3a;

/**
 * One uniform per simulated request is drawn on the simulation thread (a random offset), so the
 * generator's cost is part of every request's. Times the project's MRG32k3a uniforms against SSJ's
 * {@code MRG32k3a.nextDouble()}, which gives the same numbers, from the same named stream. Each
 * invocation sums a batch of draws, so the compiler cannot drop them.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class UniformDraws {
    private static final int DRAWS = 1024;
    private static final String STREAM = "job:randread-qd32:0:address";

    private final Mrg32k3aUniforms project = new RandomStreams(1).uniforms(STREAM);
    private final MRG32k3a ssj = new RandomStreams(1).stream(STREAM);

    @Benchmark
    @OperationsPerInvocation(DRAWS)
    public double project() {
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            sum += project.nextDouble();
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(DRAWS)
    public double ssj() {
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            sum += ssj.nextDouble();
        }
        return sum;
    }
}
