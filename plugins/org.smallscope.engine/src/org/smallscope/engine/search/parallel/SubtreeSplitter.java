package org.smallscope.engine.search.parallel;

import org.smallscope.engine.generators.Pruner;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.search.KoratSteps;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.Watchdog;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Cuts a full Korat search into subtrees that, searched one after another, visit exactly the
 * candidates of the sequential search in the same order: each subtree fixes the values of the
 * fields at the bottom of the stack. Used to run a full search, or a large mixed range of an incremental
 * one, on all cores.
 */
final class SubtreeSplitter {

    private static final int MAX_ROUNDS = 64;
    /** The most pieces one cut makes: a field with more values is not cut by (its subtree stays whole). */
    static final int MAX_PARTS = 1 << 16;
    /** The most vector fields one cut may hold in its pieces' first candidates (each piece keeps a copy): 64 MiB of them. */
    static final long MAX_PART_FIELDS = 1L << 24;

    private SubtreeSplitter() {
    }

    /**
     * Splits until {@code wanted} subtrees hold more than one candidate (or the rounds run out): a subtree whose first
     * candidate's repOk reads nothing beyond its fixed fields is that one candidate, so it neither counts nor is split
     * again; the others are split by the next field read. Subjects whose work lies in one deep branch (a list built
     * node by node) are thus cut along that branch instead of into many single candidates beside one huge subtree.
     *
     * @param probe runs repOk on the candidates that decide the cuts (watched by {@code dog}, cancellable)
     * @return the subtrees in sequential order; null if cancelled
     */
    static List<Range> split(Subject subject, int wanted, Search probe, Watchdog dog) {
        int[] start = new int[subject.vectorLength()];
        int[] stack = probe.probe(start, new int[0], dog);
        if (stack == null) {
            return null;
        }
        List<Range> pieces = new ArrayList<>();
        List<Range> first = stack.length == 0 ? null : parts(subject, start, stack[0], new int[0], null);
        if (first == null) {
            List<Range> groups = stack.length == 0 ? null : ValueGroups.cut(subject, start, stack[0], wanted);
            if (groups != null) {
                return groups; // too many values for one piece each: ranges of them (not subtrees, so not cut further)
            }
            pieces.add(new Range(start, null, null, null)); // nothing to cut by: the whole space
            return pieces;
        }
        pieces.addAll(first);
        return refine(subject, pieces, wanted, probe, dog);
    }

    /**
     * Cuts a mixed range of an incremental run into subtrees over its new fields, when that is sound: the range's first
     * candidate reads its base fields first, and leaving the last of them gives exactly the range's end (what the search's
     * run-time check would demand). Each piece's {@code to} is the next piece's first candidate (the last one's is the
     * range's end), so valid candidates keep their successors.
     *
     * @return the pieces in sequential order, the range itself when it cannot be cut, or null if cancelled
     */
    static List<Range> splitMixed(Subject subject, Range mixed, int wanted, Search probe, Watchdog dog) {
        int[] from = mixed.from();
        boolean[] fresh = mixed.newSlots();
        int[] stack = probe.probe(from, new int[0], dog);
        if (stack == null) {
            return null;
        }
        int base = 0;
        while (base < stack.length && !fresh[stack[base]]) {
            base++;
        }
        for (int i = base; i < stack.length; i++) {
            if (!fresh[stack[i]]) {
                return List.of(mixed); // a base field after a new one: the search itself reports it
            }
        }
        int[] prefix = Arrays.copyOf(stack, base);
        if (base == stack.length || !Arrays.equals(KoratSteps.afterSubtree(subject, from, prefix), mixed.to())) {
            return List.of(mixed);
        }
        List<Range> cut = parts(subject, from, stack[base], prefix, fresh);
        if (cut == null) {
            return List.of(mixed);
        }
        List<Range> pieces = refine(subject, cut, wanted, probe, dog);
        if (pieces == null) {
            return null;
        }
        List<Range> chained = new ArrayList<>(pieces.size());
        for (int i = 0; i < pieces.size(); i++) {
            Range p = pieces.get(i);
            if (p.to() != null) {
                chained.add(p); // empty: rejected by the generators
                continue;
            }
            int[] to = i + 1 < pieces.size() ? pieces.get(i + 1).from() : mixed.to();
            chained.add(new Range(p.from(), to, p.subtreePrefix(), fresh, p.skippedAfterLog2()));
        }
        return chained;
    }

    /**
     * Cuts a floor-pinned range into subtrees above its floor. Each piece is itself floor-pinned (its own subtree's
     * floor), so a valid candidate that ends a piece gets its ordinary Korat successor: the next piece's first candidate,
     * or for the last piece the range's end.
     *
     * @return the pieces in sequential order, the range itself when it cannot be cut, or null if cancelled
     */
    static List<Range> splitPinned(Subject subject, Range pinned, int wanted, Search probe, Watchdog dog) {
        int[] from = pinned.from();
        int[] stack = probe.probe(from.clone(), new int[0], dog);
        if (stack == null) {
            return null;
        }
        int floor = pinned.floorHeight();
        if (stack.length <= floor) {
            return List.of(pinned);
        }
        List<Range> cut = parts(subject, from, stack[floor], Arrays.copyOf(stack, floor), null);
        if (cut == null) {
            return List.of(pinned);
        }
        List<Range> pieces = refine(subject, cut, wanted, probe, dog);
        if (pieces == null) {
            return null;
        }
        List<Range> pinnedPieces = new ArrayList<>(pieces.size());
        for (Range p : pieces) {
            pinnedPieces.add(p.to() != null ? p // empty: rejected by the generators
                    : new Range(p.from(), null, p.subtreePrefix(), null, p.skippedAfterLog2(), p.subtreePrefix().length + 1));
        }
        return pinnedPieces;
    }

    /** Splits {@code pieces} further until {@code wanted} hold more than one candidate; null if cancelled. */
    private static List<Range> refine(Subject subject, List<Range> pieces, int wanted, Search probe, Watchdog dog) {
        boolean[] single = new boolean[pieces.size()];
        for (int round = 0; round < MAX_ROUNDS && open(single) < wanted; round++) {
            List<Range> next = new ArrayList<>();
            List<Boolean> nextSingle = new ArrayList<>();
            boolean split = false;
            for (int i = 0; i < pieces.size(); i++) {
                Range piece = pieces.get(i);
                if (single[i]) {
                    next.add(piece);
                    nextSingle.add(true);
                    continue;
                }
                List<Range> parts = expand(subject, probe, dog, piece);
                if (parts == null) {
                    return null;
                }
                if (parts.isEmpty()) {
                    next.add(piece); // repOk reads nothing beyond the fixed fields: one candidate
                    nextSingle.add(true);
                    continue;
                }
                split |= parts.size() > 1 || parts.get(0) != piece;
                for (Range part : parts) {
                    next.add(part);
                    nextSingle.add(false);
                }
            }
            pieces = next;
            single = new boolean[next.size()];
            for (int i = 0; i < single.length; i++) {
                single[i] = nextSingle.get(i);
            }
            if (!split) {
                break;
            }
        }
        return SubtreeBalance.balance(subject, pieces, single, wanted, probe, dog);
    }

    private static int open(boolean[] single) {
        int n = 0;
        for (boolean s : single) {
            if (!s) {
                n++;
            }
        }
        return n;
    }

    /**
     * Splits a subtree by the values of the second field read beyond its prefix; empty if it is one candidate, or if that
     * field has too many values to cut by (see {@link #parts}): either way it stays whole.
     */
    static List<Range> expand(Subject subject, Search probe, Watchdog dog, Range piece) {
        if (piece.to() != null) {
            return List.of(); // an empty piece: the generators reject all of it
        }
        int[] prefix = piece.subtreePrefix();
        int[] stack = probe.probe(piece.from(), prefix, dog);
        if (stack == null) {
            return null;
        }
        int k = prefix.length;
        if (stack.length <= k + 1) {
            return List.of();
        }
        int[] deeper = Arrays.copyOf(stack, k + 1);
        int field = stack[k + 1];
        List<Range> parts = parts(subject, piece.from(), field, deeper, piece.newSlots());
        if (parts == null) {
            return List.of(); // too many values to cut by: kept whole
        }
        // then what was skipped after the piece
        int end = parts.size() - 1;
        parts.set(end, parts.get(end).skipping(piece.skippedAfterLog2()));
        return parts;
    }

    /**
     * @return null when that would be more than {@link #MAX_PARTS} pieces or hold more than {@link #MAX_PART_FIELDS}
     *         vector fields (a field of very many values in a long vector: the subtree is not cut by it); else
     *         one subtree per value {@code field} takes with {@code fixed} below it, each followed by the values isomorphism
     *         breaking skips after it; a subtree the dedicated generators reject when the search moves {@code field} to its
     *         value is an empty range {@code [cv, cv)} covering it, so that it keeps its place (the successor of the valid
     *         candidate before it is its first candidate) and nobody explores it, as in the sequential search
     */
    private static List<Range> parts(Subject subject, int[] from, int field, int[] fixed, boolean[] newSlots) {
        int[] values = KoratSteps.valuesFor(subject, field, from, fixed);
        if (values.length > MAX_PARTS || (long) values.length * from.length > MAX_PART_FIELDS) {
            return null;
        }
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
                parts.add(new Range(cv, cv.clone(), fixed, newSlots).skipping(Log2.plus(skippedLog2(subject, fixed, field, 1), skipped)));
            } else {
                parts.add(new Range(cv, null, fixed, newSlots).skipping(skipped));
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
