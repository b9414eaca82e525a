package org.storagesim.devices.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.config.InvalidConfigException;

class ProfileTargetsTest {
    private static JsonNode json(String text) throws Exception {
        return new ObjectMapper().readTree(text);
    }

    @Test
    void rangesCountAsMetAnywhereInsideAndMeasureDistanceOutside() throws Exception {
        ProfileTargets t = ProfileTargets.parse(json("{\"rand_read_iops\": \"120-300\", \"seq_read_mb_per_sec\": 80}"));
        ProfileTargets.Range r = t.figures().get("rand_read_iops");
        assertEquals(0, r.deviation(200));
        assertEquals(-0.5, r.deviation(60), 1e-12);
        assertEquals(0.1, r.deviation(330), 1e-12);
        assertEquals(-0.25, t.figures().get("seq_read_mb_per_sec").deviation(60), 1e-12);
        assertEquals("120-300", r.text());
    }

    @Test
    void settingsHaveTheirDefaultsAndUnits() throws Exception {
        ProfileTargets t = ProfileTargets.parse(json("{\"queue_depth\": 64, \"span\": \"8GiB\", \"seq_block\": \"1MiB\"}"));
        assertEquals(64, t.queueDepth());
        assertEquals(64, t.writeQueueDepth());
        assertEquals(4, t.seqQueueDepth());
        assertEquals(8L << 30, t.span());
        assertEquals(1 << 20, t.seqBlock());
    }

    @Test
    void unknownKeysAndBadValuesNameTheKeyAndWhatIsAllowed() throws Exception {
        InvalidConfigException unknown = assertThrows(InvalidConfigException.class,
                () -> ProfileTargets.parse(json("{\"random_4k_mb_per_sec\": 1}")));
        assertTrue(unknown.getMessage().contains("rand_read_mb_per_sec"), unknown.getMessage());
        InvalidConfigException range = assertThrows(InvalidConfigException.class,
                () -> ProfileTargets.parse(json("{\"rand_read_iops\": \"300-120\"}")));
        assertTrue(range.getMessage().contains("range"), range.getMessage());
    }

    @Test
    void theFirstBadKeyInTheFileIsTheOneReported() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> ProfileTargets.parse(json("{\"rand_read_iops\": -5, \"seq_read_mb_per_sec\": 0}")));
        assertEquals(java.util.List.of("targets", "rand_read_iops"), e.path());
    }

    @Test
    void aSpanMustHoldARandomRequest() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> ProfileTargets.parse(json("{\"rand_read_iops\": 900, \"rand_block\": \"8KiB\", \"span\": \"4KiB\"}")));
        assertEquals("span 4KiB holds no random request of 8KiB; allowed: 8KiB or more", e.getMessage());
        // Random writes are 4 KiB whatever rand_block is.
        e = assertThrows(InvalidConfigException.class,
                () -> ProfileTargets.parse(json("{\"rand_write_iops\": 90, \"rand_block\": 512, \"span\": 2048}")));
        assertEquals("span 2KiB holds no random request of 4KiB; allowed: 4KiB or more", e.getMessage());
        assertEquals(2048, ProfileTargets.parse(json("{\"rand_read_iops\": 90, \"rand_block\": 512, \"span\": 2048}")).span());
    }
}
