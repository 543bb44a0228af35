package org.smallscope.engine.tests.everyday.edits;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.ArrayList;

/** ArrayList with a new check after the old ones: no element occurs twice (null counts as an element). */
public class ArrayListNoDuplicates extends ArrayList {

    @Override
    public boolean repOk() {
        return hasArray() && sizeWithinCapacity() && unusedCellsCleared() && noDuplicates();
    }

    /**
     * @return whether the first {@code size} cells hold distinct elements; reads them all before deciding, so that it
     *         rejects a list only after reading what ArrayList's search touched (iGen can then reuse ArrayList's suite)
     */
    public boolean noDuplicates() {
        Set<Object> distinct = new HashSet<>();
        for (int i = 0; i < size; i++) {
            distinct.add(elementData[i]);
        }
        return distinct.size() == size;
    }

    /** @return the ArrayList example's bounds */
    public static IFinitization finArrayListNoDuplicates(int n) {
        return EverydayBounds.arrayList(ArrayListNoDuplicates.class, n);
    }
}
