package org.smallscope.ui.internal.space;

import java.util.List;
import java.util.Locale;

import org.smallscope.core.CandidateSpace;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.SlotValues;

/** The words of the Candidate Space view: totals, segment labels and tooltips. */
final class SpaceTexts {

    private SpaceTexts() {
    }

    /** @return the totals line: space size, explored, pruned, reused, valid and savings */
    static String totals(GenerationRun run, CandidateSpace.Picture p, double savings) {
        if (Double.isNaN(p.spaceLog2())) {
            return "Waiting for the search to start…";
        }
        CandidateSpace.Totals t = p.totals();
        StringBuilder sb = new StringBuilder();
        sb.append("Space ").append(size(p.spaceLog2(), p.space()));
        sb.append("   Explored ").append(Counts.format(t.explored()));
        sb.append("   Pruned ").append(Log2.format(t.prunedLog2()));
        if (p.incremental()) {
            sb.append("   Reused ").append(t.reusedLog2() == Double.NEGATIVE_INFINITY && !p.complete() ? "(known at the end)" : Log2.format(t.reusedLog2()))
                    .append(" in ").append(Counts.format(t.mixedRanges())).append(" mixed ranges");
        } else if (!p.complete()) {
            sb.append(ended(run) ? "   Never covered (" + run.state().name().toLowerCase(Locale.ROOT) + ") " : "   Not yet covered ")
                    .append(Log2.format(minus(p.spaceLog2(), t.coveredLog2())));
        }
        sb.append("   Valid ").append(Counts.format(t.valid()));
        sb.append("\n").append(savings(run, p, savings));
        return sb.toString();
    }

    /** @return whether {@code run} stopped (completed, cancelled or failed), so what it did not cover it never will */
    static boolean ended(GenerationRun run) {
        return run != null && run.state() != GenerationRun.State.STARTING && run.state() != GenerationRun.State.RUNNING;
    }

    /** @return how much the run saved: against a full run of the same subject if there is one, else against the space */
    static String savings(GenerationRun run, CandidateSpace.Picture p, double savings) {
        CandidateSpace.Totals t = p.totals();
        if (p.incremental() && !Double.isNaN(savings)) {
            return String.format(Locale.ROOT, "Savings %.2f× fewer candidates than the full run (%s explored)", savings,
                    Counts.format(Math.round(savings * t.explored())));
        }
        double fraction = t.explored() == 0 ? 0 : Log2.of(t.explored()) - p.spaceLog2();
        return String.format(Locale.ROOT, "repOk ran on 1 in %s candidates of the space", Log2.format(-fraction));
    }

    /** @return a short label for a stretch, or null when it does not fit {@code pixels} */
    static String label(StripLayout.Segment s, Region r, int pixels, int charWidth, boolean ended) {
        String text = s.kind() == StripLayout.Kind.UNCOVERED ? Log2.format(s.sizeLog2()) + (ended ? " never covered (the run stopped)" : " not yet covered")
                : s.kind() == StripLayout.Kind.REUSED ? (Double.isNaN(s.sizeLog2()) ? "reused" : Log2.format(s.sizeLog2()) + " reused")
                : r.prunedLog2() == Double.NEGATIVE_INFINITY ? Counts.format(r.explored()) + " explored" : Log2.format(r.prunedLog2()) + " pruned";
        return text.length() * charWidth <= pixels ? text : null;
    }

    /** @return the tooltip of a stretch: candidate vector (with slot names and, when known, value labels) and sizes */
    static String tooltip(StripLayout.Segment s, CandidateSpace.Picture p, List<String> slots, SlotValues values) {
        if (s.kind() == StripLayout.Kind.UNCOVERED) {
            return "Not covered: about " + Log2.format(s.sizeLog2()) + " candidates of the space the search did not reach (" + percent(s.sizeLog2(), p)
                    + " of it).\nDrawn at its share of the space, at least " + Math.round(StripLayout.MIN_UNCOVERED * 100) + "% of the strip.";
        }
        if (s.kind() == StripLayout.Kind.REUSED) {
            return "Reused from the base snapshot, not searched: the candidates between mixed ranges, which the base predicate (a prefix of this "
                    + "one) already rejected.\n" + (Double.isNaN(s.sizeLog2()) ? "Its size is known when the run ends."
                            : "About " + Log2.format(s.sizeLog2()) + " candidates (the reused total " + Log2.format(p.totals().reusedLog2())
                                    + " spread over the mixed ranges; single gaps are not measured).");
        }
        Region r = p.regions().get(s.region());
        StringBuilder sb = new StringBuilder();
        sb.append("Region ").append(s.region() + 1).append(" of ").append(p.regions().size()).append(": ").append(Log2.format(r.coveredLog2()))
                .append(" candidates\n");
        sb.append("explored ").append(Counts.format(r.explored())).append(", pruned ").append(Log2.format(r.prunedLog2())).append(", valid ")
                .append(Counts.format(r.valid()));
        if (r.valid() > 0) {
            sb.append(" (#").append(s.firstValid()).append(r.valid() > 1 ? "–#" + (s.firstValid() + r.valid() - 1) : "").append(", click to select)");
        }
        if (r.first() != null) {
            sb.append("\nfirst candidate vector ").append(vector(r.first(), slots, values));
        }
        return sb.toString();
    }

    /**
     * @return {@code [1, 0, 2]} followed by the slots whose value is not the first of their domain, when their names
     *         are known: {@code this.root=Add0, int[]0.length=3, int[]0.0=5} with the values' labels when
     *         {@code values} gives them, else their indexes
     */
    static String vector(int[] cv, List<String> slots, SlotValues values) {
        StringBuilder sb = new StringBuilder(java.util.Arrays.toString(cv));
        if (slots.size() == cv.length) {
            boolean labelled = values != null && values.slotDomain().length == cv.length;
            StringBuilder named = new StringBuilder();
            for (int i = 0; i < cv.length && named.length() < 300; i++) {
                if (cv[i] != 0) {
                    named.append(named.length() == 0 ? "" : ", ").append(slots.get(i)).append('=')
                            .append(labelled ? values.label(i, cv[i]) : Integer.toString(cv[i]));
                }
            }
            sb.append("\n  ").append(named.length() == 0 ? "all fields at their first value" : named);
        }
        return sb.toString();
    }

    private static String percent(double log2, CandidateSpace.Picture p) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * Math.pow(2, log2 - p.spaceLog2()));
    }

    private static String size(double log2, String decimal) {
        if (decimal != null && decimal.length() <= 15) {
            return Counts.format(Long.parseLong(decimal));
        }
        return Log2.format(log2);
    }

    /** @return log2(2^a - 2^b), -Infinity when that is not positive (within rounding) */
    static double minus(double a, double b) {
        if (b == Double.NEGATIVE_INFINITY) {
            return a;
        }
        return a - b < 1e-9 ? Double.NEGATIVE_INFINITY : a + Math.log1p(-Math.pow(2, b - a)) / Math.log(2);
    }
}
