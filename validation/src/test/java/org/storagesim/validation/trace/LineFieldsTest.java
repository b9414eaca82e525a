package org.storagesim.validation.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Cutting lines into fields and the columns they start at, counted by hand. */
class LineFieldsTest {

    @Test
    void blankSeparatedFieldsKeepTheirColumns() {
        LineFields f = LineFields.split("\t R  Hit 12   4", LineFields.Separator.BLANKS, "t", 3);
        assertEquals(4, f.count());
        assertEquals("R", f.text(0));
        assertEquals(3, f.column(0));
        assertEquals(6, f.column(1));
        assertEquals("12", f.text(2));
        assertEquals(10, f.column(2));
        assertEquals(15, f.column(3));
        assertEquals(12, f.nonNegativeLong(2, "block"));
    }

    @Test
    void commaSeparatedFieldsAreTrimmedAndEmptyOnesCount() {
        LineFields f = LineFields.split("1,  2 ,,x", LineFields.Separator.COMMAS, "t", 1);
        assertEquals(4, f.count());
        assertEquals("2", f.text(1));
        assertEquals(5, f.column(1));
        assertEquals("", f.text(2));
        assertEquals(8, f.column(2));
        assertEquals(9, f.column(3));
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> f.nonNegativeDouble(3, "size"));
        assertEquals("t:1:9: size must be a non-negative number, found 'x'", e.getMessage());
    }

    @Test
    void aMissingFieldIsReportedJustPastTheLine() {
        LineFields f = LineFields.split("1 2  ", LineFields.Separator.BLANKS, "t", 7);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> f.require(3, "a b c"));
        assertEquals("t:7:4: expected 3 fields 'a b c' but found 2: '1 2'", e.getMessage());
    }
}
