package org.smallscope.engine.search;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;

/**
 * Steps of the Korat search that the search loop and the subtree splitter share: the reachable-field
 * rule after a valid candidate, running repOk once as the search would, and the last value a field
 * takes under isomorphism breaking.
 */
public final class KoratSteps {

    private KoratSteps() {
    }

    /** After a valid candidate: every reachable field not read joins the stack, depth first, fields in vector order. */
    static void touchReachable(Subject subject, AccessRecorder rec, int[] cv) {
        new ReachableWalk(subject, false).touch(rec, cv);
    }

    /**
     * Runs repOk once on {@code cv} with {@code prefix} already on the stack, as the search would,
     * and returns the stack afterwards (valid candidates also get their reachable fields); the stack stays on the heap.
     *
     * @param keep whether to keep the bottom of the stack the heap's last probe left where it agrees with {@code cv} (a
     *        plan's probes follow each other in Korat order): the same stack as from an empty one, with fewer fields
     *        re-armed (see {@link AgreeingBottom#ofPrefix})
     */
    static int[] stackAfter(Subject subject, CandidateHeap heap, int[] cv, int[] prefix, boolean keep) {
        AccessRecorder rec = heap.recorder();
        rec.popTo(!keep ? 0 : prefix.length == 0 ? AgreeingBottom.height(heap, rec, cv, false) : AgreeingBottom.ofPrefix(heap, rec, cv, prefix));
        heap.writeChanged(cv); // a plan's probes follow each other closely: a vector of thousands of cells is not rewritten each time
        for (int slot : prefix) {
            rec.pushDisarmed(slot);
        }
        boolean ok;
        try {
            ok = heap.repOk();
        } catch (StopRequest | org.smallscope.engine.subject.ContractRefusal stop) {
            throw stop;
        } catch (Throwable t) {
            ok = false;
        }
        if (ok) {
            touchReachable(subject, rec, cv);
        }
        return rec.toArray();
    }

    /**
     * @return the value indexes field {@code slot} takes in Korat order, from its value in {@code cv} on, when
     *         {@code deeper} are below it on the stack (isomorphism breaking skips the fresh objects after the first of
     *         each class domain, and jumps to the next class domain of the field's object set)
     */
    public static int[] valuesFor(Subject subject, int slot, int[] cv, int[] deeper) {
        int size = subject.domainSize()[slot];
        int[] iso = subject.isoClass()[slot];
        int[] index = subject.isoIndex()[slot];
        int[] values = new int[size];
        int n = 0;
        int v = cv[slot];
        values[n++] = v;
        while (v < size - 1) {
            int cls = iso[v];
            if (cls >= 0 && index[v] > maxIndex(subject, cls, cv, deeper)) {
                v = subject.nextDomain()[slot][v];
                if (v < 0) {
                    break;
                }
            } else {
                v++;
            }
            values[n++] = v;
        }
        return java.util.Arrays.copyOf(values, n);
    }

    /**
     * @return the candidate the search reaches after exhausting every field above {@code stack} (the fields on the
     *         stack below them, with the values of {@code cv}): the top of {@code stack} takes its next value, or is
     *         reset and the one below it advances; null at the end of the space
     */
    public static int[] afterSubtree(Subject subject, int[] cv, int[] stack) {
        int[] next = cv.clone();
        for (int level = stack.length - 1; level >= 0; level--) {
            int f = stack[level];
            int[] values = valuesFor(subject, f, next, java.util.Arrays.copyOf(stack, level));
            if (values.length > 1) {
                next[f] = values[1];
                return next;
            }
            next[f] = 0;
        }
        return null;
    }

    private static int maxIndex(Subject subject, int cls, int[] cv, int[] deeper) {
        int max = -1;
        for (int g : deeper) {
            if (subject.isoClass()[g][cv[g]] == cls) {
                max = Math.max(max, subject.isoIndex()[g][cv[g]]);
            }
        }
        return max;
    }
}
