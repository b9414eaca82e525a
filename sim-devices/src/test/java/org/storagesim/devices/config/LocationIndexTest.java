package org.storagesim.devices.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonParser;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.config.LocationIndex.Position;

class LocationIndexTest {
    @Test
    void keysAndListItemsMapToTheirLineAndColumn() throws Exception {
        String yaml = """
                a: 1
                list:
                  - x: 2
                    y: {z: 3}
                  - 4
                "we/ird~key": 5
                """;
        try (JsonParser p = ConfigMapper.yaml().getFactory().createParser(yaml)) {
            LocationIndex index = LocationIndex.of(p);
            assertEquals(new Position(1, 1), index.find(List.of("a")));
            assertEquals(new Position(3, 5), index.find(List.of("list", 0, "x")));
            assertEquals(new Position(4, 9), index.find(List.of("list", 0, "y", "z")));
            assertEquals(new Position(5, 5), index.find(List.of("list", 1)));
            assertEquals(new Position(6, 1), index.find(List.of("we/ird~key")));
            // A key the file lacks is reported where its nearest ancestor is.
            assertEquals(new Position(3, 5), index.find(List.of("list", 0, "missing")));
        }
    }
}
