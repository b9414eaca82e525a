package org.storagesim.validation;

import java.nio.file.Path;

/** Where the shared real-device data lives for tests. */
public final class SharedData {
    private SharedData() {
    }

    static Path disksim() {
        return data("disksim");
    }

    /** A folder of {@code shared/data}. */
    public static Path data(String folder) {
        String shared = System.getProperty("storagesim.shared");
        Path root = shared != null ? Path.of(shared) : Path.of("..", "..", "shared");
        return root.resolve("data").resolve(folder);
    }
}
