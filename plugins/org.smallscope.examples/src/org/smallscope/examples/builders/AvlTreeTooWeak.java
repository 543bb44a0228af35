package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link AvlTree} with a planted flaw: repOk leaves out the balance check, so it accepts search trees insert never builds (a chain of three). */
public class AvlTreeTooWeak extends AvlTree {

    /** @return true (too weak: any search tree passes) */
    @Override
    protected boolean balanced(Node n) {
        return true;
    }

    /** @return {@link AvlTree}'s bounds */
    public static IFinitization finAvlTreeTooWeak(int n) {
        return bounds(AvlTreeTooWeak.class, n);
    }
}
