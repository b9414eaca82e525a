package org.storagesim.scenarios.reproduce;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.reference.QueueConfig;
import org.storagesim.devices.workload.ArrivalProcess;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.report.Numbers;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.scenario.PlannedRun;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * Checks of the kernel, the workload generator and the reference device against queueing theory.
 * {@code checks/mm1.yaml} describes an M/M/1 station; the expected values are derived from the
 * file's own service mean and arrival rate: the response time of M/M/1 is exponential with rate
 * μ − λ, so its mean is 1/(μ − λ) and its p99 is ln(100)/(μ − λ).
 */
public final class ChecksSuite implements ExperimentSuite {
    static final String MM1 = "checks/mm1.yaml";
    private static final double MEAN_TOLERANCE = 0.02;
    private static final double P99_TOLERANCE = 0.05;

    @Override
    public String id() {
        return "checks";
    }

    @Override
    public String description() {
        return "the simulator against queueing theory (M/M/1 mean and p99 response time)";
    }

    @Override
    public List<Finding> run(ReproduceContext context) {
        ScenarioPlan plan = context.load(MM1);
        double[] rates = mm1Rates(plan);
        double mu = rates[0];
        double lambda = rates[1];
        RunResult result = context.run(plan).get(0);
        LatencySummary latency = result.stats().latency().summary();
        String system = String.format(Locale.ROOT, "M/M/1(rho=%.2f)", lambda / mu);
        double meanTheory = 1e9 / (mu - lambda);
        double p99Theory = Math.log(100) * 1e9 / (mu - lambda);
        return List.of(
                Finding.withinRelative("checks-mm1-mean", system + " mean response time", latency.mean(), meanTheory,
                        MEAN_TOLERANCE, ChecksSuite::micros),
                Finding.withinRelative("checks-mm1-p99", system + " p99 response time", latency.p99(), p99Theory,
                        P99_TOLERANCE, ChecksSuite::micros));
    }

    /** {μ, λ} in events per second, after checking that the file still describes M/M/1. */
    private static double[] mm1Rates(ScenarioPlan plan) {
        if (plan.runs().size() != 1) {
            throw notMm1("it should have exactly one device and one workload");
        }
        PlannedRun run = plan.runs().get(0);
        ObjectNode spec = plan.factory().resolve(run.deviceSpec());
        if (!"queue".equals(spec.path("kind").asText())) {
            throw notMm1("the device should be of kind queue");
        }
        QueueConfig queue = ConfigBinder.bind(DeviceFactory.modelKeys(spec), QueueConfig.class);
        JobSpec job = run.job();
        if (queue.servers() != 1 || !queue.service().equalsIgnoreCase("exponential") || queue.transferMbPerSec() != 0
                || job.arrival() != ArrivalProcess.POISSON || job.numJobs() != 1) {
            throw notMm1("it should have 1 server, exponential service, no transfer time, Poisson arrivals, 1 job");
        }
        double mu = 1e9 / queue.mean().nanos();
        if (job.rateIops() >= mu) {
            throw notMm1("the arrival rate must be below the service rate");
        }
        return new double[] {mu, job.rateIops()};
    }

    private static InputException notMm1(String why) {
        return new InputException("scenarios/" + MM1 + " no longer describes an M/M/1 system: " + why);
    }

    private static String micros(double nanos) {
        return Numbers.plain(nanos / 1e3, 1) + "us";
    }
}
