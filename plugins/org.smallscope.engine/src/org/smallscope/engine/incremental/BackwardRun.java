package org.smallscope.engine.incremental;

import java.util.Iterator;
import java.util.Optional;

import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;

/**
 * A weakened predicate's run from a base snapshot (see docs/design/backward-edits.md): the new predicate keeps the
 * base's first {@code m} conjuncts, so its Korat search explores, besides the candidates those conjuncts reject (never
 * valid), exactly the stretches of candidates that pass them; the base's conjunct trail lists those stretches, and each
 * is searched as a floor-pinned range. A full search runs instead, with the reason, where that is not sound.
 */
final class BackwardRun {

    private BackwardRun() {
    }

    /** @param forwardReasons why the edit is no extension of the base (kept in the reason of a full search) */
    static IncrementalGenerator.Result run(IncrementalGenerator generator, SnapshotFile.Contents base, SearchListener listener,
            java.util.List<String> forwardReasons) {
        Optional<BackwardRecords> records = BackwardRecords.of(base);
        BackwardPlan plan = BackwardPlan.check(base.header().descriptor(), records, generator.subject());
        if (!plan.possible()) {
            return generator.fallBack(String.join("; ", forwardReasons) + "; a weakening of the first " + plan.shared() + " conjuncts cannot reuse it either: "
                    + String.join("; ", plan.reasons()), listener, base);
        }
        BackwardRecords trail = records.orElseThrow();
        int m = plan.shared();
        long stretches = trail.stretchCount(m);
        ReuseEstimate estimate = estimate(base, trail, m, generator.policy());
        if (estimate.chosen() == ReuseEstimate.Choice.FULL) {
            IncrementalGenerator.Result full = generator.fallBack(estimate.reason(), listener, base);
            return new IncrementalGenerator.Result(full.result(), Mode.FULL, 0, 0, estimate.reason(), estimate);
        }
        SearchResult result = generator.runRanges(base, listener, () -> new Iterator<Range>() {
            private final Iterator<BackwardRecords.Stretch> source = trail.stretches(m, plan.slotOf());

            @Override
            public boolean hasNext() {
                return source.hasNext();
            }

            @Override
            public Range next() {
                BackwardRecords.Stretch s = source.next();
                return Range.floorPinned(s.first(), s.height());
            }
        }, stretches);
        return new IncrementalGenerator.Result(result, Mode.INCREMENTAL_BACKWARD, stretches, stretches, null, estimate);
    }

    /** @return whether searching the stretches that pass the first {@code m} conjuncts again is worth it, by {@code policy} */
    static ReuseEstimate estimate(SnapshotFile.Contents base, BackwardRecords trail, int m, ReuseEstimate.Policy policy) {
        long[] passes = base.header().trailPasses();
        long again = passes != null && m < passes.length ? passes[m] : -1;
        return ReuseEstimate.ofStretches(trail.stretchCount(m), again, base.header().fullSearchEstimate(), policy);
    }
}
