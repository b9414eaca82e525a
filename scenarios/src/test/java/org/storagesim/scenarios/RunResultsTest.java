package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunResultsTest {
    /** Two cheap reference stations; the README's quickstart runs real device models (see QuickstartTest). */
    private static final Path QUICKSTART = Path.of("src/test/resources/stations.yaml");

    /**
     * A closed loop on a station with c servers and constant service time S, with QD ≥ c, keeps
     * every server busy: IOPS = c / S, and by Little's law the mean latency is QD / IOPS.
     */
    private static final String CONSTANT_STATION = """
            name: little
            description: closed loop on a constant-service station
            seed: 7
            devices:
              - name: four
                kind: queue
                servers: 4
                service: constant
                mean: 100us
                capacity: 1GiB
            workloads:
              - name: qd16
                rw: randread
                iodepth: 16
                number_ios: 40000
            warmup:
              - name: fill
                rw: write
                bs: 128KiB
                iodepth: 4
                number_ios: 100
            results:
              throughput_interval: 100ms
            """;

    @TempDir
    Path dir;

    @Test
    void sameScenarioAndSeedGiveIdenticalSummaryBytesSequentialOrParallel() throws IOException {
        Cli a = Cli.run("run", QUICKSTART.toString(), "--out", dir.resolve("a").toString(), "--threads", "1");
        Cli b = Cli.run("run", QUICKSTART.toString(), "--out", dir.resolve("b").toString(), "--threads", "4", "-q");
        assertEquals(0, a.code(), a::toString);
        assertEquals(0, b.code(), b::toString);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/summary.json")), Files.readAllBytes(dir.resolve("b/summary.json")));
        Cli c = Cli.run("run", QUICKSTART.toString(), "--out", dir.resolve("c").toString(), "--seed", "43", "-q");
        assertEquals(0, c.code(), c::toString);
        assertFalse(Files.readString(dir.resolve("a/summary.json")).equals(Files.readString(dir.resolve("c/summary.json"))),
                "another seed gives other numbers");
    }

    @Test
    void resultFolderIsCompleteAndNoTemporaryFolderIsLeft() throws IOException {
        Path out = dir.resolve("results/quick");
        Cli first = Cli.run("run", QUICKSTART.toString(), "--out", out.toString());
        assertEquals(0, first.code(), first::toString);
        Cli again = Cli.run("run", QUICKSTART.toString(), "--out", out.toString(), "-q");
        assertEquals(0, again.code(), again::toString);
        for (String workload : List.of("randread-qd1", "randread-qd32")) {
            for (String file : List.of("latency-cdf.png", "throughput.png", "latency-cdf-disk-like.csv",
                    "latency-cdf-ssd-like.csv", "throughput-disk-like.csv", "throughput-ssd-like.csv")) {
                Path p = out.resolve(workload).resolve(file);
                assertTrue(Files.size(p) > 0, p + " written");
            }
        }
        try (Stream<Path> siblings = Files.list(out.getParent())) {
            assertEquals(List.of(out), siblings.toList(), "only the result folder remains");
        }
        JsonNode summary = new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        assertEquals(4, summary.get("runs").size());
        for (JsonNode run : summary.get("runs")) {
            for (String key : List.of("device", "workload", "requests", "iops", "mbPerSec")) {
                assertTrue(run.has(key), key);
            }
            for (String key : List.of("mean", "p50", "p90", "p99", "p999", "max")) {
                assertTrue(run.get("latencyNs").has(key), key);
            }
        }
        assertTrue(first.out().contains("device") && first.out().contains("IOPS") && first.out().contains("disk-like"),
                first::toString);
        assertSummaryCsvMatchesJson(out, summary);
    }

    /** summary.csv holds summary.json's figures, one row per run in the same order. */
    private static void assertSummaryCsvMatchesJson(Path out, JsonNode summary) throws IOException {
        List<String> rows = Files.readAllLines(out.resolve("summary.csv"));
        List<String> header = List.of(rows.get(0).split(","));
        assertEquals(summary.get("runs").size() + 1, rows.size());
        for (int i = 0; i < summary.get("runs").size(); i++) {
            JsonNode run = summary.get("runs").get(i);
            String[] cells = rows.get(i + 1).split(",", -1);
            assertEquals(header.size(), cells.length, rows.get(i + 1));
            assertEquals(run.get("device").asText(), cells[header.indexOf("device")]);
            assertEquals(run.get("workload").asText(), cells[header.indexOf("workload")]);
            assertEquals(run.get("requests").asText(), cells[header.indexOf("requests")]);
            assertEquals(run.get("iops").decimalValue().toPlainString(), cells[header.indexOf("iops")]);
            for (String key : List.of("mean", "p50", "p90", "p99", "p999", "max")) {
                assertEquals(run.get("latencyNs").get(key).decimalValue().toPlainString(),
                        cells[header.indexOf(key + "_ns")], key);
            }
            assertEquals(run.get("readLatencyNs").get("count").asText(), cells[header.indexOf("read_requests")]);
            JsonNode readP99 = run.get("readLatencyNs").get("p99");
            assertEquals(readP99.isNull() ? "" : readP99.asText(), cells[header.indexOf("read_p99_ns")]);
        }
    }

    @Test
    void aFolderSimDidNotWriteIsRefusedBeforeAnythingRuns() throws IOException {
        Path mine = Files.createDirectory(dir.resolve("mine"));
        Files.writeString(mine.resolve("thesis.tex"), "keep me");
        Cli cli = Cli.run("run", QUICKSTART.toString(), "--out", mine.toString(), "-q");
        assertEquals(2, cli.code(), cli::toString);
        assertEquals(mine + " is a folder sim did not write (it holds thesis.tex); results replace their"
                + " whole folder, so sim writes them only to a new folder, an empty one or one it wrote before\n",
                cli.err());
        assertEquals("keep me", Files.readString(mine.resolve("thesis.tex")));
        try (Stream<Path> left = Files.list(mine)) {
            assertEquals(1, left.count());
        }
        Cli working = Cli.run("run", QUICKSTART.toString(), "--out", "", "-q");
        assertEquals(2, working.code(), working::toString);
        assertTrue(working.err().contains("'' (the working folder) holds the working folder"), working::toString);
    }

    @Test
    void closedLoopOnConstantStationObeysLittlesLaw() throws IOException {
        Path file = dir.resolve("little.yaml");
        Files.writeString(file, CONSTANT_STATION);
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("little").toString(), "-q");
        assertEquals(0, r.code(), r::toString);
        JsonNode run = new ObjectMapper().readTree(dir.resolve("little/summary.json").toFile()).get("runs").get(0);
        assertEquals(40000, run.get("requests").asLong());
        double iops = run.get("iops").asDouble();
        assertEquals(4 / 100e-6, iops, 4 / 100e-6 * 0.001);
        assertEquals(16 / iops * 1e9, run.get("latencyNs").get("mean").asDouble(), 16 / iops * 1e9 * 0.001);
        assertEquals(iops * 4096 / 1e6, run.get("mbPerSec").asDouble(), 0.01);
        assertEquals(0, run.get("writeLatencyNs").get("count").asLong(), "the warm-up writes are not counted");
        assertTrue(run.get("writeLatencyNs").get("mean").isNull(), "no writes, no write mean");
        // The same figures in summary.csv: 1 s of simulated time at 40,000 reads/s of 400 us each;
        // no writes, so their mean and p99 are empty, and no flash, so no write amplification.
        List<String> summaryRows = Files.readAllLines(dir.resolve("little/summary.csv"));
        assertEquals("device,workload,requests,bytes,elapsed_s,iops,mb_per_sec,mean_ns,ci95_ns,p50_ns,p90_ns,p99_ns,"
                + "p999_ns,max_ns,read_requests,read_mean_ns,read_p99_ns,write_requests,write_mean_ns,write_p99_ns,"
                + "write_amplification", summaryRows.get(0));
        List<String> row = List.of(summaryRows.get(1).split(",", -1));
        assertEquals(List.of("four", "qd16", "40000"), row.subList(0, 3));
        assertEquals(1.0, Double.parseDouble(row.get(4)), 0.001);
        assertEquals(400_000, Double.parseDouble(row.get(7)), 400);
        assertEquals(List.of("40000", row.get(7), row.get(11), "0", "", "", ""), row.subList(14, 21));
        List<String> csv = Files.readAllLines(dir.resolve("little/qd16/throughput-four.csv"));
        assertEquals("interval_start_s,interval_length_s,requests,iops,mb_per_sec", csv.get(0));
        // 40,000 requests at 40,000/s last 1 s: ten 100 ms intervals at 40,000 IOPS. Batches of four
        // completions fall every 100 us, on interval boundaries too: the first interval holds 999 of
        // them, the last (closed at the end of the run) 1,001.
        assertEquals(11, csv.size(), csv::toString);
        long total = 0;
        for (String line : csv.subList(1, csv.size())) {
            String[] cells = line.split(",");
            assertEquals("0.1", cells[1], line);
            assertEquals(40000, Double.parseDouble(cells[3]), 40000 * 0.001, line);
            total += Long.parseLong(cells[2]);
        }
        assertEquals(40000, total);
        assertEquals("0,0.1,3996,39960.000,163.676", csv.get(1));
    }

    /**
     * A sweep's values get columns of their own in summary.csv, empty for an entry written out by
     * hand, and the figures beside them follow from them: a closed loop of QD q on c constant
     * 100 us servers completes min(q, c) requests per 100 us.
     */
    @Test
    void summaryCsvListsSweptValuesBesideEachRun() throws IOException {
        Path file = dir.resolve("sweep.yaml");
        Files.writeString(file, """
                name: sweep
                seed: 3
                devices:
                  - {name: "st{servers}", kind: queue, service: constant, mean: 100us, capacity: 1GiB, sweep: {servers: [1, 2]}}
                  - {name: four, kind: queue, servers: 4, service: constant, mean: 100us, capacity: 1GiB}
                workloads:
                  - name: bs{bs}-qd{iodepth}
                    rw: randread
                    number_ios: 1000
                    sweep: {bs: [4KiB, 64KiB], iodepth: [1, 8]}
                results:
                  charts: []
                """);
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("sweep").toString(), "-q");
        assertEquals(0, r.code(), r::toString);
        List<String> rows = Files.readAllLines(dir.resolve("sweep/summary.csv"));
        List<String> header = List.of(rows.get(0).split(","));
        assertEquals(List.of("device", "workload", "device.servers", "workload.bs", "workload.iodepth", "requests"),
                header.subList(0, 6));
        assertEquals(1 + 3 * 4, rows.size());
        for (String line : rows.subList(1, rows.size())) {
            List<String> row = List.of(line.split(",", -1));
            String servers = row.get(2);
            assertEquals(row.get(0).equals("four") ? "" : row.get(0).substring(2), servers, line);
            assertEquals(row.get(1), "bs" + row.get(3) + "-qd" + row.get(4), line);
            int busy = Math.min(servers.isEmpty() ? 4 : Integer.parseInt(servers), Integer.parseInt(row.get(4)));
            assertEquals(busy / 100e-6, Double.parseDouble(row.get(header.indexOf("iops"))), busy / 100e-6 * 0.001, line);
        }
    }

    /**
     * Without a throughput interval, a run picks its own: the constant station's 1 s run would have
     * 1,000 points of 1 ms, more than the 250 an automatic series keeps, so it gets 200 of 5 ms,
     * 200 requests each (the first 196 and the last 204, as above: batches of four completions
     * fall on the boundaries).
     */
    @Test
    void automaticIntervalFollowsTheRunLength() throws IOException {
        Cli r = runStationWith("auto", "results:\n  throughput_interval: 100ms\n", "");
        assertEquals(0, r.code(), r::toString);
        JsonNode summary = new ObjectMapper().readTree(dir.resolve("auto/summary.json").toFile());
        assertEquals("auto", summary.get("throughputInterval").asText());
        assertEquals(5_000_000, summary.get("runs").get(0).get("throughputIntervalNs").asLong());
        List<String> csv = Files.readAllLines(dir.resolve("auto/qd16/throughput-four.csv"));
        assertEquals(201, csv.size());
        assertEquals("0,0.005,196,39200.000,160.563", csv.get(1));
        assertEquals("0.005,0.005,200,40000.000,163.840", csv.get(2));
        assertEquals("0.995,0.005,204,40800.000,167.117", csv.get(200));
    }

    /**
     * A run that ends just after an interval boundary (0.3 ms into the eleventh 100 ms interval)
     * reports ten intervals, the last 100.3 ms long with the twelve late completions in it, rather
     * than a rate over the 0.3 ms sliver.
     */
    @Test
    void slimLastIntervalIsFoldedIntoThePreviousOne() throws IOException {
        Cli r = runStationWith("sliver", "number_ios: 40000", "number_ios: 40012");
        assertEquals(0, r.code(), r::toString);
        List<String> csv = Files.readAllLines(dir.resolve("sliver/qd16/throughput-four.csv"));
        assertEquals(11, csv.size(), csv::toString);
        assertEquals("0.9,0.1003,4016,40039.880,164.003", csv.get(10));
    }

    /** 500 ns points over a 1 s run would be two million: refused as bad input, and nothing is written. */
    @Test
    void tooFineAnIntervalIsBadInput() throws IOException {
        Cli r = runStationWith("fine", "throughput_interval: 100ms", "throughput_interval: 500ns");
        assertEquals(2, r.code(), r::toString);
        int line = Files.readAllLines(dir.resolve("fine.yaml")).indexOf("  throughput_interval: 500ns") + 1;
        assertTrue(r.err().startsWith(dir.resolve("fine.yaml") + ":" + line + ":3: key 'throughput_interval': 500ns is "
                + "too fine for the run of qd16 on four"), r::toString);
        assertFalse(Files.exists(dir.resolve("fine")));
    }

    /** Runs the constant station, its file NAME.yaml changed from {@code from} to {@code to}, into folder NAME. */
    private Cli runStationWith(String name, String from, String to) throws IOException {
        Path file = dir.resolve(name + ".yaml");
        Files.writeString(file, CONSTANT_STATION.replace(from, to));
        return Cli.run("run", file.toString(), "--out", dir.resolve(name).toString(), "-q");
    }

    /**
     * A Poisson stream given as a byte rate (8000KiB/s of 4 KiB blocks = 2,000 requests/s), on a
     * device from a profile file beside the scenario, on an explicitly listed run only.
     */
    @Test
    void byteRateProfileFileAndExplicitRuns() throws IOException {
        Files.writeString(dir.resolve("fast.yaml"), """
                description: a fast station
                kind: queue
                servers: 2
                service: exponential
                mean: 50us
                capacity: 4GiB
                """);
        Path file = dir.resolve("open.yaml");
        Files.writeString(file, """
                name: open
                devices:
                  - {name: fast, profile: fast.yaml, servers: 1}
                  - {name: unused, profile: mm1-reference}
                workloads:
                  - {name: poisson, rw: randrw, rwmixread: 70, arrival: poisson, rate: 8000KiB, number_ios: 20000}
                runs:
                  - {device: fast, workload: poisson}
                """);
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("open").toString(), "-q");
        assertEquals(0, r.code(), r::toString);
        JsonNode runs = new ObjectMapper().readTree(dir.resolve("open/summary.json").toFile()).get("runs");
        assertEquals(1, runs.size());
        JsonNode run = runs.get(0);
        assertEquals("fast", run.get("device").asText());
        assertEquals(2000, run.get("iops").asDouble(), 2000 * 0.03);
        // M/M/1 with one server of mean 50 us at 2,000/s (rho = 0.1): mean response 1/(mu - lambda) = 55.6 us.
        assertEquals(1e9 / (20000 - 2000), run.get("latencyNs").get("mean").asDouble(), 1e9 / 18000 * 0.03);
        long reads = run.get("readLatencyNs").get("count").asLong();
        assertEquals(0.7, reads / 20000.0, 0.02);
        assertEquals(20000, reads + run.get("writeLatencyNs").get("count").asLong());
    }

    /**
     * Trims on a drive with no command overhead take no simulated time: the rates are undefined
     * (not 0 requests per second, which a division by zero would give), "-" in the table and null
     * in summary.json, while the count and the zero latencies are reported.
     */
    @Test
    void requestsThatTakeNoTimeHaveNoRate() throws IOException {
        Path file = dir.resolve("trims.yaml");
        Files.writeString(file, """
                name: trims
                devices:
                  - name: tiny
                    kind: flash
                    host_interface: nvme
                    pcie_lanes: 4
                    lane_mb_per_sec: 1000
                    nand: {channels: 2, dies_per_channel: 2, planes_per_die: 1, blocks_per_plane: 64,
                           pages_per_block: 32, page_size: 4KiB, read: 50us, program: 500us, erase: 2ms,
                           channel_mb_per_sec: 200}
                    precondition: {fill: 1.0}
                workloads:
                  - {name: trim, rw: randtrim, bs: 64KiB, iodepth: 8, number_ios: 100}
                results: {csv: [], charts: []}
                """);
        Cli cli = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString());
        assertEquals(0, cli.code(), cli::toString);
        String row = cli.out().lines().filter(l -> l.startsWith("tiny")).findFirst().orElseThrow();
        assertEquals(List.of("tiny", "trim", "100", "-", "-"), List.of(row.trim().split("\\s+")).subList(0, 5));
        JsonNode run = new ObjectMapper().readTree(dir.resolve("out/summary.json").toFile()).get("runs").get(0);
        assertEquals(0, run.get("elapsedNs").asLong());
        assertTrue(run.get("iops").isNull());
        assertTrue(run.get("mbPerSec").isNull());
        assertEquals(100, run.get("latencyNs").get("count").asLong());
        // Neither CSV series nor charts asked for: no workload folder, and the last line says so.
        assertTrue(Files.notExists(dir.resolve("out/trim")), "an empty workload folder");
        assertTrue(cli.out().endsWith("Results in " + dir.resolve("out") + " (summary.json, summary.csv, devices.yaml)\n"), cli::toString);
    }
}
