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
 * @param readWindowPages  pages of one read command in flight at once (0: no limit): the controller
 *                         stages a command's data in that many page buffers, and a page's flash read
 *                         starts only when a buffer has been emptied onto the link. So one command
 *                         alone cannot keep the link busy, as P4 (Section 5.3) saw on the X25-M:
 *                         queue depth 1 never reaches full bandwidth at any block size, while 1 MiB
 *                         blocks at QD 2 (four 512 KiB commands at the drive) do.
 * @param readAheadPageNanos controller time per page the read-ahead fetches: it maps and moves a
 *                         whole window at once, so a prefetched page may cost less than a page a
 *                         host command reads
 * @param wholePageReads   whether the controller moves a whole flash page over the channel for a read
 *                         of part of it (its ECC and DMA work on pages), or only the bytes asked for
 */
public record HostInterface(Protocol protocol, int queueDepth, double linkBytesPerSec, long commandNanos,
                            long pageNanos, long writeNanos, long latencyNanos, int readWindowPages,
                            long readAheadPageNanos, boolean wholePageReads) {
    public enum Protocol {
        SATA, NVME, USB;

        /** Whether data moves both ways at once (PCIe lanes are full duplex; SATA and USB 2 are not). */
        public boolean fullDuplex() {
            return this == NVME;
        }
    }

    public HostInterface {
        if (queueDepth < 1 || !(linkBytesPerSec > 0) || commandNanos < 0 || pageNanos < 0
                || writeNanos < 0 || latencyNanos < 0 || readWindowPages < 0 || readAheadPageNanos < 0) {
            throw new IllegalArgumentException("host interface needs queue depth ≥ 1, a positive link rate, "
                    + "non-negative command times and a non-negative read window");
        }
    }

    /**
     * A host interface whose read commands have no window (all their pages are read at once), whose
     * read-ahead pays the host's cost per page and whose reads move only the bytes asked for.
     */
    public HostInterface(Protocol protocol, int queueDepth, double linkBytesPerSec, long commandNanos, long pageNanos,
                         long writeNanos, long latencyNanos) {
        this(protocol, queueDepth, linkBytesPerSec, commandNanos, pageNanos, writeNanos, latencyNanos, 0, pageNanos, false);
    }
}
