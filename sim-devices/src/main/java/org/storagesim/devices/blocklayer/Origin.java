package org.storagesim.devices.blocklayer;

import org.storagesim.devices.IoRequest;

/** An issuer's request and how many of its pieces are still unfinished. Pooled by the block layer. */
final class Origin {
    IoRequest request;
    int pendingPieces;
}
