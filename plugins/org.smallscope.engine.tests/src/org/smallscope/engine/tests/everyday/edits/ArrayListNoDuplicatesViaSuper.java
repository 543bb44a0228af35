package org.smallscope.engine.tests.everyday.edits;

import java.util.HashSet;
import java.util.Set;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.everyday.ArrayList;

/** {@link ArrayListNoDuplicates} written the way a subclass usually adds a check: {@code super.repOk() && noDuplicates()}. */
public class ArrayListNoDuplicatesViaSuper extends ArrayList {

    @Override
    public boolean repOk() {
        return super.repOk() && noDuplicates();
    }

    /**
     * @return whether the first {@code size} cells hold distinct elements, read all before deciding (as in
     *         {@link ArrayListNoDuplicates})
     */
    public boolean noDuplicates() {
        Set<Object> distinct = new HashSet<>();
        for (int i = 0; i < size; i++) {
            distinct.add(elementData[i]);
        }
        return distinct.size() == size;
    }

    /** @return the ArrayList example's bounds */
    public static IFinitization finArrayListNoDuplicatesViaSuper(int n) {
        return EverydayBounds.arrayList(ArrayListNoDuplicatesViaSuper.class, n);
    }
}
