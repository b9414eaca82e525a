package org.storagesim.devices.ssd;

import java.util.Optional;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.ftl.FtlStats;

/**
 * The FTL counters of the flash drives in a device stack (a drive, a block layer in front of one,
 * a RAID set of them), summed over the drives, for reports of write amplification and erases.
 */
public final class FlashActivity {
    private FlashActivity() {
    }

    /** The counters of every flash drive under {@code device}, summed; empty when there is none. */
    public static Optional<FtlStats> of(BlockDevice device) {
        if (device instanceof FlashSsd ssd) {
            return Optional.of(ssd.activity());
        }
        Optional<FtlStats> sum = Optional.empty();
        for (BlockDevice member : device.members()) {
            Optional<FtlStats> part = of(member);
            if (part.isPresent()) {
                sum = Optional.of(sum.map(s -> s.plus(part.get())).orElse(part.get()));
            }
        }
        return sum;
    }
}
