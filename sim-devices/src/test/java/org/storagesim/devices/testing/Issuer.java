package org.storagesim.devices.testing;

import java.util.ArrayList;
import java.util.List;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/** Submits planned requests at planned times and remembers when each completed (and how often). */
public final class Issuer implements EventHandler, IoCompletion {
    private final Simulation sim;
    private final BlockDevice device;
    public final List<IoRequest> requests = new ArrayList<>();
    private final List<Long> times = new ArrayList<>();
    private final List<Integer> completionCount = new ArrayList<>();
    /** Set while a request is being submitted, so tests can attribute what devices below receive. */
    public final List<FakeDevice> tagged = new ArrayList<>();

    public Issuer(Simulation sim, BlockDevice device) {
        this.sim = sim;
        this.device = device;
    }

    /** Plans a request; returns its index. */
    public int plan(long at, IoOp op, long offset, long length, int stream) {
        int i = requests.size();
        IoRequest r = new IoRequest().set(i, op, offset, length, stream, this);
        requests.add(r);
        times.add(at);
        completionCount.add(0);
        sim.scheduleAt(at, this, i);
        return i;
    }

    @Override
    public void handle(long arg) {
        IoRequest r = requests.get((int) arg);
        for (FakeDevice d : tagged) {
            d.currentTag = r;
        }
        r.markSubmitted(sim.now());
        device.submit(r);
        for (FakeDevice d : tagged) {
            d.currentTag = null;
        }
    }

    @Override
    public void onComplete(IoRequest request) {
        int i = (int) request.id();
        completionCount.set(i, completionCount.get(i) + 1);
    }

    public int completionsOf(int i) {
        return completionCount.get(i);
    }
}
