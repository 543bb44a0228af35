package org.smallscope.examples.everyday;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.Generators;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;

/**
 * A max-heap of non-negative ints kept in an array, the way Korat's and UDITA's HeapArray keeps it: the first
 * {@code size} cells hold the heap (every element at most its parent), the cells after it hold -1.
 */
public class HeapArray {

    /** The marker of an unused cell. */
    public static final int EMPTY = -1;

    /** The number of elements. */
    public int size;
    /** The cells: the heap, then unused cells. */
    public int[] array = new int[0];

    /** @return whether the array holds a max-heap of {@code size} elements followed by empty cells */
    public boolean repOk() {
        if (array == null) {
            return false;
        }
        if (size < 0 || size > array.length) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            int element = array[i];
            if (element == EMPTY) {
                return false;
            }
            if (i > 0 && element > array[(i - 1) / 2]) {
                return false;
            }
        }
        for (int i = size; i < array.length; i++) {
            if (array[i] != EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** Adds {@code value} (not negative), growing the array when it is full. */
    public void insert(int value) {
        if (value < 0) {
            throw new IllegalArgumentException("values must not be negative: " + value);
        }
        if (size == array.length) {
            int[] larger = new int[Math.max(1, array.length * 2)];
            java.util.Arrays.fill(larger, EMPTY);
            System.arraycopy(array, 0, larger, 0, size);
            array = larger;
        }
        int i = size++;
        array[i] = value;
        while (i > 0 && array[(i - 1) / 2] < array[i]) {
            swap(i, (i - 1) / 2);
            i = (i - 1) / 2;
        }
    }

    /** @return the largest element, removed; throws if the heap is empty */
    public int extractMax() {
        if (size == 0) {
            throw new IllegalStateException("the heap is empty");
        }
        int max = array[0];
        array[0] = array[--size];
        array[size] = EMPTY;
        int i = 0;
        while (true) {
            int largest = i;
            int left = 2 * i + 1;
            int right = left + 1;
            if (left < size && array[left] > array[largest]) {
                largest = left;
            }
            if (right < size && array[right] > array[largest]) {
                largest = right;
            }
            if (largest == i) {
                return max;
            }
            swap(i, largest);
            i = largest;
        }
    }

    /** @return the elements in increasing order: the priority queue (a sorted multiset) this heap stands for */
    public List<Integer> abstraction() {
        List<Integer> values = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            values.add(array[i]);
        }
        Collections.sort(values);
        return values;
    }

    /** @return the priority queue after {@code insert(value)}: method mode compares it with {@link #abstraction()} */
    public static List<Integer> model_insert(List<Integer> before, int value) {
        List<Integer> after = new ArrayList<>(before);
        after.add(value);
        Collections.sort(after);
        return after;
    }

    /** @return whether {@code extractMax()} returned the largest element of {@code old} and took exactly it out */
    public boolean post_extractMax(HeapArray old, int result) {
        List<Integer> rest = old.abstraction();
        return result == rest.remove(rest.size() - 1) && rest.equals(abstraction());
    }

    private void swap(int i, int j) {
        int t = array[i];
        array[i] = array[j];
        array[j] = t;
    }

    /** @return bounds: size 0..n, one array of length 0..n with elements -1..n (Korat's and UDITA's HeapArray) */
    public static IFinitization finHeapArray(int n) {
        IFinitization f = FinitizationFactory.create(HeapArray.class);
        IIntSet sizes = f.createIntSet(0, n);
        IIntSet lengths = f.createIntSet(0, n);
        IIntSet values = f.createIntSet(EMPTY, n);
        IArraySet arrays = f.createArraySet(int[].class, lengths, values, 1);
        f.set("size", sizes);
        f.set("array", arrays);
        return f;
    }

    /** @return {@link #finHeapArray}'s bounds with a comparison generator: size is at most the array's length (repOk checks it first) */
    public static IFinitization finHeapArraySized(int n) {
        IFinitization f = finHeapArray(n);
        f.require(Generators.not(Generators.greater("size", Generators.field("array.length"))));
        return f;
    }
}
