package org.smallscope.engine.search.parallel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.search.KoratSteps;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.Watchdog;

/**
 * Plans an incremental run whose new conjuncts read base fields in another order than the base search enumerated them
 * (docs/design/pinned-ranges.md): the stored candidates are taken in stretches, each searched as one floor-pinned
 * range of the extended subject that keeps the base fields at the bottom of the start's stack. A stretch is accepted
 * only where the stored successors prove that the extended subject's full search goes from its end straight to where
 * the base search went, so the ranges together are that full search without the stretches the base rejected: the same
 * candidates in the same order, each valid one with its true Korat successor.
 */
final class PinnedPlan {

    private final Subject subject;
    private final Iterator<int[][]> pairs;
    private final boolean[] newSlots;
    private final Search probe;
    private final Watchdog dog;
    /** Stored (candidate, successor) pairs read ahead, from {@link #first} on. */
    private final List<int[][]> ahead = new ArrayList<>();
    private int first;

    private PinnedPlan(Subject subject, Iterator<int[][]> pairs, boolean[] newSlots, Search probe, Watchdog dog) {
        this.subject = subject;
        this.pairs = pairs;
        this.newSlots = newSlots;
        this.probe = probe;
        this.dog = dog;
    }

    /**
     * @param pairs the base's stored (candidate, successor) pairs, extended to the subject's vectors, in Korat order
     * @param newSlots the fields the base lacks
     * @return the floor-pinned ranges, in order; null if cancelled
     * @throws org.smallscope.engine.SmallscopeException {@link EngineError#RANGE_ORDER_BROKEN} where no stretch is proven
     */
    static List<Range> plan(Subject subject, Iterator<int[][]> pairs, boolean[] newSlots, Search probe, Watchdog dog) {
        return new PinnedPlan(subject, pairs, newSlots, probe, dog).plan();
    }

    private List<Range> plan() {
        List<Range> ranges = new ArrayList<>();
        while (has(first)) {
            int[] start = at(first)[0];
            int[] stack = probe.probe(start.clone(), new int[0], dog);
            if (stack == null) {
                return null;
            }
            int height = -1;
            int last = -1;
            for (int k = lowestFloor(start, stack), top = baseRun(stack); k <= top && height < 0; k++) {
                last = stretchEnd(start, stack, k);
                int[] end = KoratSteps.afterSubtree(subject, start, Arrays.copyOf(stack, k));
                if (Arrays.equals(end, at(last)[1])) {
                    height = k;
                }
            }
            if (height < 0) {
                throw EngineError.RANGE_ORDER_BROKEN.exception(subject.className(), "no floor of the stack of stored candidate "
                        + Structures.formatVector(start) + " ends where the base search went after it (" + describe(at(first)[1])
                        + "), so its stretch cannot be searched apart");
            }
            ranges.add(Range.floorPinned(start, height));
            drop(last + 1);
        }
        return ranges;
    }

    /** @return the smallest floor holding every field {@code start} sets (others must be 0 there); beyond the stack: none */
    private int lowestFloor(int[] start, int[] stack) {
        int[] position = new int[start.length];
        Arrays.fill(position, -1);
        for (int i = 0; i < stack.length; i++) {
            position[stack[i]] = i;
        }
        int lowest = 0;
        for (int s = 0; s < start.length; s++) {
            if (start[s] != 0) {
                if (position[s] < 0) {
                    return Integer.MAX_VALUE; // a field the extended predicate does not reach keeps a value: no floor
                }
                lowest = Math.max(lowest, position[s] + 1);
            }
        }
        return lowest;
    }

    /** @return how many entries at the bottom of {@code stack} are base fields */
    private int baseRun(int[] stack) {
        int n = 0;
        while (n < stack.length && !newSlots[stack[n]]) {
            n++;
        }
        return n;
    }

    /**
     * @return the index of the last stored candidate of the stretch from {@link #first}: the ones that follow each other
     *         directly (each the stored successor of the one before) and agree with {@code start} on the floor
     */
    private int stretchEnd(int[] start, int[] stack, int k) {
        int last = first;
        while (has(last + 1) && Arrays.equals(at(last)[1], at(last + 1)[0]) && agree(start, at(last + 1)[0], stack, k)) {
            last++;
        }
        return last;
    }

    private static boolean agree(int[] a, int[] b, int[] stack, int k) {
        for (int i = 0; i < k; i++) {
            if (a[stack[i]] != b[stack[i]]) {
                return false;
            }
        }
        return true;
    }

    private boolean has(int index) {
        while (ahead.size() <= index - first && pairs.hasNext()) {
            ahead.add(pairs.next());
        }
        return index - first < ahead.size();
    }

    private int[][] at(int index) {
        return ahead.get(index - first);
    }

    /** Forgets the stored candidates before {@code index}. */
    private void drop(int index) {
        has(index - 1);
        ahead.subList(0, Math.min(ahead.size(), index - first)).clear();
        first = index;
    }

    private static String describe(int[] cv) {
        return cv == null ? "the end of the space" : Structures.formatVector(cv);
    }
}
