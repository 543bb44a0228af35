package org.smallscope.engine.tests.everyday;

import org.smallscope.api.IFinitization;
import org.smallscope.engine.tests.everyday.edits.EverydayBounds;
import org.smallscope.examples.everyday.ArrayList;

/** A planted bug: {@code remove} shifts the later elements left but forgets to clear the cell that fell free. */
public class ArrayListRemoveKeepsLast extends ArrayList {

    @Override
    public Object remove(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " out of bounds for length " + size);
        }
        Object removed = elementData[index];
        System.arraycopy(elementData, index + 1, elementData, index, size - index - 1);
        size--;
        return removed;
    }

    /** @return the ArrayList example's bounds */
    public static IFinitization finArrayListRemoveKeepsLast(int n) {
        return EverydayBounds.arrayList(ArrayListRemoveKeepsLast.class, n);
    }
}
