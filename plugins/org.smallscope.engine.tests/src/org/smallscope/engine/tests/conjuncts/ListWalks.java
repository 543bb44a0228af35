package org.smallscope.engine.tests.conjuncts;

/** Walks a {@link TallyingList}, counting its walks in an array it holds (a conjunct that leaves something behind). */
public interface ListWalks {

    /** How often {@link #acyclic} ran. */
    int[] WALKS = new int[1];

    /** @return whether the list from {@code header} ends within 100 nodes */
    default boolean acyclic(TallyingList.Node header) {
        WALKS[0]++;
        int steps = 0;
        for (TallyingList.Node n = header; n != null && steps <= 100; n = n.next) {
            steps++;
        }
        return steps <= 100;
    }
}
