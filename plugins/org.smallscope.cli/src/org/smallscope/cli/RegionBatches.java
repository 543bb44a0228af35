package org.smallscope.cli;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunEvent;

/**
 * Collects the regions a search covers (from its threads) and sends them as one {@code regions} event per
 * progress tick, merging neighbours so that a batch holds at most {@link #MAX_PER_BATCH} regions.
 */
final class RegionBatches {

    /** The most regions one {@code regions} event holds. */
    static final int MAX_PER_BATCH = 512;

    private final List<Region> pending = new ArrayList<>();

    /** A region was covered (any thread). */
    synchronized void add(Region region) {
        pending.add(region);
    }

    /** The run starts over: what was collected is void; {@code announce} runs before any later batch is sent. */
    synchronized void restart(Runnable announce) {
        pending.clear();
        announce.run();
    }

    /** Sends the regions collected since the last call, if any, as one event. */
    synchronized void send(EventWriter writer) {
        if (pending.isEmpty()) {
            return;
        }
        List<Region> batch = new ArrayList<>(pending);
        pending.clear();
        writer.write(new RunEvent.Regions(Region.coarsen(batch, MAX_PER_BATCH)));
    }
}
