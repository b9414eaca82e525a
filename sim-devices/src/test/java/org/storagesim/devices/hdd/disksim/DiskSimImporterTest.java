package org.storagesim.devices.hdd.disksim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.devices.hdd.DiskLayout;
import org.storagesim.devices.hdd.HddConfig;
import org.storagesim.devices.hdd.SparingScheme;

class DiskSimImporterTest {
    static Path disksim() {
        String shared = System.getProperty("storagesim.shared");
        return (shared != null ? Path.of(shared) : Path.of("..", "..", "shared")).resolve("data").resolve("disksim");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hp_c2247a", "hp_c2490a", "dec_rz26", "barracuda", "cheetah9LP", "ibm18es", "atlas10k"})
    void layoutHoldsTheDeclaredBlocks(String drive) {
        DiskSimImporter.ImportedDisk d = DiskSimImporter.importParv(disksim().resolve(drive + ".parv"));
        HddConfig c = d.config();
        DiskLayout layout = new DiskLayout(c.surfaces(), SparingScheme.parse(c.sparing()), c.rangeSize(), c.serpentine(),
                c.zones());
        // Drives with track or per-track sparing use every zone block; newer ones report fewer
        // blocks than their zones hold (DiskSim maps the same way and ignores the rest).
        if (c.sparing().equals("track") || c.sparing().equals("sectors_per_track")) {
            assertEquals(d.declaredBlocks(), layout.blocks(), drive);
        } else {
            assertTrue(layout.blocks() >= d.declaredBlocks(), drive);
        }
    }

    @Test
    void unsupportedParameterIsNamedWithFileAndLine(@TempDir Path tmp) throws Exception {
        for (String f : new String[] {"hp_c2247a.parv", "hp_c2247a_validate.model"}) {
            Files.copy(disksim().resolve(f), tmp.resolve(f));
        }
        String specs = Files.readString(disksim().resolve("hp_c2247a.diskspecs"))
                .replace("Allow almost read hits = 0,", "Allow almost read hits = 0,\n   Bogus knob = 3,");
        Files.writeString(tmp.resolve("hp_c2247a.diskspecs"), specs);
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("hp_c2247a.parv")));
        assertTrue(e.getMessage().startsWith("hp_c2247a.diskspecs:9: unsupported parameter 'Bogus knob = 3'"), e.getMessage());
    }

    @Test
    void unsupportedSparingSchemeIsAnError(@TempDir Path tmp) throws Exception {
        for (String f : new String[] {"hp_c2247a.parv", "hp_c2247a.diskspecs"}) {
            Files.copy(disksim().resolve(f), tmp.resolve(f));
        }
        String model = Files.readString(disksim().resolve("hp_c2247a_validate.model"))
                .replace("Sparing scheme used = 1,", "Sparing scheme used = 4,");
        Files.writeString(tmp.resolve("hp_c2247a_validate.model"), model);
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("hp_c2247a.parv")));
        assertTrue(e.getMessage().contains("hp_c2247a_validate.model:7: unsupported parameter 'Sparing scheme used = 4'"),
                e.getMessage());
    }

    @Test
    void syntaxErrorNamesFileAndLine(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("bad.parv"), "disksim_global Global {\n  Init Seed = 42,\n  oops\n}\n");
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("bad.parv")));
        assertTrue(e.getMessage().startsWith("bad.parv:3:"), e.getMessage());
    }
}
