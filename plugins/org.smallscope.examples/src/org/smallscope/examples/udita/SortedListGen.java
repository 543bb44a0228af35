package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getInt;

/**
 * UDITA's SortedList generator: 0..n entries linked both ways, each value chosen from 0..n-1, kept when sorted
 * (C(2n, n) lists; eagerly (n^(n+1) - 1) / (n - 1) paths, as in the paper's Fig. 13).
 */
public final class SortedListGen {

    private SortedListGen() {
    }

    /** @return a sorted doubly linked list of at most n entries with values 0..n-1 */
    public static SortedList generate(int n) {
        SortedList list = new SortedList();
        int size = getInt(0, n);
        list.size = size;
        SortedList.Node last = null;
        for (int i = 0; i < size; i++) {
            SortedList.Node node = new SortedList.Node();
            node.elem = getInt(0, n - 1);
            node.prev = last;
            if (last == null) {
                list.header = node;
            } else {
                last.next = node;
            }
            last = node;
        }
        for (SortedList.Node node = list.header; node != null && node.next != null; node = node.next) {
            assume(node.elem <= node.next.elem);
        }
        return list;
    }
}
