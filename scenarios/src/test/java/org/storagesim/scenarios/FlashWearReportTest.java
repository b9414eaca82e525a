package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Write amplification and erases in a run's results ({@code src/test/resources/flash-wear.yaml}):
 * counted over the measured job only, summed over a RAID set's drives, absent for a disk; with a
 * watermark-flushed write buffer, the rewrites it absorbed; with erases that reads may suspend,
 * how often they did.
 */
class FlashWearReportTest {
    private static final String SCENARIO = "src/test/resources/flash-wear.yaml";
    private static final int PAGES_PER_BLOCK = 32;
    private static final int PLANES = 4;

    @Test
    void flashRunsReportHostAndFlashPagesAndErases(@TempDir Path out) throws Exception {
        Cli cli = Cli.run("run", SCENARIO, "--out=" + out);
        assertEquals(0, cli.code(), cli.toString());
        JsonNode runs = new ObjectMapper().readTree(out.resolve("summary.json").toFile()).get("runs");

        // A fresh drive written in order: each 16 KiB write is 4 pages, each programmed once, nothing erased.
        JsonNode fresh = runs.get(0).get("flash");
        assertEquals(500 * 4, fresh.get("hostPagesWritten").asLong());
        assertEquals(500 * 4, fresh.get("flashPagesProgrammed").asLong());
        assertEquals(1.0, fresh.get("writeAmplification").asDouble());
        assertEquals(0, fresh.get("blocksErased").asLong());

        // A full drive under random writes collects: more programs than host pages, and the
        // erased blocks account for them to within the blocks still open (host and collection, per plane).
        JsonNode full = runs.get(1).get("flash");
        assertEquals(20_000, full.get("hostPagesWritten").asLong());
        assertTrue(full.get("writeAmplification").asDouble() > 1.5, full.toString());
        assertEquals(full.get("flashPagesProgrammed").asLong(), full.get("blocksErased").asLong() * PAGES_PER_BLOCK,
                2 * PLANES * PAGES_PER_BLOCK, full.toString());

        // The RAID-0 pair: its two drives' pages together are the host's.
        assertEquals(500 * 4, runs.get(2).get("flash").get("hostPagesWritten").asLong());
        assertFalse(runs.get(3).has("flash"), "a disk has no flash counters");

        // 2,000 writes to 64 pages, far below the buffer's 230-page high mark: each page's first
        // write stays dirty in DRAM, every later one overwrites it there, and nothing is programmed.
        JsonNode buffered = runs.get(4).get("flash");
        assertEquals(2000, buffered.get("hostPagesWritten").asLong());
        assertEquals(2000 - 64, buffered.get("bufferAbsorbedPages").asLong());
        assertEquals(0, buffered.get("flashPagesProgrammed").asLong());
        assertEquals(0, fresh.get("bufferAbsorbedPages").asLong(), "a write-through drive absorbs nothing");

        // The same writes with a flush after every 100: each of the 19 flushes programs the distinct
        // pages of its 100 writes, 64 (1 − (63/64)^100) = 50.8 on average (occupancy of 64 cells).
        JsonNode synced = runs.get(5);
        assertEquals(19, synced.get("flushLatencyNs").get("count").asLong());
        assertEquals(2000, synced.get("requests").asLong(), "flushes are not counted as I/Os");
        long programmed = synced.get("flash").get("flashPagesProgrammed").asLong();
        assertEquals(19 * 64 * (1 - Math.pow(63.0 / 64, 100)), programmed, 0.05 * 19 * 50.8);
        long unflushed = 2000 - programmed - synced.get("flash").get("bufferAbsorbedPages").asLong();
        assertTrue(unflushed >= 1 && unflushed <= 64, "after the last flush, distinct pages stay dirty: " + unflushed);
        assertFalse(runs.get(4).has("flushLatencyNs"), "no fsync, no flush latencies");

        // Only a drive whose dies may suspend an erase reports suspensions, and each needs a read
        // that came while one ran: no more than the reads, and some with erases under this mix.
        assertEquals(0, full.get("eraseSuspensions").asLong());
        JsonNode suspending = runs.get(6);
        long suspensions = suspending.get("flash").get("eraseSuspensions").asLong();
        assertTrue(suspending.get("flash").get("blocksErased").asLong() > 0, suspending.toString());
        assertTrue(suspensions > 0 && suspensions <= suspending.get("readLatencyNs").get("count").asLong(),
                suspending.toString());

        // A run that wrote nothing has no write amplification (null, as the table's '-'), and no
        // write latencies: a count of 0 and null figures, not zeros that an average would take in.
        JsonNode readOnly = runs.get(7);
        assertEquals(0, readOnly.get("flash").get("hostPagesWritten").asLong());
        assertTrue(readOnly.get("flash").get("writeAmplification").isNull(), readOnly.toString());
        assertEquals(0, readOnly.get("writeLatencyNs").get("count").asLong());
        for (String figure : new String[] {"mean", "ci95", "p50", "p90", "p99", "p999", "max"}) {
            assertTrue(readOnly.get("writeLatencyNs").get(figure).isNull(), figure);
        }

        String[] lines = cli.out().split("\n");
        assertTrue(lines[0].endsWith("WA"), lines[0]);
        assertTrue(lines[1].endsWith("1.00"), lines[1]);
        assertTrue(lines[4].endsWith("-"), lines[4]);
        assertTrue(lines[8].endsWith("-"), lines[8]);
    }
}
