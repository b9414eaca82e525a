package org.storagesim.devices.blocklayer;

/**
 * A contiguous part of one issuer's request (Linux calls it a bio). A block request carries a
 * chain of pieces, from several issuers once requests have merged. Pooled by the block layer.
 */
final class Piece {
    Origin origin;
    long length;
    Piece next;
}
