package org.smallscope.examples.everyday;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;
import org.smallscope.api.IValueSet;

/**
 * A resizable list backed by an array, simplified from {@code java.util.ArrayList}: the first {@code size} cells of
 * {@code elementData} hold the elements in order (null is a valid element), the cells after them are null so that
 * removed elements can be garbage collected, and the array grows by half when it is full.
 */
public class ArrayList {

    /** The cells: the list's elements, then unused (null) cells; its length is the capacity. */
    public Object[] elementData = new Object[0];
    /** The number of elements. */
    public int size;

    /** @return whether the array exists, holds between 0 and its length elements, and every unused cell is null */
    public boolean repOk() {
        return hasArray() && sizeWithinCapacity() && unusedCellsCleared();
    }

    /** @return whether there is an array */
    public boolean hasArray() {
        return elementData != null;
    }

    /** @return whether size is between 0 and the array's length */
    public boolean sizeWithinCapacity() {
        return size >= 0 && size <= elementData.length;
    }

    /** @return whether every cell after the elements is null (removed elements must not stay reachable) */
    public boolean unusedCellsCleared() {
        for (int i = size; i < elementData.length; i++) {
            if (elementData[i] != null) {
                return false;
            }
        }
        return true;
    }

    /** @return the number of elements */
    public int size() {
        return size;
    }

    /** @return whether the list has no elements */
    public boolean isEmpty() {
        return size == 0;
    }

    /** @return the element at {@code index}; throws if there is none */
    public Object get(int index) {
        checkIndex(index, size);
        return elementData[index];
    }

    /** Replaces the element at {@code index} with {@code element}; @return the element it replaced */
    public Object set(int index, Object element) {
        checkIndex(index, size);
        Object old = elementData[index];
        elementData[index] = element;
        return old;
    }

    /** Appends {@code element}, growing the array when it is full; @return true, as a collection's add does */
    public boolean add(Object element) {
        if (size == elementData.length) {
            grow(size + 1);
        }
        elementData[size++] = element;
        return true;
    }

    /** Inserts {@code element} at {@code index} (0..size), shifting the later elements right. */
    public void add(int index, Object element) {
        checkIndex(index, size + 1);
        if (size == elementData.length) {
            grow(size + 1);
        }
        System.arraycopy(elementData, index, elementData, index + 1, size - index);
        elementData[index] = element;
        size++;
    }

    /** Removes the element at {@code index}, shifting the later elements left; @return the removed element */
    public Object remove(int index) {
        checkIndex(index, size);
        Object removed = elementData[index];
        int moved = size - index - 1;
        if (moved > 0) {
            System.arraycopy(elementData, index + 1, elementData, index, moved);
        }
        elementData[--size] = null;
        return removed;
    }

    /** @return the index of the first element equal to {@code element} (or null if it is null), or -1 */
    public int indexOf(Object element) {
        for (int i = 0; i < size; i++) {
            if (element == null ? elementData[i] == null : element.equals(elementData[i])) {
                return i;
            }
        }
        return -1;
    }

    /** @return whether some element equals {@code element} */
    public boolean contains(Object element) {
        return indexOf(element) >= 0;
    }

    /** Removes every element, keeping the capacity. */
    public void clear() {
        for (int i = 0; i < size; i++) {
            elementData[i] = null;
        }
        size = 0;
    }

    /** Makes room for at least {@code capacity} elements without further growth. */
    public void ensureCapacity(int capacity) {
        if (capacity > elementData.length) {
            grow(capacity);
        }
    }

    /** Shrinks the array to exactly the elements. */
    public void trimToSize() {
        if (size < elementData.length) {
            Object[] trimmed = new Object[size];
            System.arraycopy(elementData, 0, trimmed, 0, size);
            elementData = trimmed;
        }
    }

    /** Replaces the array by one of at least {@code minCapacity} cells, half again as long as the old one if that is more. */
    protected void grow(int minCapacity) {
        int capacity = Math.max(minCapacity, elementData.length + (elementData.length >> 1));
        Object[] larger = new Object[capacity];
        System.arraycopy(elementData, 0, larger, 0, size);
        elementData = larger;
    }

    private static void checkIndex(int index, int limit) {
        if (index < 0 || index >= limit) {
            throw new IndexOutOfBoundsException("index " + index + " out of bounds for length " + limit);
        }
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < size; i++) {
            sb.append(i == 0 ? "" : ", ").append(elementData[i]);
        }
        return sb.append(']').toString();
    }

    /**
     * @return bounds: size 0..n, one array of capacity 0..n whose cells hold null or one of the Integers 0..n-1
     */
    public static IFinitization finArrayList(int n) {
        IFinitization f = FinitizationFactory.create(ArrayList.class);
        Integer[] values = new Integer[n + 1];
        for (int i = 0; i < n; i++) {
            values[i + 1] = i;
        }
        IValueSet elements = f.createValueSet(Integer.class, values);
        IIntSet capacities = f.createIntSet(0, n);
        IArraySet arrays = f.createArraySet(Object[].class, capacities, elements, 1);
        f.set("elementData", arrays);
        f.set("size", f.createIntSet(0, n));
        return f;
    }
}
