package sample.heap;

import java.util.Arrays;
import java.util.OptionalInt;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;

/**
 * A max-heap of ints in an array: the first {@code size} cells hold the heap, every element at most its parent.
 * Smallscope's sample for the Maven plugin and the JUnit 5 extension.
 */
public class BinaryHeap {

    /** The number of elements. */
    int size;
    /** The cells: the heap first, then spare room. */
    int[] array = new int[0];

    /** @return whether this is a well-formed heap: its size fits the array and every element is at most its parent */
    public boolean repOk() {
        return array != null && size >= 0 && size <= array.length && heapOrdered();
    }

    /** @return the bounds: size 0..n, one array of length 0..n with elements 0..n */
    public static IFinitization finBinaryHeap(int n) {
        IFinitization f = FinitizationFactory.create(BinaryHeap.class);
        IIntSet upToN = f.createIntSet(0, n);
        f.set("size", upToN);
        f.set("array", f.createArraySet(int[].class, upToN, upToN, 1));
        return f;
    }
    private boolean heapOrdered() {
        for (int i = 1; i < size; i++) {
            if (array[i] > array[(i - 1) / 2]) {
                return false;
            }
        }
        return true;
    }

    /** Not yet part of repOk: the example edit in docs/user/maven-plugin.md appends {@code && spareCellsZero()} to it. */
    private boolean spareCellsZero() {
        for (int i = size; i < array.length; i++) {
            if (array[i] != 0) {
                return false;
            }
        }
        return true;
    }

    /** @return the number of elements */
    public int size() {
        return size;
    }

    /** @return the largest element, or nothing when the heap is empty */
    public OptionalInt max() {
        return size == 0 ? OptionalInt.empty() : OptionalInt.of(array[0]);
    }

    /** Adds {@code value}, doubling the array when it is full. */
    public void insert(int value) {
        if (size == array.length) {
            array = Arrays.copyOf(array, Math.max(1, 2 * array.length));
        }
        array[size] = value;
        siftUp(size++);
    }

    /** Moves the element at {@code i} up while it is larger than its parent. */
    private void siftUp(int i) {
        int parent = (i - 1) / 2;
        if (i > 0 && array[parent] < array[i]) {
            swap(i, parent);
            siftUp(parent);
        }
    }

    /** @return the largest element, removed, or nothing when the heap is empty */
    public OptionalInt removeMax() {
        OptionalInt max = max();
        if (max.isEmpty()) {
            return max;
        }
        array[0] = array[--size];
        array[size] = 0;
        int i = 0;
        for (int largest = largest(i); largest != i; largest = largest(i)) {
            swap(i, largest);
            i = largest;
        }
        return max;
    }

    private int largest(int i) {
        int largest = i;
        for (int child = 2 * i + 1; child <= 2 * i + 2 && child < size; child++) {
            if (array[child] > array[largest]) {
                largest = child;
            }
        }
        return largest;
    }

    /** Exchanges the cells {@code i} and {@code j}. */
    private void swap(int i, int j) {
        int t = array[i];
        array[i] = array[j];
        array[j] = t;
    }
}
