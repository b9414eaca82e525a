package org.storagesim.devices.ssd;

/**
 * The link between host and drive and the controller's command handling.
 *
 * @param protocol         SATA (one half-duplex link, NCQ), NVME (PCIe, full duplex, deep queues) or USB
 *                         (bulk-only transport, one command at a time)
 * @param queueDepth       commands the drive accepts at once (NCQ 32; NVMe queues × depth; USB 1);
 *                         more wait in the host's queue in arrival order
 * @param linkBytesPerSec  payload bandwidth of the link in each direction
 * @param commandNanos     controller time per command (firmware, protocol), one command at a time
 * @param pageNanos        further controller time per flash page the command touches
 * @param writeNanos       further controller time per write command, spent after the write is accepted
 * @param latencyNanos     protocol and pipeline delay per command that does not hold the controller
 */
public record HostInterface(Protocol protocol, int queueDepth, double linkBytesPerSec, long commandNanos,
                            long pageNanos, long writeNanos, long latencyNanos) {
    public enum Protocol {
        SATA, NVME, USB;

        /** Whether data moves both ways at once (PCIe lanes are full duplex; SATA and USB 2 are not). */
        public boolean fullDuplex() {
            return this == NVME;
        }
    }

    public HostInterface {
        if (queueDepth < 1 || !(linkBytesPerSec > 0) || commandNanos < 0 || pageNanos < 0
                || writeNanos < 0 || latencyNanos < 0) {
            throw new IllegalArgumentException("host interface needs queue depth ≥ 1, a positive link rate and a "
                    + "non-negative command time");
        }
    }
}
