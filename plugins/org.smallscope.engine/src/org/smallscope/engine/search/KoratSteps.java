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
final class KoratSteps {

    private KoratSteps() {
    }

    /** After a valid candidate: every reachable field not read joins the stack, depth first, fields in vector order. */
    static void touchReachable(Subject subject, AccessRecorder rec, int[] cv) {
        touch(subject, rec, cv, subject.rootSlots(), new boolean[subject.objectCount()]);
    }

    private static void touch(Subject subject, AccessRecorder rec, int[] cv, int[] slots, boolean[] visited) {
        for (int s : slots) {
            rec.push(s);
            int o = subject.valueObject()[s][cv[s]];
            if (o >= 0 && !visited[o]) {
                visited[o] = true;
                touch(subject, rec, cv, subject.objectSlots()[o], visited);
            }
        }
    }

    /**
     * Runs repOk once on {@code cv} with {@code prefix} already on the stack, as the search would,
     * and returns the stack afterwards (valid candidates also get their reachable fields).
     */
    static int[] stackAfter(Subject subject, CandidateHeap heap, int[] cv, int[] prefix) {
        AccessRecorder rec = heap.recorder();
        rec.clear();
        heap.writeAll(cv);
        for (int slot : prefix) {
            rec.push(slot);
        }
        boolean ok;
        try {
            ok = heap.repOk();
        } catch (StopRequest stop) {
            throw stop;
        } catch (Throwable t) {
            ok = false;
        }
        if (ok) {
            touchReachable(subject, rec, cv);
        }
        int[] stack = rec.toArray();
        rec.clear();
        return stack;
    }

    /** @return the highest value index field {@code slot} takes in Korat order when {@code deeper} are below it on the stack */
    static int lastValueFor(Subject subject, int slot, int[] cv, int[] deeper) {
        int size = subject.domainSize()[slot];
        int cls = -1;
        for (int v = 0; v < size && cls < 0; v++) {
            cls = subject.isoClass()[slot][v];
        }
        if (cls < 0) {
            return size - 1;
        }
        int max = -1;
        for (int g : deeper) {
            if (subject.isoClass()[g][cv[g]] == cls) {
                max = Math.max(max, subject.isoIndex()[g][cv[g]]);
            }
        }
        int last = size - 1;
        while (last > 0 && subject.isoClass()[slot][last] == cls && subject.isoIndex()[slot][last] > max + 1) {
            last--;
        }
        return last;
    }
}
