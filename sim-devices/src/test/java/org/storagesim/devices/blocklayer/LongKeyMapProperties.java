package org.storagesim.devices.blocklayer;

import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** The merge index behaves like a map with put-if-absent and value-checked removal, through growth and deletions. */
class LongKeyMapProperties {

    @Property(tries = 200)
    void agreesWithAHashMap(@ForAll @Size(max = 400) List<@LongRange(min = 0, max = 300) Long> ops) {
        LongKeyMap<String> map = new LongKeyMap<>();
        Map<Long, String> reference = new HashMap<>();
        for (int i = 0; i < ops.size(); i++) {
            long key = ops.get(i) * 512; // offsets are sector multiples, the hash must still spread them
            if (i % 3 == 2) {
                String value = reference.get(key);
                map.remove(key, "not " + value);  // a removal naming another value changes nothing
                map.remove(key, value);
                reference.remove(key);
            } else {
                String value = "v" + i;
                map.putIfAbsent(key, value);
                reference.putIfAbsent(key, value);
            }
            for (long k = 0; k <= 300 * 512; k += 512) {
                assertSame(reference.get(k), map.get(k), "key " + k);
            }
        }
    }
}
