package org.storagesim.devices.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.testing.FakeDevice;
import org.storagesim.devices.testing.Issuer;

/** Every byte of a RAID-0 request lands where striping puts it, and requests complete with their last part. */
class Raid0Properties {
    private static final int SECTOR = 512;

    @Property(tries = 200)
    void everyByteLandsOnTheRightMemberAtTheRightOffset(
            @ForAll @IntRange(min = 1, max = 5) int memberCount,
            @ForAll @IntRange(min = 1, max = 32) int chunkSectors,
            @ForAll @Size(min = 1, max = 40) List<@LongRange(min = 0, max = 1_000_000) Long> seeds) {
        Simulation sim = new Simulation();
        long chunk = (long) chunkSectors * SECTOR;
        FakeDevice[] members = new FakeDevice[memberCount];
        long smallest = Long.MAX_VALUE;
        for (int m = 0; m < memberCount; m++) {
            // Members of unequal size: the array uses only the smallest one's whole chunks from each.
            long size = (40L + 7 * m) * chunk + (m * 3L % 5) * SECTOR;
            members[m] = new FakeDevice(sim, "m" + m, size, 2, 30_000, 1.0);
            smallest = Math.min(smallest, size);
        }
        Raid0 raid = new Raid0(sim, "raid", members, chunk);
        long chunksPerMember = smallest / chunk;
        assertEquals(memberCount * chunksPerMember * chunk, raid.capacityBytes());

        // Deal the array's chunks to the members like cards, to know where each one must land.
        int totalChunks = (int) (memberCount * chunksPerMember);
        int[] dealtTo = new int[totalChunks];
        long[] dealtAs = new long[totalChunks];
        long[] dealt = new long[memberCount];
        for (int c = 0; c < totalChunks; c++) {
            dealtTo[c] = c % memberCount;
            dealtAs[c] = dealt[c % memberCount]++;
        }

        Issuer issuer = new Issuer(sim, raid);
        issuer.tagged.addAll(List.of(members));
        long sectors = raid.capacityBytes() / SECTOR;
        for (long seed : seeds) {
            long start = seed % sectors;
            long length = Math.min(seed % 97 == 0 ? 0 : (seed / 7) % (3 * chunkSectors * memberCount) + 1,
                    sectors - start);
            IoOp op = seed % 11 == 0 ? IoOp.WRITE : seed % 13 == 0 ? IoOp.FLUSH : IoOp.READ;
            issuer.plan(seed % 5 * 10_000, op, start * SECTOR, op == IoOp.FLUSH ? 0 : length * SECTOR, (int) (seed % 3));
        }
        sim.run();

        for (int i = 0; i < issuer.requests.size(); i++) {
            IoRequest r = issuer.requests.get(i);
            assertEquals(1, issuer.completionsOf(i));
            List<FakeDevice.Seen> parts = new ArrayList<>();
            List<Integer> partMembers = new ArrayList<>();
            for (int m = 0; m < memberCount; m++) {
                for (FakeDevice.Seen s : members[m].log) {
                    if (s.tag == r) {
                        parts.add(s);
                        partMembers.add(m);
                    }
                }
            }
            long lastPart = 0;
            for (FakeDevice.Seen s : parts) {
                assertEquals(r.op(), s.op);
                assertEquals(r.stream(), s.stream);
                assertTrue(s.length <= chunk, "a part crosses a chunk boundary");
                lastPart = Math.max(lastPart, s.completed);
            }
            assertEquals(lastPart, r.completeTime(), r + " must complete with its last part");
            if (r.op() == IoOp.FLUSH) {
                assertEquals(memberCount, parts.size(), "a flush goes to every member");
                continue;
            }
            long covered = 0;
            for (int p = 0; p < parts.size(); p++) {
                FakeDevice.Seen s = parts.get(p);
                covered += s.length;
                for (long b = 0; b < s.length; b += SECTOR) {
                    long memberByte = s.offset + b;
                    int memberChunk = (int) (memberByte / chunk);
                    // Which array byte did this member byte receive? Find it among the request's bytes.
                    boolean matched = false;
                    for (long a = r.offset(); a < r.end() && !matched; a += SECTOR) {
                        int c = (int) (a / chunk);
                        matched = dealtTo[c] == partMembers.get(p) && dealtAs[c] == memberChunk
                                && a % chunk == memberByte % chunk;
                    }
                    assertTrue(matched, "member " + partMembers.get(p) + " byte " + memberByte + " is not a byte of " + r);
                }
            }
            assertEquals(r.length(), covered, "bytes sent to members");
        }
    }
}
