package org.storagesim.devices.blocklayer;

import java.util.function.Function;

/** Which scheduler a block layer runs, with its settings. */
public final class SchedulerChoice {
    public static final String ALLOWED = "noop, deadline, cfq";

    private final String name;
    private final Function<SchedulerHost, IoScheduler> factory;

    private SchedulerChoice(String name, Function<SchedulerHost, IoScheduler> factory) {
        this.name = name;
        this.factory = factory;
    }

    /** One FIFO, merging only. */
    public static SchedulerChoice noop() {
        return new SchedulerChoice("noop", host -> new NoopScheduler());
    }

    /** Sector-ordered batches with read and write deadlines. */
    public static SchedulerChoice deadline(DeadlineConfig config) {
        return new SchedulerChoice("deadline", host -> new DeadlineScheduler(config));
    }

    /** Per-stream queues with time slices and idling. */
    public static SchedulerChoice cfq(CfqConfig config) {
        return new SchedulerChoice("cfq", host -> new CfqScheduler(config, host));
    }

    public String name() {
        return name;
    }

    IoScheduler create(SchedulerHost host) {
        return factory.apply(host);
    }
}
