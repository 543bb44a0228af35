package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link AvlTree} with a planted flaw: repOk demands subtrees of equal height, so it rejects trees insert builds (two nodes). */
public class AvlTreeTooStrong extends AvlTree {

    /** @return whether the subtrees of every node have equal heights (too strong: AVL allows a difference of one) */
    @Override
    protected boolean balanced(Node n) {
        return n == null || height(n.left) == height(n.right) && balanced(n.left) && balanced(n.right);
    }

    /** @return {@link AvlTree}'s bounds */
    public static IFinitization finAvlTreeTooStrong(int n) {
        return bounds(AvlTreeTooStrong.class, n);
    }
}
