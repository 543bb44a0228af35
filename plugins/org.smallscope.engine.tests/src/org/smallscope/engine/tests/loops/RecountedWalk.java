package org.smallscope.engine.tests.loops;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;

/**
 * {@link CountedWalk} with its loop changed (it counts twice per node) and the same check after it: the check's code is
 * the same, but what it means changed with the loop, so a snapshot of CountedWalk must not be reused (the loop's own
 * verdict is unchanged).
 */
public class RecountedWalk extends WalkedList {

    @Override
    public boolean repOk() {
        Set<Node> visited = new HashSet<>();
        int count = 0;
        for (Node n = first; n != null; n = n.next) {
            if (!visited.add(n)) {
                return false;
            }
            count += 2;
        }
        if (count != size) {
            return false;
        }
        return true;
    }

    /** @return WalkedList's bounds */
    public static IFinitization finRecountedWalk(int n) {
        return bounds(RecountedWalk.class, n);
    }
}
