package org.storagesim.dbms.fs;

import java.util.Arrays;

/**
 * Where a file's bytes lie on its device: runs of logical bytes mapped to physical byte offsets,
 * sorted by logical offset and covering the file without holes.
 */
public final class FileExtents {
    private long[] logical = new long[16];
    private long[] physical = new long[16];
    private long[] length = new long[16];
    private int count;
    private final String fileName;

    public FileExtents(String fileName) {
        this.fileName = fileName;
    }

    /** Appends a run at the file's current end; merges with the previous run when contiguous. */
    void append(long physicalOffset, long bytes) {
        long logicalOffset = sizeBytes();
        if (count > 0 && physical[count - 1] + length[count - 1] == physicalOffset) {
            length[count - 1] += bytes;
            return;
        }
        if (count == logical.length) {
            logical = Arrays.copyOf(logical, count * 2);
            physical = Arrays.copyOf(physical, count * 2);
            length = Arrays.copyOf(length, count * 2);
        }
        logical[count] = logicalOffset;
        physical[count] = physicalOffset;
        length[count] = bytes;
        count++;
    }

    public String fileName() {
        return fileName;
    }

    public int extentCount() {
        return count;
    }

    public long sizeBytes() {
        return count == 0 ? 0 : logical[count - 1] + length[count - 1];
    }

    public long physicalStart(int extent) {
        return physical[extent];
    }

    public long extentLength(int extent) {
        return length[extent];
    }

    /** Index of the extent that holds logical byte {@code offset}. */
    public int extentAt(long offset) {
        if (offset < 0 || offset >= sizeBytes()) {
            throw new IllegalArgumentException("offset " + offset + " lies outside file " + fileName + " of "
                    + sizeBytes() + " bytes");
        }
        int i = Arrays.binarySearch(logical, 0, count, offset);
        return i >= 0 ? i : -i - 2;
    }

    /** Physical byte offset of logical byte {@code offset}. */
    public long toPhysical(long offset) {
        int e = extentAt(offset);
        return physical[e] + (offset - logical[e]);
    }

    /** Bytes from {@code offset} to the end of its extent: the longest contiguous read from there. */
    public long contiguousFrom(long offset) {
        int e = extentAt(offset);
        return logical[e] + length[e] - offset;
    }
}
