package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link LinkedHeap} with a planted flaw: repOk compares each key with its left child's only, so it accepts a right child larger than its parent. */
public class LinkedHeapTooWeak extends LinkedHeap {

    /** @return whether no left child's key exceeds its parent's (too weak: right children go unchecked) */
    @Override
    protected boolean ordered(Node n) {
        return n == null || (n.left == null || n.left.key <= n.key) && ordered(n.left) && ordered(n.right);
    }

    /** @return {@link LinkedHeap}'s bounds */
    public static IFinitization finLinkedHeapTooWeak(int n) {
        return bounds(LinkedHeapTooWeak.class, n);
    }
}
