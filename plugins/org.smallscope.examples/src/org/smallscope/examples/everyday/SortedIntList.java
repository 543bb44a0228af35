package org.smallscope.examples.everyday;

import org.smallscope.api.IFinitization;

/**
 * {@link IntList} edited to also demand strictly increasing values: the same fields and bounds, one more check after
 * the old ones, so a snapshot of IntList is compatible with it (64 lists at 6 cells and 6 values).
 */
public class SortedIntList extends IntList {

    /** @return whether the cells form a list without cycle of {@code size} cells, in increasing order */
    @Override
    public boolean repOk() {
        return acyclic() && sizeOk() && sorted();
    }

    /** @return whether every value is smaller than the next one */
    protected boolean sorted() {
        for (Cell c = first; c != null && c.next != null; c = c.next) {
            if (c.value >= c.next.value) {
                return false;
            }
        }
        return true;
    }

    /** @return IntList's bounds: {@code nodes} cells, size {@code 0..nodes}, values {@code 0..values-1} */
    public static IFinitization finSortedIntList(int nodes, int values) {
        return bounds(SortedIntList.class, nodes, values);
    }
}
