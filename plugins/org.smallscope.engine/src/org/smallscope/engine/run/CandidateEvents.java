package org.smallscope.engine.run;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * Turns a search's candidate callbacks into run events: each valid candidate (when asked for), the regions
 * covered (collected from the search threads, sent in batches by {@link #sendRegions()}, and tallied into the
 * run's {@link Coverage}), and restarts.
 */
final class CandidateEvents implements SearchListener {

    /** The most regions one {@code regions} event holds. */
    static final int MAX_REGIONS_PER_EVENT = RunEvent.Regions.MOST;

    private final Subject subject;
    private final RunListener events;
    private final boolean validEvents;
    private final long validAtMost;
    private final boolean regionEvents;
    private final List<Region> pendingRegions = new ArrayList<>();
    private final Coverage coverage;
    private Runnable onRestart = () -> {
    };

    /**
     * @param validAtMost with {@code validEvents}, the ordinal of the last valid candidate sent (the rest are not rendered)
     * @param coverage tallies the share done from the regions, or null to measure regions only when {@code regionEvents}
     */
    CandidateEvents(Subject subject, RunListener events, boolean validEvents, long validAtMost, boolean regionEvents, Coverage coverage) {
        this.subject = subject;
        this.events = events;
        this.validEvents = validEvents;
        this.validAtMost = validAtMost;
        this.regionEvents = regionEvents;
        this.coverage = coverage;
    }

    /** Runs {@code r} when the run starts over, before the {@code restarted} event. */
    void onRestart(Runnable r) {
        onRestart = r;
    }

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        if (validEvents && ordinal <= validAtMost) {
            events.accept(SubjectEvents.valid(subject, candidate, ordinal));
        }
    }

    @Override
    public boolean wantsValid() {
        return validEvents;
    }

    @Override
    public void searchResumed(RunEvent.Resumed r) {
        events.accept(r);
    }

    @Override
    public boolean wantsRegions() {
        return regionEvents || coverage != null;
    }

    @Override
    public void rangesPlanned(long ranges, boolean tiling) {
        if (coverage != null) {
            coverage.rangesPlanned(ranges, tiling);
        }
    }

    @Override
    public void rangesDone(long ranges) {
        if (coverage != null) {
            coverage.rangesDone(ranges);
        }
    }

    @Override
    public synchronized void regionCovered(Region region) {
        if (coverage != null) {
            coverage.add(region);
        }
        if (regionEvents) {
            pendingRegions.add(region);
        }
    }

    @Override
    public void searchRestarted(String reason) {
        onRestart.run(); // not under this object's lock: the ticker takes its own lock, then this one
        synchronized (this) {
            pendingRegions.clear();
            if (coverage != null) {
                coverage.reset();
            }
            events.accept(new RunEvent.Restarted(reason));
        }
    }

    /** Sends the regions covered since the last call, if any, as one event, neighbours merged to at most {@link #MAX_REGIONS_PER_EVENT}. */
    synchronized void sendRegions() {
        if (pendingRegions.isEmpty()) {
            return;
        }
        List<Region> batch = new ArrayList<>(pendingRegions);
        pendingRegions.clear();
        events.accept(new RunEvent.Regions(Region.coarsen(batch, MAX_REGIONS_PER_EVENT)));
    }
}
