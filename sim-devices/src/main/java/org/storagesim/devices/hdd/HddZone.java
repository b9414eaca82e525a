package org.storagesim.devices.hdd;

import java.util.List;

/**
 * One recording zone. Skews and the first-block offset are in sectors of this zone. Slips and
 * defects are physical positions counted from the zone's first sector (tracks for track sparing).
 *
 * @param slips    physical positions skipped by the LBN sequence (slipped defects)
 * @param defects  pairs: defective position, spare position that replaces it
 */
public record HddZone(int firstCylinder, int lastCylinder, int blocksPerTrack, double firstBlockOffset,
                      int deadSpace, double trackSkew, double cylinderSkew, int spares, List<Long> slips,
                      List<Long> defects) {
    public HddZone {
        slips = slips == null ? List.of() : List.copyOf(slips);
        defects = defects == null ? List.of() : List.copyOf(defects);
    }
}
