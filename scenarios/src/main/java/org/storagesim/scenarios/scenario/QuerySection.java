package org.storagesim.scenarios.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TpchTables;

/**
 * A scenario's {@code queries:} section: one of P0's query experiments run on the scenario's
 * devices by the scan engine of {@code sim-dbms}. Keys (snake_case), all optional but
 * {@code experiment}; a key the experiment does not read is an error:
 * <pre>
 * experiment: projectivity   # projectivity (row vs column, k = 1..n), selectivity, index, concurrency
 * table: lineitem            # lineitem or orders (projectivity, selectivity; index: orders only)
 * selectivity: 0.1           # projectivity experiment
 * selectivities: [0.001, 0.01, 0.1, 1]   # selectivity and index experiments
 * layouts: [row, column]     # selectivity experiment
 * read_ahead: 6MiB           # projectivity: a whole number of 128KiB I/O units
 * compressed: false          # projectivity
 * tuples: 60000000           # relation size for every device ...
 * tuples_on: {ssd-fast: 6000000}   # ... unless named here (times are reported per 60 M tuples)
 * concurrency: [1, 2, 4, 8]  # concurrency experiment: queries running at once, ascending from 1
 * placements: [{index: disk, data: disk}]   # index: where the index and the heap live
 * extra_predicates: 0        # index: AND-ed predicates on secondary attributes
 * </pre>
 */
public record QuerySection(String experiment, String table, Double selectivity, List<Double> selectivities,
                           List<String> layouts, ByteSize readAhead, Boolean compressed, Long tuples,
                           Map<String, Long> tuplesOn, List<Integer> concurrency, List<Placement> placements,
                           Integer extraPredicates) {
    public static final List<String> EXPERIMENTS = List.of("projectivity", "selectivity", "index", "concurrency");
    /**
     * The keys each experiment reads besides the relation sizes. P0-8 (concurrency) runs its own
     * relations (a row ORDERS select at 10 % beside LINEITEM scans), P0-5 (index) runs on ORDERS.
     */
    private static final Map<String, List<String>> KEYS_OF = Map.of(
            "projectivity", List.of("table", "selectivity", "read_ahead", "compressed"),
            "selectivity", List.of("table", "selectivities", "layouts"),
            "index", List.of("table", "selectivities", "placements", "extra_predicates"),
            "concurrency", List.of("concurrency"));

    /** Where P0-5 keeps the bitmap index and the heap (device names of the scenario). */
    public record Placement(String index, String data) {
        public Placement {
            if (index == null || data == null) {
                throw new InvalidConfigException(List.of(index == null ? "index" : "data"),
                        "a placement names the device of the index and of the data, e.g. {index: ssd-fast, data: disk}");
            }
        }
    }

    public QuerySection {
        if (experiment == null || !EXPERIMENTS.contains(experiment.trim().toLowerCase(Locale.ROOT))) {
            throw new InvalidConfigException(List.of("experiment"), "unknown experiment '" + experiment + "'; allowed: "
                    + String.join(", ", EXPERIMENTS));
        }
        experiment = experiment.trim().toLowerCase(Locale.ROOT);
        Map<String, Object> given = new LinkedHashMap<>();
        given.put("table", table);
        given.put("selectivity", selectivity);
        given.put("selectivities", selectivities);
        given.put("layouts", layouts);
        given.put("read_ahead", readAhead);
        given.put("compressed", compressed);
        given.put("concurrency", concurrency);
        given.put("placements", placements);
        given.put("extra_predicates", extraPredicates);
        requireUsed(experiment, given);
        if (experiment.equals("index") && table != null && !table.trim().equalsIgnoreCase("orders")) {
            throw new InvalidConfigException(List.of("table"), "the index experiment runs P0-5's bitmap index on ORDERS'"
                    + " first column, got '" + table + "'; allowed: orders, or leave table out");
        }
        table = table == null ? "lineitem" : table.trim().toLowerCase(Locale.ROOT);
        if (!List.of("lineitem", "orders").contains(table)) {
            throw new InvalidConfigException(List.of("table"), "unknown table '" + table + "'; allowed: lineitem, orders");
        }
        selectivity = selectivity == null ? 0.1 : selectivity;
        requireFraction(selectivity, List.of("selectivity"));
        selectivities = selectivities == null ? List.of(0.001, 0.01, 0.1, 1.0) : requireSome(selectivities, "selectivities",
                "one or more selectivities in (0, 1], e.g. [0.01, 0.1, 1]");
        for (int i = 0; i < selectivities.size(); i++) {
            requireFraction(selectivities.get(i), List.of("selectivities", i));
        }
        requireDistinct(selectivities, selectivities, "selectivities");
        layouts = layouts == null ? List.of("row", "column") : requireSome(layouts, "layouts", "row, column or both, e.g. [row, column]");
        List<StorageLayout> parsed = new ArrayList<>();
        for (int i = 0; i < layouts.size(); i++) {
            try {
                parsed.add(StorageLayout.parse(layouts.get(i)));
            } catch (IllegalArgumentException e) {
                throw new InvalidConfigException(List.of("layouts", i), e.getMessage());
            }
        }
        requireDistinct(parsed, layouts, "layouts");
        readAhead = readAhead == null ? new ByteSize(ScanSpec.P0_UNIT * ScanSpec.P0_READ_AHEAD_UNITS) : readAhead;
        if (readAhead.bytes() < ScanSpec.P0_UNIT || readAhead.bytes() % ScanSpec.P0_UNIT != 0
                || readAhead.bytes() / ScanSpec.P0_UNIT > Integer.MAX_VALUE) {
            // The scans count the window in units with an int: 1 EiB, 2^43 units, wrapped to none.
            throw new InvalidConfigException(List.of("read_ahead"), "must be a whole number of 128KiB I/O "
                    + "units, e.g. 256KiB or 6MiB, up to " + Integer.MAX_VALUE + " units (256TiB); got "
                    + ByteSize.format(readAhead.bytes()));
        }
        compressed = compressed != null && compressed;
        tuples = tuples == null ? TpchTables.P0_TUPLES : tuples;
        requirePositive(tuples, List.of("tuples"));
        tuplesOn = tuplesOn == null ? Map.of() : Map.copyOf(tuplesOn);
        tuplesOn.forEach((device, n) -> requirePositive(n, List.of("tuples_on", device)));
        concurrency = concurrency == null ? List.of(1, 2, 4, 8) : requireSome(concurrency, "concurrency",
                "levels starting with 1, e.g. [1, 2, 4, 8]");
        for (int i = 0; i < concurrency.size(); i++) {
            if (concurrency.get(i) == null || concurrency.get(i) < 1) {
                throw new InvalidConfigException(List.of("concurrency", i), "a number of concurrent queries is at least 1");
            }
        }
        if (concurrency.get(0) != 1) {
            // Slowdowns are relative to the query run alone.
            throw new InvalidConfigException(List.of("concurrency", 0), "the levels start with 1 (the query alone, which "
                    + "the slowdowns are relative to), got " + concurrency.get(0));
        }
        requireDistinct(concurrency, concurrency, "concurrency");
        for (int i = 1; i < concurrency.size(); i++) {
            if (concurrency.get(i) < concurrency.get(i - 1)) {
                // Each level adds relations to the ones the lower levels wrote.
                throw new InvalidConfigException(List.of("concurrency", i), "the levels go up, got " + concurrency.get(i)
                        + " after " + concurrency.get(i - 1) + "; allowed: ascending levels, e.g. [1, 2, 4, 8]");
            }
        }
        placements = placements == null ? List.of() : List.copyOf(placements);
        if (experiment.equals("index") && placements.isEmpty()) {
            throw new InvalidConfigException(List.of("placements"), "the index experiment needs at least one placement;"
                    + " allowed: a list of {index: DEVICE, data: DEVICE}");
        }
        requireDistinct(placements, placements.stream().map(p -> "{index: " + p.index() + ", data: " + p.data() + "}")
                .toList(), "placements");
        if (experiment.equals("index")) {
            List<String> data = placements.stream().map(Placement::data).distinct().toList();
            for (String device : tuplesOn.keySet()) {
                if (!data.contains(device)) {
                    throw new InvalidConfigException(List.of("tuples_on", device), "'" + device + "' holds the data of no "
                            + "placement, so no relation of its size is run; allowed: the data devices "
                            + String.join(", ", data));
                }
            }
        }
        extraPredicates = extraPredicates == null ? 0 : extraPredicates;
        if (extraPredicates < 0) {
            throw new InvalidConfigException(List.of("extra_predicates"), "must be 0 or more, got " + extraPredicates);
        }
    }

    /**
     * A key the experiment does not read is a mistake (a key of another experiment, or a setting
     * expected to change what this one runs), not a value to ignore.
     */
    private static void requireUsed(String experiment, Map<String, Object> given) {
        List<String> used = KEYS_OF.get(experiment);
        for (Map.Entry<String, Object> key : given.entrySet()) {
            if (key.getValue() != null && !used.contains(key.getKey())) {
                List<String> readBy = EXPERIMENTS.stream().filter(e -> KEYS_OF.get(e).contains(key.getKey())).toList();
                throw new InvalidConfigException(List.of(key.getKey()), "the " + experiment + " experiment does not use it ("
                        + String.join(", ", readBy) + (readBy.size() == 1 ? " does" : " do") + "); allowed here: "
                        + String.join(", ", used) + ", tuples, tuples_on");
            }
        }
    }

    private static void requireFraction(Double value, List<Object> path) {
        if (value == null || !(value > 0 && value <= 1)) {
            throw new InvalidConfigException(path, "a selectivity is a fraction in (0, 1], got " + value);
        }
    }

    private static <T> List<T> requireSome(List<T> values, String key, String allowed) {
        if (values.isEmpty()) {
            throw new InvalidConfigException(List.of(key), "is empty; allowed: " + allowed);
        }
        return List.copyOf(values);
    }

    /**
     * Each point of an experiment once: a repeated one would run again on the state the first left
     * (another point of the same figure, at the same x) or be dropped, neither of which was asked for.
     */
    private static void requireDistinct(List<?> values, List<?> written, String key) {
        for (int i = 1; i < values.size(); i++) {
            int first = values.subList(0, i).indexOf(values.get(i));
            if (first >= 0) {
                throw new InvalidConfigException(List.of(key, i), "'" + written.get(i) + "' is there already (entry "
                        + (first + 1) + "); allowed: each value once");
            }
        }
    }

    private static void requirePositive(Long value, List<Object> path) {
        if (value == null || value < 1) {
            throw new InvalidConfigException(path, "a tuple count is a positive whole number, got " + value);
        }
    }

    /** Read-ahead depth in I/O units. */
    public int readAheadUnits() {
        return (int) (readAhead.bytes() / ScanSpec.P0_UNIT);
    }

    /** Tuples of the relation on {@code device}. */
    public long tuplesOn(String device) {
        return tuplesOn.getOrDefault(device, tuples);
    }

    /** The device names the section refers to, with the key path each sits at (for checking). */
    public Map<List<Object>, String> deviceReferences() {
        Map<List<Object>, String> refs = new java.util.LinkedHashMap<>();
        tuplesOn.keySet().stream().sorted().forEach(d -> refs.put(List.of("queries", "tuples_on", d), d));
        for (int i = 0; i < placements.size(); i++) {
            refs.put(List.of("queries", "placements", i, "index"), placements.get(i).index());
            refs.put(List.of("queries", "placements", i, "data"), placements.get(i).data());
        }
        return refs;
    }
}
