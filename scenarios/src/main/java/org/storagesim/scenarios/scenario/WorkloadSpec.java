package org.storagesim.scenarios.scenario;

import java.util.List;
import java.util.Locale;
import org.storagesim.core.units.ByteSize;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.workload.AccessDistribution;
import org.storagesim.devices.workload.ArrivalProcess;
import org.storagesim.devices.workload.BlockSizes;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;

/**
 * One workload of a scenario, written with fio's key names (component names in snake_case are
 * the keys). Absent keys take fio's defaults; {@code size} defaults to the rest of the device from
 * {@code offset}, so the same workload adapts to each device it runs on. {@code rate} is bytes per
 * second and is turned into a request rate with the mean block size.
 */
public record WorkloadSpec(String name, RwMode rw, Integer rwmixread, BlockSizes bs, ByteSize align, Integer iodepth,
                           ArrivalProcess arrival, Double rateIops, ByteSize rate, ByteSize offset, ByteSize size,
                           Long numberIos, SimDuration runtime, ByteSize ioSize, Integer numjobs, SimDuration thinktime,
                           Integer groupsize, Integer fsync, AccessDistribution randomDistribution) {

    public WorkloadSpec {
        Names.require(name, List.of("name"), "a workload");
        if (numberIos != null && numberIos < 0) {
            throw bad("number_ios", "must not be negative, got " + numberIos + "; allowed: a whole number of requests ≥ 0");
        }
        if (rateIops != null && rate != null) {
            throw bad("rate", "give either rate (bytes/s) or rate_iops (requests/s), not both");
        }
        if (rateIops != null && !(rateIops > 0)) {
            throw bad("rate_iops", "must be a positive number of requests per second, got " + rateIops);
        }
        if (rate != null && rate.bytes() == 0) {
            throw bad("rate", "must be a positive number of bytes per second, e.g. 10MiB");
        }
        if (randomDistribution != null && (rw == null || !rw.isRandom())) {
            throw bad("random_distribution", "places a random workload's jumps; a sequential workload (rw: "
                    + (rw == null ? "read, the default" : rw.name().toLowerCase(Locale.ROOT)) + ") makes none; allowed: "
                    + "random_distribution with rw: randread, randwrite, randrw or randtrim");
        }
        boolean hasRate = rateIops != null || rate != null;
        boolean openLoop = arrival != null && arrival != ArrivalProcess.CLOSED;
        if (hasRate && !openLoop) {
            throw bad(rateIops != null ? "rate_iops" : "rate",
                    "a rate needs an open-loop arrival process; add 'arrival: poisson' or 'arrival: fixed'");
        }
        if (openLoop && !hasRate) {
            throw bad("arrival", "an open-loop (" + arrival.name().toLowerCase(Locale.ROOT)
                    + ") workload needs rate_iops (requests/s) or rate (bytes/s)");
        }
        // An open loop issues at its arrival instants, however many requests are in flight, and never
        // pauses after a completion: these keys would be silently ignored.
        if (openLoop && iodepth != null) {
            throw bad("iodepth", "sets how many requests a closed loop keeps in flight; an open-loop ("
                    + arrival.name().toLowerCase(Locale.ROOT) + ") workload issues at its arrival instants however "
                    + "many are in flight; allowed: no iodepth with 'arrival', or no 'arrival' (a closed loop)");
        }
        if (openLoop && thinktime != null) {
            throw bad("thinktime", "is a closed loop's pause between a completion and its next request; an open-loop ("
                    + arrival.name().toLowerCase(Locale.ROOT) + ") workload has none; allowed: no thinktime with "
                    + "'arrival', or no 'arrival' (a closed loop)");
        }
    }

    private static InvalidConfigException bad(String key, String message) {
        return new InvalidConfigException(List.of(key), message);
    }

    /**
     * The job to run on a device of the given capacity. Throws {@link JobSpec.InvalidJobException}
     * naming the fio key when the job is impossible (QD 0, a block larger than the range, ...).
     */
    public JobSpec toJob(String jobName, long deviceCapacity) {
        long start = offset == null ? 0 : offset.bytes();
        if (start >= deviceCapacity) {
            throw new JobSpec.InvalidJobException("offset", "offset " + ByteSize.format(start)
                    + " is at or beyond the device's capacity (" + ByteSize.format(deviceCapacity) + ")");
        }
        long length = size == null ? deviceCapacity - start : size.bytes();
        if (start + length > deviceCapacity) {
            throw new JobSpec.InvalidJobException("size", "offset + size = " + ByteSize.format(start + length)
                    + " is beyond the device's capacity (" + ByteSize.format(deviceCapacity) + ")");
        }
        JobSpec.Builder b = JobSpec.builder(jobName).offset(start).size(length);
        if (rw != null) b.rw(rw);
        if (rwmixread != null) b.rwMixRead(rwmixread);
        if (bs != null) b.blockSizes(bs);
        if (align != null) b.align(align.bytes());
        if (iodepth != null) b.ioDepth(iodepth);
        if (arrival != null) b.arrival(arrival);
        if (rateIops != null) b.rateIops(rateIops);
        if (rate != null) b.rateIops(rate.bytes() / (bs == null ? 4096.0 : bs.mean()));
        if (numberIos != null) b.numberIos(numberIos);
        if (runtime != null) b.runtime(runtime.nanos());
        if (ioSize != null) b.ioSize(ioSize.bytes());
        if (numjobs != null) b.numJobs(numjobs);
        if (thinktime != null) b.thinkTime(thinktime.nanos());
        if (groupsize != null) b.groupSize(groupsize);
        if (fsync != null) b.fsync(fsync);
        if (randomDistribution != null) b.distribution(randomDistribution);
        return b.build();
    }

    /** The key the user wrote for a key named by {@link JobSpec} (a byte rate is checked as rate_iops). */
    String userKey(String jobKey) {
        if (jobKey.equals("rate_iops") && rate != null) {
            return "rate";
        }
        return jobKey;
    }
}
