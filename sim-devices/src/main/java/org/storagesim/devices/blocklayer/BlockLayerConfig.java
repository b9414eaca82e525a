package org.storagesim.devices.blocklayer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Locale;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of {@code kind: blocklayer}.
 *
 * @param device      the device behind the layer: a profile name or a device map
 * @param scheduler   noop (default), deadline or cfq
 * @param maxRequest  largest request sent to the device; larger ones are split (512KiB, as in P4)
 * @param queueDepth  requests at the device at once (32, a SATA NCQ queue)
 * @param merge       whether adjacent waiting requests merge (true)
 * @param plug        whether requests are held until their submitter's call ends (RAID-0 unplugs
 *                    after each request; other issuers at the end of the instant) so they can merge
 *                    first (true, as Linux plugs the queue for a submitting call)
 * @param deadline    settings of the deadline scheduler (only with scheduler: deadline)
 * @param cfq         settings of the CFQ scheduler (only with scheduler: cfq)
 */
public record BlockLayerConfig(JsonNode device, String scheduler, ByteSize maxRequest, Integer queueDepth,
                               Boolean merge, Boolean plug, DeadlineConfig deadline, CfqConfig cfq) {
    public BlockLayerConfig {
        if (device == null || device.isNull()) {
            throw new InvalidConfigException(List.of("device"),
                    "a block layer needs 'device': a profile name or a device map (with 'profile' or 'kind')");
        }
        scheduler = scheduler == null ? "noop" : scheduler.trim().toLowerCase(Locale.ROOT);
        if (!List.of("noop", "deadline", "cfq").contains(scheduler)) {
            throw new InvalidConfigException(List.of("scheduler"),
                    "unknown scheduler '" + scheduler + "'; allowed: " + SchedulerChoice.ALLOWED);
        }
        if (deadline != null && !scheduler.equals("deadline")) {
            throw new InvalidConfigException(List.of("deadline"),
                    "settings are given but the scheduler is " + scheduler + "; set scheduler: deadline");
        }
        if (cfq != null && !scheduler.equals("cfq")) {
            throw new InvalidConfigException(List.of("cfq"),
                    "settings are given but the scheduler is " + scheduler + "; set scheduler: cfq");
        }
        maxRequest = maxRequest == null ? new ByteSize(512 * 1024) : maxRequest;
        if (maxRequest.bytes() == 0) {
            throw new InvalidConfigException(List.of("max_request"), "must be a positive size, e.g. 512KiB");
        }
        queueDepth = queueDepth == null ? 32 : queueDepth;
        if (queueDepth < 1) {
            throw new InvalidConfigException(List.of("queue_depth"), "must be at least 1, got " + queueDepth);
        }
        merge = merge == null || merge;
        plug = plug == null || plug;
    }

    /** The scheduler with its settings (defaults where none are given). */
    public SchedulerChoice schedulerChoice() {
        return switch (scheduler) {
            case "deadline" -> SchedulerChoice.deadline(deadline == null ? DeadlineConfig.defaults() : deadline);
            case "cfq" -> SchedulerChoice.cfq(cfq == null ? CfqConfig.defaults() : cfq);
            default -> SchedulerChoice.noop();
        };
    }
}
