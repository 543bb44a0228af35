package org.smallscope.engine.search;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.search.trail.TrailEncoder;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.search.trail.ValidEncoder;
import org.smallscope.engine.search.trail.ValidSegment;

/**
 * The engine's internal candidate callbacks of one search, with the live vector and its objects: for the engine's own
 * consumers that need them (the snapshot recorder, the export's collector, {@link org.smallscope.engine.run.SubjectRun}).
 * Everything else hears a run through the one event stream, {@link org.smallscope.engine.protocol.RunListener}, which
 * {@code SubjectRun} feeds from these callbacks. Called on the search threads.
 */
public interface SearchListener {

    /** The search is about to explore its first candidate {@code start} (live: copy it to keep it). */
    default void searchStarted(Subject subject, int[] start) {
    }

    /**
     * A valid candidate was found.
     *
     * @param candidate the live candidate vector: copy it to keep it
     * @param heap the objects the candidate describes, valid until this method returns
     * @param ordinal 1 for the first valid candidate of this search, 2 for the next, ...
     */
    default void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
    }

    /**
     * The candidate explored right after the last valid one (its Korat successor, {@code nextCv}),
     * or null when the search ended right after that valid candidate. Live: copy it to keep it.
     */
    default void successorFound(int[] next) {
    }

    /**
     * Whether this listener looks at each valid candidate and its successor ({@link #validFound}, {@link #successorFound});
     * when no listener of a run does but the one that offers {@link #validEncoding}, the run's batches hand it
     * {@link #validSegment}s instead, and when none does at all, a parallel run's workers only count them (segments
     * without bytes). Asked once, when the run or a {@link Listeners} combining it is built.
     */
    default boolean wantsValid() {
        return true;
    }

    /**
     * @return how the searching threads may encode the valid candidates and successors for this listener (which then
     *         takes {@link #validSegment}s in place of those events for some batches), or null: one event each
     */
    default ValidEncoder.Source validEncoding() {
        return null;
    }

    /**
     * A batch's valid candidates and successors, encoded by {@link #validEncoding}'s encoder, in place of their
     * {@link #validFound} and {@link #successorFound} events; a batch's first candidate may still come as
     * {@link #successorFound} before it, as the successor of the batch before.
     */
    default void validSegment(ValidSegment segment) {
    }

    /** repOk threw on a candidate (counted as invalid). {@code candidate} is live: copy it to keep it. */
    default void predicateThrew(int[] candidate, Throwable exception) {
    }

    /** The search ended (completed, cancelled or stopped by an error). */
    default void searchFinished(SearchResult result) {
    }

    /**
     * Everything reported so far is void: the run starts over (an incremental run that had to fall
     * back to a full search). Consumers discard what they collected.
     */
    default void searchRestarted(String reason) {
    }

    /**
     * The run resumes an interrupted one from its checkpoint: the batches that run reported come next (replayed, as
     * they were first reported), then the rest of the search.
     */
    default void searchResumed(RunEvent.Resumed resumed) {
    }

    /**
     * The run searches {@code ranges} ranges (pieces) in order, reported done by {@link #rangesDone}: subtrees that tile
     * the candidate space ({@code tiling}, a full search cut for workers or batches), or the mixed ranges or stretches of
     * an incremental or backward run. Not called for a search streamed in one piece.
     */
    default void rangesPlanned(long ranges, boolean tiling) {
    }

    /** The next {@code ranges} ranges of the plan ({@link #rangesPlanned}) were searched to their end and reported, in order. */
    default void rangesDone(long ranges) {
    }

    /**
     * Whether this listener wants {@link #regionCovered}: a search measures the regions it covers only
     * when its listener asks (asked once, when the search is built), so that nobody pays for it otherwise.
     */
    default boolean wantsRegions() {
        return false;
    }

    /**
     * The next region of the candidate space the search accounted for, in Korat order: explored candidates,
     * the candidates pruned with them and those skipped by isomorphism breaking, aggregated (about 64 ln N
     * regions for N explored candidates). Only called when {@link #wantsRegions()}.
     */
    default void regionCovered(Region region) {
    }

    /**
     * Whether this listener wants {@link #candidateExplored}: asked once when a {@link Search} is built, so that a search
     * whose listener does not ask pays one untaken branch per candidate. Only a {@link Search} run on its own reports it
     * (the parallel runner does not).
     */
    default boolean wantsExplored() {
        return false;
    }

    /**
     * A candidate was explored (repOk ran on it, or threw: then {@code valid} is false), in the order of the search.
     * Only called when {@link #wantsExplored()}. {@code candidate} is live: copy it to keep it.
     */
    default void candidateExplored(int[] candidate, boolean valid) {
    }

    /**
     * Whether this listener wants {@link #conjunctsPassed}: asked once when a {@link Search} is built; only subjects whose
     * repOk carries conjunct probes report it. Parallel runs carry it through their batches, in order.
     */
    default boolean wantsTrail() {
        return false;
    }

    /**
     * An explored candidate passed the first {@code stretchFrom} conjuncts (at least) and is the first candidate of the
     * stretch the search of those conjuncts alone gives it: every field it sets lies among the fields they read. So it is
     * for every prefix of {@code m} conjuncts with {@code stretchFrom <= m < rejectedBy}. Only called when
     * {@link #wantsTrail()}, in the order of the search. {@code candidate} is live: copy it to keep it.
     *
     * @param rejectedBy the 1-based conjunct that returned false (or threw), or the number of conjuncts + 1 when valid
     * @param heights {@code heights[m]} for those {@code m}: how many fields the first {@code m} conjuncts read (live)
     */
    default void conjunctsPassed(int[] candidate, int stretchFrom, int rejectedBy, int[] heights) {
    }

    /**
     * At the end of a search that reported {@link #conjunctsPassed}: per slot, the first conjunct (1-based) that read it
     * on a candidate reported there, or 0 if none did. Consumers merge them (the smallest non-zero value wins).
     */
    default void conjunctReads(int[] firstReadBy) {
    }

    /**
     * With {@link #conjunctReads}: whether repOk read every field of each valid candidate of the search, and how far:
     * {@code safe} is 0 when it left a field unread on some valid candidate, else the first conjunct (1-based count of the
     * conjuncts before it) that began above a valid candidate's last non-zero field on the stack, or the number of
     * conjuncts when none did. Consumers keep the smallest value; a snapshot keeps it so that a predicate that adds
     * conjuncts after these can run only its new ones on the stored candidates (see {@code SnapshotHeader#fullReads}).
     */
    default void fullReads(int safe) {
    }

    /**
     * With {@link #conjunctReads}: how many explored candidates since the last call each conjunct rejected, as
     * {@code rejections[r]} for the 1-based conjunct {@code r} ({@code rejections[n + 1]}: valid; index 0 unused).
     * Consumers add them up: the candidates that pass the first {@code m} conjuncts are those with {@code r > m}, what a
     * weakened predicate keeping {@code m} conjuncts searches again (see {@code SnapshotHeader#trailPasses}).
     */
    default void conjunctRejections(long[] rejections) {
    }

    /** What {@link #lookAheadCut} says when it is not known which conjuncts' probes cut: any of them may have. */
    int CUT_UNKNOWN = Integer.MAX_VALUE;

    /**
     * Right before each {@link #conjunctReads}, and again whenever it rises: the highest conjunct (1-based) whose
     * probe skipped candidates in the search so far (the highest {@code Pruning.cutThrough} of its prunings, as
     * look-ahead's), 0 when none did or the search did not look ahead, or {@link #CUT_UNKNOWN} (a batch recorded by a version that did not say). The trail of
     * {@link #conjunctsPassed} lacks the stretches of the skipped candidates, each of which fails one of the first
     * {@code through} conjuncts: it serves only predicates keeping them. Consumers keep the largest, and take reads heard
     * without it for {@link #CUT_UNKNOWN}.
     */
    default void lookAheadCut(int through) {
    }

    /**
     * @return how the searching threads may encode the conjunct trail for this listener (which then takes
     *         {@link #trailSegment}s in place of {@link #conjunctsPassed} for some batches), or null: one event each.
     *         Offered only while no other listener of the run {@link #wantsTrail}.
     */
    default TrailEncoder.Source trailEncoding() {
        return null;
    }

    /** A batch's conjunct trail, encoded by {@link #trailEncoding}'s encoder, in place of its {@link #conjunctsPassed} events. */
    default void trailSegment(TrailSegment segment) {
    }

    /** The trail of {@link #conjunctsPassed} is incomplete from here on (said why): consumers drop it. */
    default void trailLost(String reason) {
    }

    /** A listener that ignores everything. */
    SearchListener NONE = new SearchListener() {
        @Override
        public boolean wantsValid() {
            return false;
        }
    };
}
