package org.storagesim.devices.raid;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of {@code kind: raid0}. Members are either listed one by one ({@code devices}) or given once
 * with a count ({@code member} + {@code count}).
 *
 * @param devices member specs (profile names or device maps), in stripe order
 * @param member  one member spec, repeated {@code count} times
 * @param count   how many copies of {@code member}
 * @param chunk   stripe unit per member (64KiB, the mdadm default of P4's era)
 */
public record Raid0Config(List<JsonNode> devices, JsonNode member, Integer count, ByteSize chunk) {
    public Raid0Config {
        boolean listed = devices != null;
        boolean repeated = member != null || count != null;
        if (listed == repeated) {
            throw new InvalidConfigException(List.of(listed ? "devices" : "member"),
                    "a raid0 needs either 'devices' (a list of member specs) or 'member' with 'count', not both");
        }
        if (listed && devices.isEmpty()) {
            throw new InvalidConfigException(List.of("devices"), "'devices' must list at least one member");
        }
        if (repeated && (member == null || member.isNull())) {
            throw new InvalidConfigException(List.of("member"), "'count' needs 'member': a profile name or device map");
        }
        if (repeated && (count == null || count < 1)) {
            throw new InvalidConfigException(List.of("count"), "'member' needs 'count', at least 1, got " + count);
        }
        chunk = chunk == null ? new ByteSize(64 * 1024) : chunk;
        if (chunk.bytes() == 0) {
            throw new InvalidConfigException(List.of("chunk"), "chunk must be a positive size, e.g. 64KiB");
        }
        devices = listed ? List.copyOf(devices) : null;
    }

    public int memberCount() {
        return devices != null ? devices.size() : count;
    }

    /** The spec of member {@code i} and the key path it came from. */
    public JsonNode memberSpec(int i) {
        return devices != null ? devices.get(i) : member;
    }

    public List<Object> memberPath(int i) {
        return devices != null ? List.of("devices", i) : List.of("member");
    }
}
