package org.smallscope.engine.tests.edits;

import java.util.ArrayDeque;
import java.util.Deque;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.BST;

/**
 * {@link BSTKeysUnchecked} extended with heap order instead of search order: every child's key is at most its parent's,
 * checked breadth first. The base enumerated keys in reachability order; the new check reads them level by level.
 */
public class BSTHeapOrdered extends BST {

    @Override
    public boolean repOk() {
        return isAcyclic() && sizeOk() && heapOrdered();
    }

    /** @return whether no child's key exceeds its parent's */
    protected boolean heapOrdered() {
        if (root == null) {
            return true;
        }
        Deque<Node> work = new ArrayDeque<>();
        work.add(root);
        while (!work.isEmpty()) {
            Node n = work.poll();
            for (Node child : new Node[] {n.left, n.right}) {
                if (child != null) {
                    if (child.info > n.info) {
                        return false;
                    }
                    work.add(child);
                }
            }
        }
        return true;
    }

    /** @return BST's bounds */
    public static IFinitization finBSTHeapOrdered(int n) {
        return EditedBounds.bst(BSTHeapOrdered.class, n, n - 1);
    }
}
