package org.smallscope.engine.search.parallel;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.Watchdog;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;

/**
 * Cuts the largest subtrees of a plan further, so that no single piece holds much more than its share of the work: after
 * the even cuts of {@link SubtreeSplitter}, one piece (the largest arrays, the longest lists) can hold a sixth of the
 * run and end it on one worker. A piece's size is estimated from the fields its first candidate reads beyond the piece's
 * fixed fields (the product of their domains: an upper bound); the largest piece is cut by the next field read until
 * every estimate is below 1/{@code wanted} of the whole, or the plan has grown by 3 x {@code wanted} pieces; then the
 * plan's last pieces are cut further whatever their estimates.
 */
final class SubtreeBalance {

    /** The plan's last 1/TAIL_SHARE of {@code wanted} pieces are cut further ({@link #cutTail}). */
    private static final int TAIL_SHARE = 4;
    /** How many times the plan's tail is cut further. */
    private static final int TAIL_ROUNDS = 2;

    private SubtreeBalance() {
    }

    /** One piece of the plan, or the pieces it was cut into. */
    private static final class Piece {
        final Range range;
        final double log2;
        List<Piece> parts;

        Piece(Range range, double log2) {
            this.range = range;
            this.log2 = log2;
        }
    }

    /**
     * @param single which of {@code pieces} are one candidate (never cut)
     * @return the pieces in sequential order, with the largest cut further; null if cancelled
     */
    static List<Range> balance(Subject subject, List<Range> pieces, boolean[] single, int wanted, Search probe, Watchdog dog) {
        List<Piece> plan = new ArrayList<>(pieces.size());
        PriorityQueue<Piece> largest = new PriorityQueue<>((a, b) -> Double.compare(b.log2, a.log2));
        double total = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < pieces.size(); i++) {
            double log2 = single[i] ? Double.NEGATIVE_INFINITY : estimate(subject, pieces.get(i), probe, dog);
            if (Double.isNaN(log2)) {
                return null;
            }
            Piece p = new Piece(pieces.get(i), log2);
            plan.add(p);
            if (log2 > 0) {
                largest.add(p);
                total = Log2.plus(total, log2);
            }
        }
        double bound = total - Log2.of(Math.max(1, wanted));
        int budget = 3 * wanted;
        while (budget > 0 && !largest.isEmpty() && largest.peek().log2 > bound) {
            Piece top = largest.poll();
            List<Range> parts = SubtreeSplitter.expand(subject, probe, dog, top.range);
            if (parts == null) {
                return null;
            }
            if (parts.size() < 2) {
                continue; // one candidate, or nothing to cut by
            }
            top.parts = new ArrayList<>(parts.size());
            for (Range part : parts) {
                double log2 = estimate(subject, part, probe, dog);
                if (Double.isNaN(log2)) {
                    return null;
                }
                Piece p = new Piece(part, log2);
                top.parts.add(p);
                if (log2 > 0) {
                    largest.add(p);
                }
            }
            budget -= parts.size() - 1;
        }
        List<Range> ordered = new ArrayList<>(pieces.size());
        flatten(plan, ordered);
        return cutTail(subject, ordered, Math.max(1, wanted / TAIL_SHARE), probe, dog);
    }

    /**
     * Cuts the plan's last {@code tail} pieces once more by their next field, {@link #TAIL_ROUNDS} times over, so that
     * pieces get smaller toward the end (as guided scheduling does): the estimates can miss a large piece, and one at
     * the end of the plan finishes the run on one worker while the others wait. @return the plan, or null if cancelled
     */
    private static List<Range> cutTail(Subject subject, List<Range> ordered, int tail, Search probe, Watchdog dog) {
        List<Range> plan = ordered;
        for (int round = 0; round < TAIL_ROUNDS; round++) {
            int from = Math.max(0, plan.size() - tail);
            List<Range> next = new ArrayList<>(plan.subList(0, from));
            for (Range piece : plan.subList(from, plan.size())) {
                List<Range> parts = SubtreeSplitter.expand(subject, probe, dog, piece);
                if (parts == null) {
                    return null;
                }
                if (parts.size() < 2) {
                    next.add(piece); // one candidate, or nothing to cut by
                } else {
                    next.addAll(parts);
                }
            }
            plan = next;
        }
        return plan;
    }

    private static void flatten(List<Piece> pieces, List<Range> into) {
        for (Piece p : pieces) {
            if (p.parts == null) {
                into.add(p.range);
            } else {
                flatten(p.parts, into);
            }
        }
    }

    /**
     * @return log2 of the candidates the piece spans at most, judged by its first candidate: the product of the domains of
     *         the fields it reads beyond the piece's fixed ones; -Infinity for an empty piece; NaN if cancelled
     */
    private static double estimate(Subject subject, Range piece, Search probe, Watchdog dog) {
        if (piece.to() != null) {
            return Double.NEGATIVE_INFINITY; // empty: the generators reject all of it
        }
        int[] prefix = piece.subtreePrefix();
        int[] stack = probe.probe(piece.from(), prefix, dog);
        if (stack == null) {
            return Double.NaN;
        }
        double log2 = 0;
        for (int j = prefix.length; j < stack.length; j++) {
            log2 += Log2.of(subject.domainSize()[stack[j]]);
        }
        return log2;
    }
}
