package org.storagesim.devices.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class YamlAliasesTest {
    private final ObjectMapper yaml = ConfigMapper.yaml();

    private JsonNode read(String text) throws Exception {
        return YamlAliases.readTree(yaml, text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anAliasRepeatsTheAnchoredValueAsIfWrittenOut() throws Exception {
        JsonNode aliased = read("""
                a: &n {read: [35us, 65us], pages: 128, big: 5000000000, huge: 123456789012345678901, f: 0.9,
                       yes: true, none: null}
                b: *n
                c: &k [7, 8]
                d: [*k, *n]
                """);
        JsonNode written = yaml.readTree("""
                a: {read: [35us, 65us], pages: 128, big: 5000000000, huge: 123456789012345678901, f: 0.9,
                    yes: true, none: null}
                b: {read: [35us, 65us], pages: 128, big: 5000000000, huge: 123456789012345678901, f: 0.9,
                    yes: true, none: null}
                c: [7, 8]
                d: [[7, 8], {read: [35us, 65us], pages: 128, big: 5000000000, huge: 123456789012345678901, f: 0.9,
                             yes: true, none: null}]
                """);
        assertEquals(written, aliased);
        assertEquals(written.get("a").get("huge").getClass(), aliased.get("b").get("huge").getClass());
    }

    @Test
    void mergeKeysAddTheKeysAMapLacksEarlierSourcesFirst() throws Exception {
        JsonNode tree = read("""
                base: &base {profile: ssd-fast, write_buffer: 4MiB, queue_depth: 8}
                other: &other {queue_depth: 16, seed: 3}
                one: {<<: *base, write_buffer: 8MiB}
                two: {<<: [*base, *other], name: x}
                """);
        assertEquals(yaml.readTree("{profile: ssd-fast, write_buffer: 8MiB, queue_depth: 8}"), tree.get("one"));
        assertEquals(yaml.readTree("{name: x, profile: ssd-fast, write_buffer: 4MiB, queue_depth: 8, seed: 3}"),
                tree.get("two"));
    }

    @Test
    void aDocumentWithoutAliasesIsJacksonsOwnTree() throws Exception {
        String text = "a: [1, 2.5, '3', true, null]\nb: {c: 4KiB}\n";
        assertEquals(yaml.readTree(text), read(text));
    }

    @Test
    void unknownAliasesAndAMergeOfAListAreLocatedErrors() {
        JsonParseException e = assertThrows(JsonParseException.class, () -> read("a: &x {c: 1}\nb: *y\n"));
        assertTrue(e.getOriginalMessage().contains("unknown alias *y"), e.getMessage());
        assertEquals(2, e.getLocation().getLineNr());
        e = assertThrows(JsonParseException.class, () -> read("a: &x 1\nb: *x\n"));
        assertTrue(e.getOriginalMessage().contains("single value"), e.getMessage());
        e = assertThrows(JsonParseException.class, () -> read("a: &x [1]\nb: {<<: *x}\n"));
        assertTrue(e.getOriginalMessage().contains("'<<' merges maps into a map; it was given '1'"), e.getMessage());
    }
}
