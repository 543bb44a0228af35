package org.smallscope.engine.incremental;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.checkpoint.Checkpoint;
import org.smallscope.engine.search.CurrentRun;
import org.smallscope.engine.search.DelegatingRunControl;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.protocol.Mode;

/**
 * iGen (the core paper's Fig. 7): searches only the mixed ranges {@code [extend(cv), extend(nextCv(cv)))}
 * of the base snapshot's valid candidates, in parallel, and falls back to a full search where reuse
 * is not sound (incompatible subjects, or a predicate that reads fields in another order at run time).
 */
public final class IncrementalGenerator implements DelegatingRunControl {

    /**
     * How a generation went.
     *
     * @param result the search's counts
     * @param mode incremental, or full
     * @param reusedTests the base snapshot's valid candidates used as ranges (0 for a full run)
     * @param mixedRanges ranges searched
     * @param fallbackReason why a full search ran although a base was offered, or null
     * @param estimate for a compatible base, the estimated costs of reuse and of a full search and the choice; else null
     */
    public record Result(SearchResult result, Mode mode, long reusedTests, long mixedRanges, String fallbackReason, ReuseEstimate estimate) {

        /** A result without an estimate (no compatible base). */
        public Result(SearchResult result, Mode mode, long reusedTests, long mixedRanges, String fallbackReason) {
            this(result, mode, reusedTests, mixedRanges, fallbackReason, null);
        }
    }

    /** Below this many mixed ranges, the ranges are cut into subtrees for the workers. */
    private static final long FEW_RANGES = 1024;

    private final Subject subject;
    private final int threads;
    private final long timeoutMillis;
    private final BatchExecutor executor;
    private final CurrentRun current = new CurrentRun();
    private Checkpoints checkpoints;
    private ReuseEstimate.Policy policy = ReuseEstimate.Policy.ALWAYS;

    /** @param threads worker threads; @param timeoutMillis per-candidate watchdog (0 for none) */
    public IncrementalGenerator(Subject subject, int threads, long timeoutMillis) {
        this(subject, threads, timeoutMillis, null);
    }

    /** @param executor runs the batches on a cluster instead of {@code threads}, or null */
    public IncrementalGenerator(Subject subject, int threads, long timeoutMillis, BatchExecutor executor) {
        this.subject = subject;
        this.threads = threads;
        this.timeoutMillis = timeoutMillis;
        this.executor = executor;
    }

    @Override
    public RunControl control() {
        return current;
    }

    /** Keeps a checkpoint of each search in {@code c} (null: none), resuming the stored one if {@code c} says so; @return this */
    public IncrementalGenerator checkpoints(Checkpoints c) {
        this.checkpoints = c;
        return this;
    }

    /**
     * Decides with {@code p} whether a compatible base is reused (default {@link ReuseEstimate.Policy#ALWAYS}, so that
     * callers that name a base get it replayed); @return this
     */
    public IncrementalGenerator policy(ReuseEstimate.Policy p) {
        this.policy = p;
        return this;
    }

    /** Runs a full search. */
    public Result full(SearchListener listener) {
        return new Result(runner(listener, checkpoint(null, null)).runFullSearch(), Mode.FULL, 0, 0, null);
    }

    /** Runs incrementally from {@code base}, or a full search (with the reason) where that is not sound. */
    public Result fromBase(SnapshotFile.Contents base, SearchListener listener) {
        Compatibility verdict = Compatibility.check(base.header().descriptor(), subject);
        if (!verdict.compatible() && BackwardPlan.isBackwardEdit(base.header().descriptor(), subject)) {
            return BackwardRun.run(this, base, listener, verdict.reasons());
        }
        String resumedFallback = checkpoints == null ? null : checkpoints.resumedFallback(base);
        if (!verdict.compatible() || resumedFallback != null) {
            return fallBack(resumedFallback != null ? resumedFallback : String.join("; ", verdict.reasons()), listener, base);
        }
        ReuseEstimate estimate = ReuseEstimate.of(base.header(), policy);
        if (estimate.chosen() == ReuseEstimate.Choice.FULL) {
            Result full = fallBack(estimate.reason(), listener, base);
            return new Result(full.result(), Mode.FULL, 0, 0, estimate.reason(), estimate);
        }
        boolean[] fresh = verdict.newSlots();
        if (checkpoints != null && checkpoints.resumesPinned(base)) {
            return pinned(base, verdict, listener, estimate, null);
        }
        java.util.List<Range> cut = cut(base, fresh, verdict.baseSlotOf());
        long expected = cut != null ? cut.size() : base.header().valid();
        java.util.function.Supplier<java.util.Iterator<Range>> ranges = () -> cut != null ? cut.iterator()
                : base.ranges(verdict.baseSlotOf(), fresh, subject.domainSize());
        Checkpoint checkpoint = checkpoint(base, null);
        int skip = cut == null ? skippableConjuncts(base.header(), fresh) : 0;
        int inherited = skip == 0 ? 0 : base.header().fullReads();
        SearchResult result;
        try {
            result = runner(listener, checkpoint).skipBaseConjuncts(skip, inherited).run(ranges.get(), expected, false, true);
        } catch (Checkpoint.Mismatch e) {
            result = runner(listener, checkpoint).skipBaseConjuncts(skip, inherited).run(ranges.get(), expected, false, true); // dropped: from the beginning
        }
        if (result.outcome() == org.smallscope.engine.protocol.Outcome.FAILED && result.failure() != null
                && result.failure().error() == EngineError.RANGE_ORDER_BROKEN && !current.cancelled()) {
            listener.searchRestarted(result.failure().getMessage());
            return pinned(base, verdict, listener, estimate, result.failure().getMessage());
        }
        return new Result(result, Mode.INCREMENTAL, base.header().valid(), base.header().valid(), null, estimate);
    }

    /**
     * Searches the stored candidates as floor-pinned stretches (new conjuncts read base fields in another order than the
     * base search enumerated them), or a full search where no such plan is proven sound.
     *
     * @param refusal why the ordinary mixed ranges stopped, or null (a resumed run over floor-pinned ranges)
     */
    private Result pinned(SnapshotFile.Contents base, Compatibility verdict, SearchListener listener, ReuseEstimate estimate, String refusal) {
        java.util.List<Range> plan;
        try {
            plan = runner(SearchListener.NONE, null).planPinned(base.pairs(verdict.baseSlotOf(), subject.domainSize()), verdict.newSlots());
        } catch (org.smallscope.engine.SmallscopeException e) {
            if (e.error() == EngineError.SNAPSHOT_DAMAGED) {
                throw e; // not a refusal of the plan: the run that reads the snapshot sets it aside
            }
            return fallBack(refusal == null ? e.getMessage() : refusal + "; " + e.getMessage(), listener, base);
        }
        if (plan == null) {
            plan = java.util.List.of(); // cancelled: the run below ends at once as cancelled
        }
        java.util.List<Range> pieces = plan;
        if (plan.size() < FEW_RANGES && (threads > 1 || executor != null || checkpoints != null)) {
            java.util.List<Range> cut = runner(SearchListener.NONE, null).cutMixedRanges(plan);
            pieces = cut == null ? plan : cut;
        }
        Checkpoint checkpoint = checkpoints == null ? null : checkpoints.openPinned(base);
        SearchResult result;
        try {
            result = runner(listener, checkpoint).run(pieces.iterator(), pieces.size(), false, false);
        } catch (Checkpoint.Mismatch e) {
            result = runner(listener, checkpoint).run(pieces.iterator(), pieces.size(), false, false);
        }
        return new Result(result, Mode.INCREMENTAL, base.header().valid(), plan.size(), null, estimate);
    }

    /**
     * @return how many leading conjuncts the mixed ranges of {@code base} may skip ({@link ParallelRunner#skipBaseConjuncts}):
     *         the base's conjuncts, when they are this subject's first ones (same code), this subject adds no field, repOk can
     *         jump over them, and the base read every field of every stored candidate; else 0.
     *         {@code -Dsmallscope.igen.allConjuncts=true} turns it off, to compare.
     */
    private int skippableConjuncts(SnapshotHeader header, boolean[] fresh) {
        java.util.List<org.smallscope.engine.Conjunct> before = header.descriptor().conjuncts();
        java.util.List<org.smallscope.engine.Conjunct> now = subject.conjuncts();
        int b = before == null ? 0 : before.size();
        if (Boolean.getBoolean("smallscope.igen.allConjuncts") || header.fullReads() == null || header.fullReads() < 1 || b < 1
                || b >= now.size() || !subject.canSkipTo(b)) {
            return 0;
        }
        for (boolean f : fresh) {
            if (f) {
                return 0;
            }
        }
        for (int j = 0; j < b; j++) {
            if (!before.get(j).hash().equals(now.get(j).hash())) {
                return 0;
            }
        }
        return b;
    }

    /** Runs {@code ranges} ({@code expected} of them) as a search of the subject, resuming or keeping a checkpoint for {@code base}. */
    SearchResult runRanges(SnapshotFile.Contents base, SearchListener listener, java.util.function.Supplier<java.util.Iterator<Range>> ranges,
            long expected) {
        Checkpoint checkpoint = checkpoint(base, null);
        try {
            return runner(listener, checkpoint).run(ranges.get(), expected, false, true);
        } catch (Checkpoint.Mismatch e) {
            return runner(listener, checkpoint).run(ranges.get(), expected, false, true); // dropped: from the beginning
        }
    }

    /**
     * Runs a subject whose bounds were only lowered from {@code base}'s ({@link LoweredBounds}): each stored candidate that
     * lies in the new bounds is checked again, alone (a range pinned at its whole stack, which also gives its successor for
     * the new snapshot); the rest of the space holds no valid candidate. A full search runs instead where a stored candidate
     * shows that repOk read a field the filter drops, or where the estimate prefers it.
     */
    public Result filtered(SnapshotFile.Contents base, LoweredBounds plan, LoweredBounds.Tally tally, SearchListener listener) {
        if (tally.refusal() != null) {
            return fallBack(tally.refusal(), listener, base);
        }
        long kept = tally.kept();
        long stored = base.header().valid();
        ReuseEstimate estimate = LoweredBounds.estimate(base, tally, policy);
        if (estimate.chosen() == ReuseEstimate.Choice.FULL) {
            Result full = fallBack(estimate.reason(), listener, base);
            return new Result(full.result(), Mode.FULL, 0, 0, estimate.reason(), estimate);
        }
        int width = subject.vectorLength();
        SearchResult result = runRanges(base, listener, () -> new java.util.Iterator<Range>() {
            private final java.util.Iterator<int[][]> source = base.pairs();
            private int[] next = advance();

            private int[] advance() {
                while (source.hasNext()) {
                    int[] cv = plan.map(source.next()[0]);
                    if (cv != null) {
                        return cv;
                    }
                }
                return null;
            }

            @Override
            public boolean hasNext() {
                return next != null;
            }

            @Override
            public Range next() {
                int[] cv = next;
                next = advance();
                return Range.floorPinned(cv, width);
            }
        }, kept);
        return new Result(result, Mode.INCREMENTAL, stored, kept, null, estimate);
    }

    /** @return how a compatible base's reuse is decided */
    ReuseEstimate.Policy policy() {
        return policy;
    }

    /** @return the subject searched */
    Subject subject() {
        return subject;
    }

    Result fallBack(String reason, SearchListener listener, SnapshotFile.Contents base) {
        return new Result(runner(listener, checkpoint(base, reason)).runFullSearch(), Mode.FULL, 0, 0, reason);
    }

    /**
     * @return few mixed ranges (one, for DLL->DLLU) cut into subtrees so that every worker has a share, when the run has
     *         several workers or a checkpoint (whose plan must not depend on the thread count); else null
     */
    private java.util.List<Range> cut(SnapshotFile.Contents base, boolean[] fresh, int[] slotOf) {
        if (base.header().valid() >= FEW_RANGES || (threads == 1 && executor == null && checkpoints == null)) {
            return null;
        }
        java.util.List<Range> all = new java.util.ArrayList<>();
        base.pairs(slotOf, subject.domainSize()).forEachRemaining(pair -> all.add(new Range(pair[0], pair[1], null, fresh)));
        java.util.List<Range> pieces = runner(SearchListener.NONE, null).cutMixedRanges(all);
        return pieces == null ? all : pieces;
    }

    private Checkpoint checkpoint(SnapshotFile.Contents base, String fallbackReason) {
        return checkpoints == null ? null : checkpoints.open(base, fallbackReason);
    }

    private ParallelRunner runner(SearchListener listener, Checkpoint checkpoint) {
        return current.watch(new ParallelRunner(subject, threads, timeoutMillis, listener, executor)).checkpoint(checkpoint);
    }
}
