package org.smallscope.engine.tests.loops;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;

/** {@link WalkedList} with a check added before its final return that reads the loop's counter: the size must match. */
public class CountedWalk extends WalkedList {

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
        return true;
    }

    /** @return WalkedList's bounds */
    public static IFinitization finCountedWalk(int n) {
        return bounds(CountedWalk.class, n);
    }
}
