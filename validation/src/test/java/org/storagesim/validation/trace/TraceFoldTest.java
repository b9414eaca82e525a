package org.storagesim.validation.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/** Folding a trace recorded on a larger device into a smaller one, worked out by hand. */
class TraceFoldTest {
    @Test
    void requestsBeyondTheDeviceFoldIntoItOnSectorBoundariesAndTheRestStay() {
        Trace t = new Trace();
        t.add(IoOp.READ, 8192, 4096, 0, -1, 70, 0);
        t.add(IoOp.WRITE, 2_500_000, 4096, 10, -1, 80, 3);
        t.add(IoOp.READ, 995_904, 4096, 20, -1, 90, 0); // ends exactly at the capacity: it fits
        Trace folded = t.foldedInto(1_000_000, 512, "small");
        assertEquals(8192, folded.offset(0));
        // 2,500,000 mod (1,000,000 - 4,096 + 1) = 508,190, down to a whole 512-byte sector: 992 x 512.
        assertEquals(507_904, folded.offset(1));
        assertEquals(995_904, folded.offset(2));
        assertEquals(t.record(1).op(), folded.record(1).op());
        assertEquals(3, folded.device(1));
        assertEquals(80, folded.measured(1));
        assertEquals(2_500_000, t.offset(1), "the trace itself is unchanged");
    }

    @Test
    void aRequestLongerThanTheDeviceFitsNowhere() {
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 2_000_000, 0, -1, -1, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> t.foldedInto(1_000_000, 512, "small"));
        assertEquals("request 1 (bytes 0..1999999) ends beyond the 1000000 B of device small, and is longer than the"
                + " device, so no offset fits it", e.getMessage());
    }
}
