package org.smallscope.engine.tests.bench;

import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * Times repOk alone on one valid candidate, the last one a search finds, called over and over (not a test): on the
 * classes as compiled, on the instrumented classes with every field already on the stack (each read only checks), and
 * on the instrumented classes with the stack emptied before each call (each first read reports). Arguments: example,
 * size, calls per round, rounds (e.g. UnionFind 6 3000000 5).
 */
public final class RepOkCost {

    private RepOkCost() {
    }

    /** Prints, per round, the nanoseconds per call of each. */
    public static void main(String[] a) throws Throwable {
        String name = org.smallscope.examples.Examples.className(a[0]).orElse(a[0]);
        int size = Integer.parseInt(a[1]);
        long calls = Long.parseLong(a[2]);
        int rounds = Integer.parseInt(a[3]);
        Class<?> type = Class.forName(name, false, RepOkCost.class.getClassLoader());
        Subject monitored = SubjectLoader.load(SubjectRequest.of(type, size));
        Subject plain = SubjectLoader.loadUnmonitored(SubjectRequest.of(type, size));
        int[][] last = new int[1][];
        Search.over(monitored).listener(new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                last[0] = candidate.clone();
            }
        }).build().run();
        CandidateHeap checked = monitored.newHeap();
        checked.writeAll(last[0]);
        CandidateHeap bare = plain.newHeap();
        bare.writeAll(last[0]);
        for (int r = 0; r < rounds; r++) {
            boolean ok = true;
            long t0 = System.nanoTime();
            for (long i = 0; i < calls; i++) {
                ok &= bare.repOk();
            }
            long t1 = System.nanoTime();
            for (long i = 0; i < calls; i++) {
                ok &= checked.repOk();
            }
            long t2 = System.nanoTime();
            for (long i = 0; i < calls; i++) {
                checked.recorder().clear();
                ok &= checked.repOk();
            }
            long t3 = System.nanoTime();
            if (!ok) {
                throw new AssertionError("repOk rejected the valid candidate");
            }
            System.out.printf("%s(%d) round %d: as compiled %.1f ns, instrumented with every field on the stack %.1f ns, instrumented from an"
                    + " empty stack %.1f ns%n", a[0], size, r + 1, (t1 - t0) / (double) calls, (t2 - t1) / (double) calls, (t3 - t2) / (double) calls);
        }
    }
}
