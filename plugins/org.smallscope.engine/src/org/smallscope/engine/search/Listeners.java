package org.smallscope.engine.search;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.search.trail.TrailEncoder;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.search.trail.ValidEncoder;
import org.smallscope.engine.search.trail.ValidSegment;
import java.util.List;

/**
 * Combines listeners: every event goes to each of them, in order; the per-candidate events of valid candidates and of
 * the conjunct trail go only to those that want them ({@link #wantsValid}, {@link #wantsTrail}, asked once here).
 */
public final class Listeners implements SearchListener {

    private final List<SearchListener> all;
    /** The same, for the per-candidate events (a plain array loop: no iterator on the reporting thread's hot path). */
    private final SearchListener[] each;
    /** Those that look at valid candidates: a run of millions of them calls no listener that would ignore each one. */
    private final SearchListener[] valids;
    /** Those that want the conjunct trail. */
    private final SearchListener[] trails;

    private Listeners(List<SearchListener> all) {
        this.all = all;
        this.each = all.toArray(SearchListener[]::new);
        this.valids = all.stream().filter(SearchListener::wantsValid).toArray(SearchListener[]::new);
        this.trails = all.stream().filter(SearchListener::wantsTrail).toArray(SearchListener[]::new);
    }

    /** @return a listener forwarding to all of {@code listeners} */
    public static SearchListener of(SearchListener... listeners) {
        return new Listeners(List.of(listeners));
    }

    @Override
    public void searchStarted(Subject subject, int[] start) {
        all.forEach(l -> l.searchStarted(subject, start));
    }

    @Override
    public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
        for (SearchListener l : valids) {
            l.validFound(candidate, heap, ordinal);
        }
    }

    @Override
    public void successorFound(int[] next) {
        for (SearchListener l : valids) {
            l.successorFound(next);
        }
    }

    @Override
    public boolean wantsValid() {
        return valids.length > 0;
    }

    /** @return the encoding of the one listener that offers one, when every other listener does without valid events; else null */
    @Override
    public ValidEncoder.Source validEncoding() {
        ValidEncoder.Source offered = null;
        for (SearchListener l : each) {
            ValidEncoder.Source source = l.validEncoding();
            if (source != null && offered == null) {
                offered = source;
            } else if (source != null || l.wantsValid()) {
                return null;
            }
        }
        return offered;
    }

    @Override
    public void validSegment(ValidSegment segment) {
        for (SearchListener l : each) {
            l.validSegment(segment);
        }
    }

    @Override
    public void predicateThrew(int[] candidate, Throwable exception) {
        all.forEach(l -> l.predicateThrew(candidate, exception));
    }

    @Override
    public void rangesPlanned(long ranges, boolean tiling) {
        all.forEach(l -> l.rangesPlanned(ranges, tiling));
    }

    @Override
    public void rangesDone(long ranges) {
        all.forEach(l -> l.rangesDone(ranges));
    }

    @Override
    public boolean wantsRegions() {
        return all.stream().anyMatch(SearchListener::wantsRegions);
    }

    @Override
    public void regionCovered(Region region) {
        for (SearchListener l : each) {
            l.regionCovered(region);
        }
    }

    @Override
    public boolean wantsExplored() {
        return all.stream().anyMatch(SearchListener::wantsExplored);
    }

    @Override
    public void candidateExplored(int[] candidate, boolean valid) {
        for (SearchListener l : each) {
            l.candidateExplored(candidate, valid);
        }
    }

    @Override
    public boolean wantsTrail() {
        return trails.length > 0;
    }

    @Override
    public void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
        for (SearchListener l : trails) {
            l.conjunctsPassed(candidate, stretchFrom, rejectedBy, heights);
        }
    }

    /** @return the trail encoding of the one listener that wants the trail, if it offers one; else null */
    @Override
    public TrailEncoder.Source trailEncoding() {
        TrailEncoder.Source offered = null;
        int wanting = 0;
        for (SearchListener l : each) {
            if (l.wantsTrail()) {
                wanting++;
                offered = l.trailEncoding();
            }
        }
        return wanting == 1 ? offered : null;
    }

    @Override
    public void trailSegment(TrailSegment segment) {
        for (SearchListener l : each) {
            l.trailSegment(segment);
        }
    }

    @Override
    public void lookAheadCut(int through) {
        all.forEach(l -> l.lookAheadCut(through));
    }

    @Override
    public void conjunctReads(int[] firstReadBy) {
        all.forEach(l -> l.conjunctReads(firstReadBy));
    }

    @Override
    public void fullReads(int safe) {
        all.forEach(l -> l.fullReads(safe));
    }

    @Override
    public void conjunctRejections(long[] rejections) {
        all.forEach(l -> l.conjunctRejections(rejections));
    }

    @Override
    public void trailLost(String reason) {
        all.forEach(l -> l.trailLost(reason));
    }

    @Override
    public void searchRestarted(String reason) {
        all.forEach(l -> l.searchRestarted(reason));
    }

    @Override
    public void searchResumed(RunEvent.Resumed resumed) {
        all.forEach(l -> l.searchResumed(resumed));
    }

    @Override
    public void searchFinished(SearchResult result) {
        all.forEach(l -> l.searchFinished(result));
    }
}
