package org.storagesim.scenarios.query;

import java.util.List;
import java.util.Map;
import org.storagesim.dbms.experiments.ConcurrencyPoint;
import org.storagesim.dbms.experiments.ProjectivitySweep;
import org.storagesim.dbms.experiments.ScanPoint;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.schema.TpchTables;

/**
 * What a scenario's query experiment measured, per device (maps keep the scenario's device
 * order). Only the maps of the scenario's experiment are filled.
 *
 * @param experiment   the experiment's name
 * @param tuples       relation size each device ran with
 * @param sweeps       projectivity: row and column layouts against k
 * @param selectivity  selectivity: layout name → points, per device
 * @param selectivities the selectivities of the selectivity and index experiments
 * @param indexScans   index: placement label ("index-on/data-on") → one bitmap index scan per selectivity
 * @param plainScans   index: data device → one sequential heap scan per selectivity
 * @param concurrency  concurrency: points per device
 */
public record QueryOutcome(String experiment, Map<String, Long> tuples, Map<String, ProjectivitySweep> sweeps,
                           Map<String, Map<String, List<ScanPoint>>> selectivity, List<Double> selectivities,
                           Map<String, List<ScanResult>> indexScans, Map<String, List<ScanResult>> plainScans,
                           Map<String, List<ConcurrencyPoint>> concurrency) {

    /** Factor that turns a time on {@code device} into the time for P0's 60 M tuples (linear in size). */
    public double fullScale(String device) {
        return (double) TpchTables.P0_TUPLES / tuples.get(device);
    }

    /** A placement's label. */
    public static String placement(String indexDevice, String dataDevice) {
        return "index-" + indexDevice + "/data-" + dataDevice;
    }
}
