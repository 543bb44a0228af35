package org.smallscope.engine.run;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * The choice tree of a generator run as regions for the Candidate Space view, in depth-first order: one region per
 * successful path, starting at its choice vector and holding the paths explored since the previous successful one
 * (those an {@code assume} pruned, then this one); the paths pruned after the last successful one end the picture.
 * Sent as {@code regions} events in batches.
 */
final class ChoiceRegions {

    /** Regions per event. */
    static final int BATCH = 512;

    private final RunListener events;
    private final List<Region> batch = new ArrayList<>();
    private long sent;

    ChoiceRegions(RunListener events) {
        this.events = events;
    }

    /** A successful path, in depth-first order, with the paths explored since the previous one of its subtree (this one included). */
    void successful(int[] vector, long exploredSince) {
        add(new Region(vector.clone(), exploredSince, 1, Log2.of(exploredSince), 0));
    }

    /** Ends the picture: the paths explored but not yet drawn (pruned after the last successful path of each subtree). */
    void finish(long explored) {
        long rest = explored - sent - batch.stream().mapToLong(Region::explored).sum();
        if (rest > 0) {
            batch.add(new Region(null, rest, 0, Log2.of(rest), 0));
        }
        flush();
    }

    private void add(Region r) {
        batch.add(r);
        if (batch.size() >= BATCH) {
            flush();
        }
    }

    private void flush() {
        if (!batch.isEmpty()) {
            sent += batch.stream().mapToLong(Region::explored).sum();
            events.accept(new RunEvent.Regions(List.copyOf(batch)));
            batch.clear();
        }
    }
}
