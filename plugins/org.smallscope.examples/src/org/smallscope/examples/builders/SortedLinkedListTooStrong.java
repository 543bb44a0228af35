package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link SortedLinkedList} with a planted flaw: repOk compares neighbours strictly, so it rejects the repeated values add keeps. */
public class SortedLinkedListTooStrong extends SortedLinkedList {

    /** @return whether the value after {@code c}, if any, is larger than {@code c}'s (too strong: equal values are allowed) */
    @Override
    protected boolean inOrder(Cell c) {
        return c.next == null || c.next.value > c.value;
    }

    /** @return {@link SortedLinkedList}'s bounds */
    public static IFinitization finSortedLinkedListTooStrong(int n) {
        return bounds(SortedLinkedListTooStrong.class, n);
    }
}
