package org.smallscope.engine.tests.bench;

import org.smallscope.examples.DLLS;

/**
 * Times plain {@code DLLS.repOk} (the classes as compiled, no engine) on the n! lists that an incremental DLLU->DLLS(n)
 * run explores, one per mixed range (not a test): one circular list of n entries whose elements run through every
 * permutation of 0..n-1 (Heap's algorithm, two elements swapped per list). Arguments: n, rounds.
 */
public final class DllsRepOkFloor {

    private DllsRepOkFloor() {
    }

    /** Prints, per round, the lists checked, how many repOk accepted (1: the sorted one) and the time per repOk. */
    public static void main(String[] a) {
        int n = Integer.parseInt(a[0]);
        int rounds = a.length > 1 ? Integer.parseInt(a[1]) : 4;
        for (int round = 0; round < rounds; round++) {
            DLLS list = new DLLS();
            DLLS.Entry[] e = new DLLS.Entry[n];
            for (int i = 0; i < n; i++) {
                e[i] = new DLLS.Entry();
            }
            for (int i = 0; i < n; i++) {
                e[i].next = e[(i + 1) % n];
                e[i].previous = e[(i + n - 1) % n];
                e[i].element = i;
            }
            list.header = e[0];
            list.size = n;
            int[] c = new int[n];
            long lists = 1;
            long accepted = list.repOk() ? 1 : 0;
            long start = System.nanoTime();
            for (int i = 0; i < n;) {
                if (c[i] < i) {
                    int j = i % 2 == 0 ? 0 : c[i];
                    int t = e[j].element;
                    e[j].element = e[i].element;
                    e[i].element = t;
                    accepted += list.repOk() ? 1 : 0;
                    lists++;
                    c[i]++;
                    i = 0;
                } else {
                    c[i] = 0;
                    i++;
                }
            }
            long nanos = System.nanoTime() - start;
            System.out.printf("DLLS(%d): %,d lists, %d accepted, %.0f ms, %.1f ns per repOk%n", n, lists, accepted, nanos / 1e6,
                    (double) nanos / lists);
        }
    }
}
