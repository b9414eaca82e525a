package org.storagesim.scenarios.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.storagesim.scenarios.InputException;
import org.storagesim.validation.calibrate.FioImport;
import org.storagesim.validation.calibrate.Measurements;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code sim calibrate import-fio SUMMARY.json...}: fio JSON summaries into a measurement file. */
@Command(name = "import-fio", mixinStandardHelpOptions = true,
        description = "Turn fio JSON summaries (and the lat.log beside each) into a measurement file.")
final class CalibrateImportFioCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "SUMMARY", description = "fio --output-format=json files")
    List<Path> summaries;

    @Option(names = "--out", paramLabel = "FILE", defaultValue = "measurements.json",
            description = "measurement file to write (default: ${DEFAULT-VALUE})")
    Path out;

    @Override
    public Integer call() throws IOException {
        for (Path s : summaries) {
            InputFiles.requireReadableFile(s, "fio summary");
        }
        OutputFiles.requireFile(out, "--out", "measurement file");
        Measurements m;
        try {
            Path parent = out.toAbsolutePath().getParent();
            m = FioImport.importSummaries(summaries, parent);
        } catch (IOException | IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e);
        }
        m.write(out);
        spec.commandLine().getOut().printf("%d points from %d summaries written to %s%n", m.points().size(),
                summaries.size(), out);
        return SimCommand.OK;
    }
}
