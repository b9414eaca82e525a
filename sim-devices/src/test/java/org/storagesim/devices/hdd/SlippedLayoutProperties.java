package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.UniqueElements;

/**
 * With slips pushing the rest of the zone along, block n must sit in the n-th physical slot that is
 * not slipped, whatever order the lookups come in (the layout memoises runs and indexes its slips).
 */
class SlippedLayoutProperties {
    private static final int SURFACES = 3;
    private static final int BPT = 40;
    private static final int CYLINDERS = 12;

    @Property(tries = 60)
    void blockNSitsInTheNthUnslippedSlot(@ForAll @Size(max = 60) @UniqueElements
                                         List<@IntRange(min = 0, max = SURFACES * BPT * CYLINDERS - 1) Integer> slipped,
                                         @ForAll @IntRange(min = 1, max = 997) int stride) {
        DiskLayout layout = slippedLayout(slipped);
        long[] expected = unslippedSlots(slipped, layout);
        PhysicalSector p = new PhysicalSector();
        // Visit every block in a scattered order so the memo and the slip index are both exercised.
        for (int i = 0; i < expected.length; i++) {
            int n = (int) ((long) i * stride % expected.length);
            layout.locate(n, p);
            assertEquals(expected[n], ((long) p.cylinder * SURFACES + p.head) * BPT + p.sector, "block " + n);
        }
    }

    /** The end of a track (cylinder) is the first later block whose slot lies on another track (cylinder). */
    @Property(tries = 60)
    void trackAndCylinderEndIsTheFirstBlockElsewhere(
            @ForAll @Size(max = 60) @UniqueElements
            List<@IntRange(min = 0, max = SURFACES * BPT * CYLINDERS - 1) Integer> slipped,
            @ForAll @IntRange(min = 1, max = 997) int stride) {
        DiskLayout layout = slippedLayout(slipped);
        long[] slot = unslippedSlots(slipped, layout);
        PhysicalSector p = new PhysicalSector();
        for (int i = 0; i < slot.length; i++) {
            int n = (int) ((long) i * stride % slot.length);
            assertEquals(firstElsewhere(slot, n, BPT), layout.endOf(n, false, slot.length, p), "track of block " + n);
            assertEquals(firstElsewhere(slot, n, BPT * SURFACES), layout.endOf(n, true, slot.length, p),
                    "cylinder of block " + n);
        }
    }

    private static DiskLayout slippedLayout(List<Integer> slipped) {
        List<Long> slips = new ArrayList<>();
        slipped.forEach(s -> slips.add((long) s));
        int spares = slips.size() + 5;
        return new DiskLayout(SURFACES, SparingScheme.SECTORS_PER_ZONE, 1, false,
                List.of(new HddZone(0, CYLINDERS - 1, BPT, 0, 0, 0, 0, spares, slips, List.of())));
    }

    /** Slot of each block: the n-th slot that is not slipped. */
    private static long[] unslippedSlots(List<Integer> slipped, DiskLayout layout) {
        Set<Integer> slippedSet = Set.copyOf(slipped);
        long[] slots = new long[(int) layout.blocks()];
        int slot = 0;
        for (int n = 0; n < slots.length; n++) {
            while (slippedSet.contains(slot)) {
                slot++;
            }
            slots[n] = slot++;
        }
        return slots;
    }

    /** First block after {@code n} whose slot is in another group of {@code groupSlots} slots. */
    private static long firstElsewhere(long[] slot, int n, int groupSlots) {
        int m = n + 1;
        while (m < slot.length && slot[m] / groupSlots == slot[n] / groupSlots) {
            m++;
        }
        return m;
    }
}
