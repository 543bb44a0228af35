package org.smallscope.engine.tests.loops;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;

/** {@link CountedWalk} with one more check before the final return, a second loop of its own: the values ascend. */
public class SortedWalk extends WalkedList {

    @Override
    public boolean repOk() {
        Set<Node> visited = new HashSet<>();
        int count = 0;
        for (Node n = first; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
            count++;
        }
        if (count != size) {
            return false;
        }
        for (Node n = first; n != null && n.next != null; n = n.next) {
            if (n.value > n.next.value) {
                return false;
            }
        }
        return true;
    }

    /** @return WalkedList's bounds */
    public static IFinitization finSortedWalk(int n) {
        return bounds(SortedWalk.class, n);
    }
}
