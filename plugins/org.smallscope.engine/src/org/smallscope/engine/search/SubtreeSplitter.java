package org.smallscope.engine.search;

import org.smallscope.engine.generators.Pruner;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Log2;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts a full Korat search into subtrees that, searched one after another, visit exactly the
 * candidates of the sequential search in the same order: each subtree fixes the values of the
 * fields at the bottom of the stack. Used to run a first (non-incremental) search on all cores.
 */
final class SubtreeSplitter {

    private static final int MAX_ROUNDS = 24;

    private SubtreeSplitter() {
    }

    /**
     * @param probe runs repOk on the candidates that decide the cuts (watched by {@code dog}, cancellable)
     * @return at least {@code wanted} subtrees when the space allows, in sequential order; null if cancelled
     */
    static List<Range> split(Subject subject, int wanted, Search probe, Watchdog dog) {
        int[] start = new int[subject.vectorLength()];
        int[] stack = probe.probe(start, new int[0], dog);
        if (stack == null) {
            return null;
        }
        List<Range> pieces = new ArrayList<>();
        if (stack.length == 0) {
            pieces.add(new Range(start, null, null, null));
            return pieces;
        }
        int first = stack[0];
        pieces.addAll(parts(subject, start, first, new int[0]));
        for (int round = 0; round < MAX_ROUNDS && pieces.size() < wanted; round++) {
            List<Range> next = new ArrayList<>();
            boolean split = false;
            for (Range piece : pieces) {
                List<Range> parts = expand(subject, probe, dog, piece);
                if (parts == null) {
                    return null;
                }
                split |= parts.size() > 1;
                next.addAll(parts);
            }
            pieces = next;
            if (!split) {
                break;
            }
        }
        return pieces;
    }

    /** Splits a subtree by the values of the second field read beyond its prefix. */
    private static List<Range> expand(Subject subject, Search probe, Watchdog dog, Range piece) {
        if (piece.to() != null) {
            return List.of(piece); // an empty piece: the generators reject all of it
        }
        int[] prefix = piece.subtreePrefix();
        int[] stack = probe.probe(piece.from(), prefix, dog);
        if (stack == null) {
            return null;
        }
        int k = prefix.length;
        if (stack.length <= k + 1) {
            return List.of(piece);
        }
        int[] deeper = Arrays.copyOf(stack, k + 1);
        int field = stack[k + 1];
        List<Range> parts = parts(subject, piece.from(), field, deeper);
        // then what was skipped after the piece
        int end = parts.size() - 1;
        parts.set(end, parts.get(end).skipping(piece.skippedAfterLog2()));
        return parts;
    }

    /**
     * @return one subtree per value {@code field} takes with {@code fixed} below it, each followed by the values isomorphism
     *         breaking skips after it; a subtree the dedicated generators reject when the search moves {@code field} to its
     *         value is an empty range {@code [cv, cv)} covering it, so that it keeps its place (the successor of the valid
     *         candidate before it is its first candidate) and nobody explores it, as in the sequential search
     */
    private static List<Range> parts(Subject subject, int[] from, int field, int[] fixed) {
        int[] values = KoratSteps.valuesFor(subject, field, from, fixed);
        Pruner pruner = subject.pruning() == null ? null : subject.pruning().newPruner();
        AccessRecorder stack = new AccessRecorder(subject.vectorLength());
        for (int slot : fixed) {
            stack.push(slot);
        }
        List<Range> parts = new ArrayList<>();
        for (int i = 0; i < values.length; i++) {
            int[] cv = from.clone();
            cv[field] = values[i];
            int following = i + 1 < values.length ? values[i + 1] : subject.domainSize()[field];
            double skipped = skippedLog2(subject, fixed, field, following - 1 - values[i]);
            if (i > 0 && pruner != null && pruner.rejects(cv, stack, field)) {
                parts.add(new Range(cv, cv.clone(), fixed, null).skipping(Log2.plus(skippedLog2(subject, fixed, field, 1), skipped)));
            } else {
                parts.add(new Range(cv, null, fixed, null).skipping(skipped));
            }
        }
        return parts;
    }

    /** @return log2 of the candidates with {@code fixed} fixed in which {@code field} takes one of {@code rest} given values (-Infinity for none) */
    private static double skippedLog2(Subject subject, int[] fixed, int field, int rest) {
        if (rest <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        double log2 = Log2.of(rest) - Log2.of(subject.domainSize()[field]);
        for (int s = 0; s < subject.domainSize().length; s++) {
            log2 += Log2.of(subject.domainSize()[s]);
        }
        for (int g : fixed) {
            log2 -= Log2.of(subject.domainSize()[g]);
        }
        return log2;
    }
}
