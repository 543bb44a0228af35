package org.smallscope.engine.tests;

import java.util.Set;
import java.util.TreeSet;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/** The oracle of completeness tests: repOk run on every candidate of a space, without pruning or isomorphism breaking. */
public final class BruteForce {

    private BruteForce() {
    }

    /**
     * @return the canonical texts of the valid candidates of the whole space (isomorphic candidates, and vectors that
     *         differ only in cells beyond an array's length, give the same text)
     */
    public static Set<String> validStructures(Subject subject) throws Throwable {
        int[] sizes = subject.domainSizes();
        int[] cv = new int[sizes.length];
        CandidateHeap heap = subject.newHeap();
        Set<String> valid = new TreeSet<>();
        while (true) {
            heap.writeAll(cv);
            heap.recorder().clear();
            boolean ok;
            try {
                ok = heap.repOk();
            } catch (RuntimeException | StackOverflowError e) {
                ok = false;
            }
            if (ok) {
                valid.add(Structures.canonical(subject, cv));
            }
            int i = cv.length - 1;
            while (i >= 0 && cv[i] == sizes[i] - 1) {
                cv[i--] = 0;
            }
            if (i < 0) {
                return valid;
            }
            cv[i]++;
        }
    }
}
