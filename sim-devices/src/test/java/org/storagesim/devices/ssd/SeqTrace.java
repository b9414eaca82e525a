package org.storagesim.devices.ssd;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.profile.DeviceFactory;

/** Not a test: prints the first completions of a sequential read stream. Usage: SeqTrace SPEC bs qd n. */
public final class SeqTrace {
    public static void main(String[] args) throws Exception {
        Simulation sim = new Simulation();
        BlockDevice d = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, new RandomStreams(1), "d",
                new ObjectMapper().readTree(args[0]));
        long bs = Long.parseLong(args[1]);
        int qd = Integer.parseInt(args[2]);
        int n = Integer.parseInt(args[3]);
        long[] next = {0};
        int[] count = {0};
        IoCompletion[] c = new IoCompletion[1];
        c[0] = r -> {
            System.out.printf("done %6d off %8d at %8.1f us (submitted %8.1f)%n", r.id(), r.offset() / bs,
                    sim.now() / 1e3, r.submitTime() / 1e3);
            if (count[0] < n) {
                IoRequest q = new IoRequest();
                q.set(count[0]++, IoOp.READ, next[0], bs, 0, c[0]);
                next[0] += bs;
                q.markSubmitted(sim.now());
                d.submit(q);
            }
        };
        for (int i = 0; i < qd; i++) {
            IoRequest q = new IoRequest();
            q.set(count[0]++, IoOp.READ, next[0], bs, 0, c[0]);
            next[0] += bs;
            q.markSubmitted(0);
            d.submit(q);
        }
        sim.run();
        System.out.println("prefetched pages " + ((FlashSsd) d).prefetchedPages() + " host pages " + n * bs / 4096);
    }
}
