package org.smallscope.engine.incremental;

import org.smallscope.engine.protocol.Counts;

/**
 * Decides, from a compatible snapshot's counts alone, whether replaying its stored candidates as mixed ranges is
 * estimated cheaper than a full search, and says why. Costs are in candidate-equivalents (the time repOk and one
 * backtracking step take on one candidate), so that the decision is the same on every machine and every run:
 * reuse costs, per stored candidate, its decoding, the set-up of its range and at least the one candidate the range
 * begins with; a full search costs about what the base's own full search explored (the extended predicate explores
 * no more where it rejects what the base rejected, and its new checks can only prune more). The two constants were
 * measured once (docs/benchmarks.md, "Reuse or a full search").
 *
 * @param stored the base's valid candidates, one range each
 * @param baseExplored the candidates the base's run explored (the proxy for a full search)
 * @param reuse estimated cost of reuse, in candidate-equivalents
 * @param full estimated cost of a full search, in candidate-equivalents
 * @param chosen what the run does
 * @param reason one sentence saying why, for reports, the command line and the IDE
 */
public record ReuseEstimate(long stored, long baseExplored, long reuse, long full, Choice chosen, String reason) {

    /** Decoding one stored (candidate, successor) pair from a snapshot, in candidates (measured: docs/benchmarks.md). */
    public static final double DECODE = 0.6;
    /** Setting up one range (a search run, its listener hand-over), in candidates (measured: docs/benchmarks.md). */
    public static final double RANGE_SETUP = 0.4;

    /** What a run does with a compatible snapshot. */
    public enum Choice {
        /** Replay the stored candidates as mixed ranges. */
        REUSE,
        /** Search the whole space. */
        FULL;

        /** @return the name used in reports */
        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Whether to follow the estimate ({@code --reuse auto|always|never}). */
    public enum Policy {
        /** The cheaper of the two. */
        AUTO,
        /** Reuse whenever the snapshot is compatible. */
        ALWAYS,
        /** Never reuse: a full search. */
        NEVER;

        /** @return the policy called {@code name} (auto, always, never; any case) */
        public static Policy parse(String name) {
            for (Policy p : values()) {
                if (p.name().equalsIgnoreCase(name.trim())) {
                    return p;
                }
            }
            throw new IllegalArgumentException("unknown reuse policy '" + name + "': use auto, always or never");
        }
    }

    /** @return the estimate for a compatible snapshot with {@code header}'s counts, decided by {@code policy} */
    public static ReuseEstimate of(SnapshotHeader header, Policy policy) {
        return of(header.valid(), header.fullSearchEstimate(), policy);
    }

    /** @return the estimate for replaying {@code stored} candidates against a full search of about {@code baseExplored} */
    public static ReuseEstimate of(long stored, long baseExplored, Policy policy) {
        long reuse = Math.round(stored * (DECODE + RANGE_SETUP + 1));
        return of(stored, baseExplored, reuse, policy, "replaying " + Counts.format(stored) + " stored candidate" + (stored == 1 ? "" : "s")
                + " (~" + Counts.format(reuse) + " candidate-equivalents)");
    }

    /**
     * @return the estimate for a weakened predicate's backward reuse, which searches again each of {@code stretches}
     *         recorded stretches (decoding each and setting up its range) and the {@code again} candidates of the base's
     *         run that lie in them (-1 when the base did not count them: then at least each stretch's first, a lower
     *         bound of the cost), against a full search of about {@code baseExplored}. Both sides count the stretches in
     *         the base's terms (a weaker predicate, or one without a projected field, explores them differently, but
     *         alike in both), so the choice rests on what the reuse saves exactly, the base's explored candidates outside
     *         the stretches (the kept conjuncts reject them in both searches), against the stretches' set-up: a reuse
     *         that saves nothing, its stretches covering about all the base's search, is not chosen
     */
    public static ReuseEstimate ofStretches(long stretches, long again, long baseExplored, Policy policy) {
        long overhead = Math.round(stretches * (DECODE + RANGE_SETUP));
        long reuse = overhead + Math.max(stretches, again);
        String of = again < 0 ? " (at least ~" + Counts.format(reuse) + " candidate-equivalents)"
                : ", which held " + Counts.format(again) + " of the base's explored candidates (~" + Counts.format(reuse) + " candidate-equivalents)";
        String replay = "searching again the " + Counts.format(stretches) + " recorded stretch" + (stretches == 1 ? "" : "es")
                + " that pass the kept conjuncts" + of;
        return of(stretches, baseExplored, reuse, policy, replay);
    }

    /**
     * @return the estimate for filtering a saved suite for lowered bounds: decoding its {@code stored} candidates (twice:
     *         a tally, then the run) and checking the {@code kept} ones again, against a full search of about {@code full}
     */
    public static ReuseEstimate ofFilter(long stored, long kept, long full, Policy policy) {
        long reuse = Math.round(stored * 2 * DECODE + kept * (RANGE_SETUP + 1));
        return of(stored, full, reuse, policy, "filtering the " + Counts.format(stored) + " stored candidate" + (stored == 1 ? "" : "s")
                + " for the lowered bounds and checking the " + Counts.format(kept) + " kept again (~" + Counts.format(reuse) + " candidate-equivalents)");
    }

    private static ReuseEstimate of(long stored, long baseExplored, long reuse, Policy policy, String replay) {
        long full = baseExplored;
        boolean cheaper = reuse < full;
        String search = "a full search (~" + Counts.format(full) + " candidates)";
        return switch (policy) {
            case ALWAYS -> new ReuseEstimate(stored, baseExplored, reuse, full, Choice.REUSE,
                    "reuse was asked for (--reuse always); " + (cheaper ? replay + " is estimated cheaper than " + search
                            : search + " is estimated cheaper than " + replay));
            case NEVER -> new ReuseEstimate(stored, baseExplored, reuse, full, Choice.FULL, "a full search was asked for (--reuse never)");
            case AUTO -> cheaper
                    ? new ReuseEstimate(stored, baseExplored, reuse, full, Choice.REUSE, replay + " is estimated cheaper than " + search)
                    : new ReuseEstimate(stored, baseExplored, reuse, full, Choice.FULL, search + " is estimated cheaper than " + replay);
        };
    }
}
