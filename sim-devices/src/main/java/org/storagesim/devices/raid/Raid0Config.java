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
 * @param adapters host bus adapters whose uplink several members share (default: none, every member
 *                has a path of its own)
 */
public record Raid0Config(List<JsonNode> devices, JsonNode member, Integer count, ByteSize chunk,
                          List<Adapter> adapters) {
    /**
     * Most members of one array: each is a whole simulated device with its own state, so a count
     * in the millions would only end in running out of memory.
     */
    public static final int MOST_MEMBERS = 1024;

    /**
     * A host bus adapter in front of some members.
     *
     * @param members    the members (counted from 0, in stripe order) behind it
     * @param mbPerSec   its uplink's payload rate in decimal MB/s, each direction
     */
    public record Adapter(List<Integer> members, Double mbPerSec) {
        public Adapter {
            if (members == null || members.isEmpty()) {
                throw new InvalidConfigException(List.of("members"), "an adapter needs 'members': the member numbers "
                        + "behind it, counted from 0");
            }
            if (mbPerSec == null) {
                throw new InvalidConfigException(List.of("mb_per_sec"), "an adapter needs 'mb_per_sec', its uplink's "
                        + "rate in MB/s, above 0; got " + mbPerSec);
            }
            InvalidConfigException.requireRate(List.of("mb_per_sec"), mbPerSec);
            members = List.copyOf(members);
        }
    }

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
        if (repeated && (count == null || count < 1 || count > MOST_MEMBERS)) {
            throw new InvalidConfigException(List.of("count"), "'member' needs 'count', the number of members"
                    + (count == null ? "" : ", 1 to " + MOST_MEMBERS + ", got " + count));
        }
        chunk = chunk == null ? new ByteSize(64 * 1024) : chunk;
        if (chunk.bytes() == 0) {
            throw new InvalidConfigException(List.of("chunk"), "must be a positive size, e.g. 64KiB");
        }
        devices = listed ? List.copyOf(devices) : null;
        adapters = adapters == null ? List.of() : List.copyOf(adapters);
        int members = listed ? devices.size() : count;
        boolean[] placed = new boolean[members];
        for (int a = 0; a < adapters.size(); a++) {
            for (int m : adapters.get(a).members()) {
                if (m < 0 || m >= members) {
                    throw new InvalidConfigException(List.of("adapters", a, "members"), "member " + m
                            + " does not exist; the array has members 0 to " + (members - 1));
                }
                if (placed[m]) {
                    throw new InvalidConfigException(List.of("adapters", a, "members"), "member " + m
                            + " is already behind another adapter (or listed twice)");
                }
                placed[m] = true;
            }
        }
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
