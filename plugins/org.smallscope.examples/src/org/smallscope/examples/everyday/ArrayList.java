package org.smallscope.examples.everyday;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;
import org.smallscope.api.IValueSet;

/**
 * STAND-IN (replaced by the real example when merging): a list of Integers kept in the first {@code size} cells of an
 * array that grows when it is full; the cells after {@code size} hold null.
 */
public class ArrayList {

    /** The cells: the elements, then unused cells (null). */
    public Object[] elementData = new Object[0];
    /** The number of elements. */
    public int size;

    /** @return whether the first {@code size} cells hold elements and the others hold null */
    public boolean repOk() {
        if (elementData == null || size < 0 || size > elementData.length) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (!(elementData[i] instanceof Integer)) {
                return false;
            }
        }
        for (int i = size; i < elementData.length; i++) {
            if (elementData[i] != null) {
                return false;
            }
        }
        return true;
    }

    /** Appends {@code element}, growing the array when it is full. */
    public void add(Object element) {
        if (size == elementData.length) {
            Object[] larger = new Object[Math.max(1, elementData.length * 2)];
            System.arraycopy(elementData, 0, larger, 0, size);
            elementData = larger;
        }
        elementData[size++] = element;
    }

    /** @return the element at {@code index}, removed; the later elements move down */
    public Object remove(int index) {
        Object removed = get(index);
        System.arraycopy(elementData, index + 1, elementData, index, size - index - 1);
        elementData[--size] = null;
        return removed;
    }

    /** @return the element at {@code index} */
    public Object get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + ", size " + size);
        }
        return elementData[index];
    }

    /** @return bounds: size 0..n, one array of length 0..n whose cells hold null or 0..n-1 */
    public static IFinitization finArrayList(int n) {
        IFinitization f = FinitizationFactory.create(ArrayList.class);
        Integer[] values = new Integer[n + 1];
        for (int i = 0; i < n; i++) {
            values[i + 1] = i;
        }
        IValueSet elements = f.createValueSet(Integer.class, values);
        IIntSet lengths = f.createIntSet(0, n);
        IArraySet arrays = f.createArraySet(Object[].class, lengths, elements, 1);
        f.set("elementData", arrays);
        f.set("size", f.createIntSet(0, n));
        return f;
    }
}
