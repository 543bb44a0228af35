package org.smallscope.engine.tests.everyday.edits;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.ArrayList;

/**
 * {@link ArrayListNoDuplicates} with a check that stops at the first repeated element: it rejects a list ArrayList
 * accepts before reading all the cells ArrayList's search touched, which iGen's mixed ranges cannot follow.
 */
public class ArrayListNoDuplicatesEarlyExit extends ArrayList {

    @Override
    public boolean repOk() {
        return hasArray() && sizeWithinCapacity() && unusedCellsCleared() && noDuplicates();
    }

    /** @return whether the first {@code size} cells hold distinct elements, stopping at the first repeat */
    public boolean noDuplicates() {
        Set<Object> seen = new HashSet<>();
        for (int i = 0; i < size; i++) {
            if (!seen.add(elementData[i])) {
                return false;
            }
        }
        return true;
    }

    /** @return the ArrayList example's bounds */
    public static IFinitization finArrayListNoDuplicatesEarlyExit(int n) {
        return EverydayBounds.arrayList(ArrayListNoDuplicatesEarlyExit.class, n);
    }
}
