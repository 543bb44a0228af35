package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getInt;

/** UDITA's SortedList generator: n entries linked both ways, each value chosen from 0..n, kept when sorted (C(2n, n) lists). */
public final class SortedListGen {

    private SortedListGen() {
    }

    /** @return a sorted doubly linked list of n entries with values 0..n */
    public static SortedList generate(int n) {
        SortedList list = new SortedList();
        list.size = n;
        SortedList.Node last = null;
        for (int i = 0; i < n; i++) {
            SortedList.Node node = new SortedList.Node();
            node.elem = getInt(0, n);
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
