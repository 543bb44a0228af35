package org.smallscope.engine.incremental;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.CurrentRun;
import org.smallscope.engine.search.DelegatingRunControl;
import org.smallscope.engine.search.ParallelRunner;
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
     */
    public record Result(SearchResult result, Mode mode, long reusedTests, long mixedRanges, String fallbackReason) {
    }

    /** Below this many mixed ranges, the ranges are cut into subtrees for the workers. */
    private static final long FEW_RANGES = 1024;

    private final Subject subject;
    private final int threads;
    private final long timeoutMillis;
    private final BatchExecutor executor;
    private final CurrentRun current = new CurrentRun();

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

    /** Runs a full search. */
    public Result full(SearchListener listener) {
        return new Result(runner(listener).runFullSearch(), Mode.FULL, 0, 0, null);
    }

    /** Runs incrementally from {@code base}, or a full search (with the reason) where that is not sound. */
    public Result fromBase(SnapshotFile.Contents base, SearchListener listener) {
        Compatibility verdict = Compatibility.check(base.header().descriptor(), subject);
        if (!verdict.compatible()) {
            return fallBack(String.join("; ", verdict.reasons()), listener);
        }
        boolean[] fresh = verdict.newSlots();
        java.util.Iterator<Range> ranges = new MappingIterator<>(base.pairs(verdict.baseSlotOf()), pair -> new Range(pair[0], pair[1], null, fresh));
        ParallelRunner runner = runner(listener);
        long expected = base.header().valid();
        if (expected < FEW_RANGES) {
            // few mixed ranges (one, for DLL->DLLU): cut them into subtrees so that every worker has a share
            java.util.List<Range> all = new java.util.ArrayList<>();
            ranges.forEachRemaining(all::add);
            java.util.List<Range> pieces = runner.cutMixedRanges(all);
            ranges = (pieces == null ? all : pieces).iterator();
            expected = pieces == null ? all.size() : pieces.size();
        }
        SearchResult result = runner.run(ranges, expected, false, true);
        if (result.outcome() == org.smallscope.engine.protocol.Outcome.FAILED && result.failure() != null
                && result.failure().error() == EngineError.RANGE_ORDER_BROKEN && !current.cancelled()) {
            listener.searchRestarted(result.failure().getMessage());
            return fallBack(result.failure().getMessage(), listener);
        }
        return new Result(result, Mode.INCREMENTAL, base.header().valid(), base.header().valid(), null);
    }

    /** Maps the elements of an iterator lazily. */
    private record MappingIterator<A, B>(java.util.Iterator<A> source, java.util.function.Function<A, B> map) implements java.util.Iterator<B> {
        @Override
        public boolean hasNext() {
            return source.hasNext();
        }

        @Override
        public B next() {
            return map.apply(source.next());
        }
    }

    private Result fallBack(String reason, SearchListener listener) {
        return new Result(runner(listener).runFullSearch(), Mode.FULL, 0, 0, reason);
    }

    private ParallelRunner runner(SearchListener listener) {
        return current.watch(new ParallelRunner(subject, threads, timeoutMillis, listener, executor));
    }
}
