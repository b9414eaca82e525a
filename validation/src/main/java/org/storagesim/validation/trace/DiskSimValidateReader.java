package org.storagesim.validation.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.nio.file.Path;
import org.storagesim.devices.IoOp;

/**
 * DiskSim's {@code validate} format, recorded closed loop at queue depth 1 on real drives:
 * {@code R|W cacheOutcome blockNumber blockCount serviceMicros thinkMicros} with 512-byte blocks;
 * {@code thinkMicros} is the pause between this request's completion and the next request's issue
 * (DiskSim's validate reader delays request i by the think time on line i-1).
 */
public final class DiskSimValidateReader extends LineTraceReader {
    private static final int BLOCK = 512;
    private static final String LAYOUT = "R|W outcome block count serviceMicros thinkMicros";

    @Override
    public String format() {
        return "disksim";
    }

    @Override
    public String description() {
        return "DiskSim validate traces: " + LAYOUT + " (closed loop)";
    }

    /** Receives a trace block by block, in file order, in blocks it lends to the reader. */
    public interface BlockSink {
        /** A trace to parse the next block into (the reader empties it first). */
        Trace emptyBlock();

        /** Takes back the block just parsed. */
        void accept(Trace block);
    }

    /**
     * Reads a plain (not compressed, well-formed) validate trace on the calling thread and hands its
     * requests to {@code sink} block by block as they are parsed, so another thread can replay the
     * first requests while later ones are read. False if the file is not in that form: the blocks
     * handed over are then to be dropped and {@link #read} gives the trace or says what is wrong.
     */
    public static boolean readPlainInBlocks(Path file, BlockSink sink) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            return !isGzip(channel) && DiskSimValidateScanner.scanInBlocks(channel, sink);
        }
    }

    private static boolean isGzip(FileChannel channel) throws IOException {
        ByteBuffer magic = ByteBuffer.allocate(2);
        channel.read(magic, 0);
        return magic.position() == 2 && (magic.get(0) & 0xff) == 0x1f && (magic.get(1) & 0xff) == 0x8b;
    }

    /** Plain files go through the byte scanner; gzip input and files it rejects through the line reader. */
    @Override
    public Trace read(Path file, BadLines badLines) throws IOException {
        Trace fast;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            fast = isGzip(channel) ? null : DiskSimValidateScanner.scan(channel);
        }
        return fast != null ? fast : super.read(file, badLines);
    }

    @Override
    protected LineParser newParser() {
        return (f, trace) -> {
            f.require(6, LAYOUT);
            if (f.count() > 6) {
                throw f.error(6, "expected 6 fields '" + LAYOUT + "' but found " + f.count());
            }
            IoOp op = switch (f.text(0)) {
                case "R", "r" -> IoOp.READ;
                case "W", "w" -> IoOp.WRITE;
                default -> throw f.error(0, "direction must be R or W, found '" + f.text(0) + "'");
            };
            long offset = f.bytes(2, "block number", BLOCK);
            long length = f.size(3, "block count", BLOCK);
            long service = f.nanos(4, "service time (us)", 1000);
            long think = f.nanos(5, "think time (us)", 1000);
            trace.add(op, offset, length, -1, think, service, 0);
        };
    }
}
