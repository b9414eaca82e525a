package org.storagesim.devices.hdd.disksim;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Where the keys of an imported drive's configuration were read in the DiskSim files. The
 * configuration checks its values (surfaces at least 1, zones in ascending cylinders, spares that
 * fit, ...) by its own key names; this turns such a problem into one located at the DiskSim
 * parameter the value came from, or at the disk's block when no single parameter gave it.
 */
public final class ImportOrigins {
    private final ParamBlock disk;
    private final Map<List<Object>, ParamBlock.Param> params = new HashMap<>();

    ImportOrigins(ParamBlock disk) {
        this.disk = disk;
    }

    /** Records that the configuration's value at {@code path} was read from {@code p} (if present). */
    void put(List<Object> path, ParamBlock.Param p) {
        if (p != null) {
            params.put(List.copyOf(path), p);
        }
    }

    /** The problem, at the parameter its key (or the nearest key enclosing it) was read from. */
    public DiskSimFormatException locate(InvalidConfigException problem) {
        List<Object> path = problem.path();
        for (int n = path.size(); n > 0; n--) {
            ParamBlock.Param p = params.get(path.subList(0, n));
            if (p != null) {
                String value = p.value() instanceof ParamBlock.Scalar s ? " = " + s : "";
                return new DiskSimFormatException(p.valueAt(), "'" + p.key() + "'" + value + ": " + problem.getMessage());
            }
        }
        return new DiskSimFormatException(disk.at(), "the drive " + disk.name() + " this block describes: "
                + problem.keyedMessage());
    }
}
