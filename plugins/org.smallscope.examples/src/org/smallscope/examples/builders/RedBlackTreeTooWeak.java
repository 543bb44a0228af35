package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link RedBlackTree} with a planted flaw: repOk forgets that a red node's children are black, so it accepts a red chain that insert never builds. */
public class RedBlackTreeTooWeak extends RedBlackTree {

    /** @return true (too weak: a red child of a red node passes) */
    @Override
    protected boolean colorsOk(Node n, Node c) {
        return true;
    }

    /** @return {@link RedBlackTree}'s bounds */
    public static IFinitization finRedBlackTreeTooWeak(int n) {
        return bounds(RedBlackTreeTooWeak.class, n);
    }
}
