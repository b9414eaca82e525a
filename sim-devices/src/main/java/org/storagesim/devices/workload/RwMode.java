package org.storagesim.devices.workload;

import java.util.Locale;

/** fio's {@code rw=} patterns. */
public enum RwMode {
    READ(false, "read"), WRITE(false, "write"), RW(false, "rw"), TRIM(false, "trim"),
    RANDREAD(true, "randread"), RANDWRITE(true, "randwrite"), RANDRW(true, "randrw"), RANDTRIM(true, "randtrim");

    public static final String ALLOWED = "read, write, rw (alias readwrite), trim, randread, randwrite, randrw, randtrim";

    private final boolean random;
    private final String fioName;

    RwMode(boolean random, String fioName) {
        this.random = random;
        this.fioName = fioName;
    }

    public boolean isRandom() {
        return random;
    }

    /** Whether reads and writes are mixed by {@code rwmixread}. */
    public boolean isMixed() {
        return this == RW || this == RANDRW;
    }

    public String fioName() {
        return fioName;
    }

    public static RwMode parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.equals("readwrite")) {
            return RW;
        }
        for (RwMode m : values()) {
            if (m.fioName.equals(t)) {
                return m;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not an rw mode; expected one of " + ALLOWED);
    }
}
