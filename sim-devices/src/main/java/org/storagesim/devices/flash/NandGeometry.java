package org.storagesim.devices.flash;

import java.util.Objects;

/**
 * The shape of a NAND array: channels, dies on each channel (packages × dies per package), planes
 * per die, blocks per plane, pages per block. Physical pages are numbered plane by plane:
 * {@code ppn = (planeIndex · blocksPerPlane + block) · pagesPerBlock + page}, where
 * {@code planeIndex = (channel · diesPerChannel + die) · planesPerDie + plane}, so a physical
 * block number is {@code ppn / pagesPerBlock} and every address is an int.
 */
public final class NandGeometry {
    private final int channels;
    private final int diesPerChannel;
    private final int planesPerDie;
    private final int blocksPerPlane;
    private final int pagesPerBlock;
    private final int pageBytes;

    public NandGeometry(int channels, int diesPerChannel, int planesPerDie, int blocksPerPlane, int pagesPerBlock,
                        int pageBytes) {
        if (channels < 1 || diesPerChannel < 1 || planesPerDie < 1 || blocksPerPlane < 2 || pagesPerBlock < 1
                || pageBytes < 512) {
            throw new IllegalArgumentException("NAND geometry needs at least 1 channel, die, plane, 2 blocks per plane, "
                    + "1 page per block and 512-byte pages");
        }
        long pages = (long) channels * diesPerChannel * planesPerDie * blocksPerPlane * pagesPerBlock;
        if (pages > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("NAND array has " + pages + " pages; at most " + Integer.MAX_VALUE
                    + " are supported (use larger pages or fewer blocks)");
        }
        this.channels = channels;
        this.diesPerChannel = diesPerChannel;
        this.planesPerDie = planesPerDie;
        this.blocksPerPlane = blocksPerPlane;
        this.pagesPerBlock = pagesPerBlock;
        this.pageBytes = pageBytes;
    }

    public int channels() {
        return channels;
    }

    public int diesPerChannel() {
        return diesPerChannel;
    }

    public int planesPerDie() {
        return planesPerDie;
    }

    public int blocksPerPlane() {
        return blocksPerPlane;
    }

    public int pagesPerBlock() {
        return pagesPerBlock;
    }

    public int pageBytes() {
        return pageBytes;
    }

    public int dies() {
        return channels * diesPerChannel;
    }

    public int planes() {
        return dies() * planesPerDie;
    }

    public int blocks() {
        return planes() * blocksPerPlane;
    }

    public int pages() {
        return blocks() * pagesPerBlock;
    }

    public long bytes() {
        return (long) pages() * pageBytes;
    }

    public int blockOf(int ppn) {
        return ppn / pagesPerBlock;
    }

    public int pageInBlock(int ppn) {
        return ppn % pagesPerBlock;
    }

    public int planeOfBlock(int block) {
        return block / blocksPerPlane;
    }

    public int planeOf(int ppn) {
        return ppn / (pagesPerBlock * blocksPerPlane);
    }

    public int dieOfPlane(int plane) {
        return plane / planesPerDie;
    }

    public int dieOf(int ppn) {
        return planeOf(ppn) / planesPerDie;
    }

    public int channelOfDie(int die) {
        return die / diesPerChannel;
    }

    public int firstPage(int block) {
        return block * pagesPerBlock;
    }

    /** Plane index of {@code plane} on die {@code die}. */
    public int plane(int die, int planeInDie) {
        return die * planesPerDie + planeInDie;
    }

    /** Block index of block {@code blockInPlane} of plane {@code plane}. */
    public int block(int plane, int blockInPlane) {
        return plane * blocksPerPlane + blockInPlane;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NandGeometry g && channels == g.channels && diesPerChannel == g.diesPerChannel
                && planesPerDie == g.planesPerDie && blocksPerPlane == g.blocksPerPlane
                && pagesPerBlock == g.pagesPerBlock && pageBytes == g.pageBytes;
    }

    @Override
    public int hashCode() {
        return Objects.hash(channels, diesPerChannel, planesPerDie, blocksPerPlane, pagesPerBlock, pageBytes);
    }
}
