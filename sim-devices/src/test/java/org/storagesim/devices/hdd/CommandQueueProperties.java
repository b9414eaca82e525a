package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * The drive knows only the oldest commands, as many as its slots besides the one in service; the
 * rest wait in the host in arrival order. Against a plain list of the waiting commands, in arrival
 * order: every policy serves one of the first {@code depth} of them, FCFS the first, and nothing is
 * lost or served twice, however long the backlog grows. The slots are allocated as commands fill
 * them, so a depth far beyond the commands ever queued changes nothing and costs no memory.
 */
class CommandQueueProperties {
    @Property(tries = 60)
    void everyPolicyServesOneOfTheOldestDepthCommands(@ForAll @IntRange(min = 1, max = 100) int depth,
                                                      @ForAll @IntRange(min = 0, max = 4) int policyIndex,
                                                      @ForAll @LongRange(min = 1, max = 1_000_000) long seed) {
        SchedulingPolicy policy = SchedulingPolicy.values()[policyIndex];
        DriveController drive = HardDisk.controllerOf(AgedSptfPickTest.config("asptf", null));
        CommandQueue queue = new CommandQueue(policy, 6, depth);
        List<IoRequest> waiting = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(seed);
        long now = 0;
        for (int step = 0; step < 2000; step++) {
            now += random.nextLong(1, 2_000_000);
            // Floods and drains in turn, so the backlog runs from none to hundreds past the slots.
            boolean flooding = (step / 250) % 2 == 0;
            if (waiting.isEmpty() || random.nextInt(10) < (flooding ? 8 : 2)) {
                long block = random.nextLong(0, 10_000 - 8);
                IoRequest r = new IoRequest().set(step, IoOp.READ, block * DriveController.BLOCK, 8 * DriveController.BLOCK,
                        0, c -> { });
                queue.add(r, now);
                waiting.add(r);
            } else {
                IoRequest served = queue.take(drive, now);
                int at = waiting.indexOf(served);
                assertTrue(at >= 0 && at < depth, "served the command " + at + " in arrival order with " + depth + " slots");
                if (policy == SchedulingPolicy.FCFS) {
                    assertEquals(0, at);
                }
                waiting.remove(at);
            }
            assertEquals(waiting.isEmpty(), queue.isEmpty());
        }
        while (!waiting.isEmpty()) {
            IoRequest served = queue.take(drive, now);
            assertSame(served, waiting.get(waiting.indexOf(served)));
            assertTrue(waiting.indexOf(served) < depth);
            waiting.remove(served);
        }
        assertTrue(queue.isEmpty());
    }

    @Property(tries = 10)
    void aDepthOfTwoBillionServesAsADepthPastEveryCommand(@ForAll @IntRange(min = 0, max = 4) int policyIndex,
                                                          @ForAll @LongRange(min = 1, max = 1_000_000) long seed) {
        SchedulingPolicy policy = SchedulingPolicy.values()[policyIndex];
        DriveController drive = HardDisk.controllerOf(AgedSptfPickTest.config("asptf", null));
        // Allocated whole, the deep queue's slots would take 24 GiB.
        CommandQueue deep = new CommandQueue(policy, 6, Integer.MAX_VALUE);
        CommandQueue enough = new CommandQueue(policy, 6, 1000);
        SplittableRandom random = new SplittableRandom(seed);
        int queued = 0;
        long now = 0;
        for (int step = 0; step < 3000; step++) {
            now += random.nextLong(1, 2_000_000);
            if (queued == 0 || random.nextInt(10) < (step < 1500 ? 7 : 3)) {
                long offset = random.nextLong(0, 10_000 - 8) * DriveController.BLOCK;
                deep.add(new IoRequest().set(step, IoOp.READ, offset, 8 * DriveController.BLOCK, 0, c -> { }), now);
                enough.add(new IoRequest().set(step, IoOp.READ, offset, 8 * DriveController.BLOCK, 0, c -> { }), now);
                queued++;
            } else {
                assertEquals(enough.take(drive, now).id(), deep.take(drive, now).id());
                queued--;
            }
        }
    }
}
