package org.storagesim.scenarios.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonInclude.Include;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.storagesim.core.io.AtomicFile;
import org.storagesim.devices.config.ConfigMapper;
import org.storagesim.devices.hdd.disksim.DiskSimFormatException;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sim import disksim NAME.parv}: converts a DiskSim drive description into a device profile
 * in the project's YAML ({@code kind: hdd}), on stdout or into {@code --out FILE}.
 */
@Command(name = "import", mixinStandardHelpOptions = true,
        description = "Convert a device description from another simulator into a profile (kind: hdd).")
public final class ImportCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FORMAT", description = "source format; supported: disksim")
    String format;

    @Parameters(index = "1", paramLabel = "PARV", description = "DiskSim .parv file (it names the other spec files)")
    Path parv;

    @Option(names = "--out", paramLabel = "FILE", description = "write the profile here instead of stdout")
    Path out;

    @Option(names = "--force", description = "overwrite --out if it exists")
    boolean force;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (!format.equals("disksim")) {
            err.println("unknown format '" + format + "'; supported: disksim");
            return 2;
        }
        InputFiles.requireReadableFile(parv, "DiskSim parameter file");
        if (out != null) {
            OutputFiles.requireFile(out, "--out", "profile file");
        }
        if (out != null && Files.exists(out) && !force) {
            err.println(out + " exists; give --force to overwrite it");
            return 2;
        }
        String yaml;
        try {
            DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(parv);
            disk.controller(); // lays the zones out: a profile no drive could be built from is not written
            yaml = toYaml(disk);
        } catch (DiskSimFormatException | IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("cannot convert: " + e.getMessage());
            return 2;
        }
        if (out == null) {
            spec.commandLine().getOut().print(yaml);
            spec.commandLine().getOut().flush();
            return 0;
        }
        try {
            AtomicFile.writeString(out, yaml);
        } catch (IOException e) {
            err.println("cannot write " + out + ": " + FileErrors.describe(e));
            return 1;
        }
        return 0;
    }

    /**
     * The profile document: description and kind first, then the model's keys. Keys the drive's
     * files leave unset are left out rather than written as {@code null}: a profile lists what is
     * given, and the loader's defaults apply to the rest.
     */
    static String toYaml(DiskSimImporter.ImportedDisk disk) throws IOException {
        ObjectMapper mapper = ConfigMapper.yaml()
                .setDefaultPropertyInclusion(JsonInclude.Value.construct(Include.NON_NULL, Include.NON_NULL));
        ObjectNode doc = mapper.createObjectNode();
        doc.put("description", disk.name() + " (imported from DiskSim)");
        doc.put("kind", "hdd");
        doc.setAll((ObjectNode) mapper.valueToTree(disk.config()));
        return mapper.writeValueAsString(doc);
    }
}
