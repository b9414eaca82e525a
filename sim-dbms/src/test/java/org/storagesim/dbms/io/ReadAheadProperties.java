package org.storagesim.dbms.io;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Assertions;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.fs.Ext2Volume;
import org.storagesim.dbms.fs.FileExtents;
import org.storagesim.dbms.testing.SeekAwareDevice;

class ReadAheadProperties {
    /** Reads every unit in order, consuming each as soon as it arrives. */
    static final class Reader implements EventHandler {
        ReadAheadStream stream;
        int next;

        @Override
        public void handle(long arg) {
            while (next < stream.length() && stream.await(next)) {
                stream.consumeUpTo(++next);
            }
        }
    }

    @Property(tries = 60)
    void aScanReadsEveryByteOnceWithinExtentsAndIntoTheVolume(@ForAll @LongRange(min = 1, max = 300L << 20) long fileBytes,
                                                              @ForAll @IntRange(min = 1, max = 64) int depth,
                                                              @ForAll @IntRange(min = 1, max = 64) int unitPages,
                                                              @ForAll @IntRange(min = 0, max = 4) int agedRuns) {
        Simulation sim = new Simulation();
        SeekAwareDevice disk = new SeekAwareDevice(sim, 2L << 30, 1000, 1e9);
        List<long[]> seen = new ArrayList<>();
        BlockDevice recorder = new BlockDevice() {
            @Override
            public String name() {
                return "rec";
            }

            @Override
            public long capacityBytes() {
                return disk.capacityBytes();
            }

            @Override
            public void submit(IoRequest request) {
                seen.add(new long[] {request.offset(), request.length()});
                disk.submit(request);
            }
        };
        Ext2Geometry g = new Ext2Geometry(4096, 32768, 8192, 128, agedRuns, 64);
        Ext2Volume volume = new Ext2Volume(disk.capacityBytes(), g, new RandomStreams(agedRuns).stream("fs"));
        volume.allocate("before", 5L << 20);
        FileExtents file = volume.allocate("f", fileBytes);
        long unit = unitPages * 4096L;
        int units = (int) ((fileBytes + unit - 1) / unit);
        int[] all = new int[units];
        for (int i = 0; i < units; i++) {
            all[i] = i;
        }
        Reader reader = new Reader();
        reader.stream = new ReadAheadStream(sim, recorder, file, unit, all, depth, 3, reader, 0);
        sim.schedule(0, reader, 0);
        sim.run();
        Assertions.assertEquals(units, reader.next);
        Assertions.assertEquals(fileBytes, reader.stream.bytesRead());
        long total = 0;
        for (long[] r : seen) {
            total += r[1];
            Assertions.assertTrue(r[1] <= unit);
            // Every request lies inside one extent of the file.
            boolean inside = false;
            for (int e = 0; e < file.extentCount() && !inside; e++) {
                inside = r[0] >= file.physicalStart(e) && r[0] + r[1] <= file.physicalStart(e) + file.extentLength(e);
            }
            Assertions.assertTrue(inside, "request at " + r[0] + " crosses an extent boundary");
        }
        Assertions.assertEquals(fileBytes, total);
    }
}
