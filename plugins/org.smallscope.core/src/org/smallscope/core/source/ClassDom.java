package org.smallscope.core.source;

import java.util.Arrays;

import org.smallscope.engine.subject.IntsSignature;

/**
 * One class domain of a finitization evaluated on source: a class (or array type) and its number of objects, which
 * later {@code createClassDomain}/{@code createObjSet} calls may raise, with the shape of its arrays for an array pool.
 */
final class ClassDom {

    /** The lengths and element domain of the arrays of a pool, and the Java name of their component type. */
    record ArrayShape(String componentType, int[] lengths, SourceDomain elements) {

        /** @return the largest length: the number of element slots of each array */
        int maxLength() {
            return Arrays.stream(lengths).max().orElse(0);
        }
    }

    private final String simpleName;
    private final String binaryName;
    private final int line;
    private final int start;
    private final int length;
    private final ArrayShape array;
    private int count;

    /**
     * @param simpleName {@code Node}, {@code int[]}, {@code Record[]}
     * @param binaryName {@code a.b.BST$Node}, or null when the class is not declared in the unit
     * @param count the number of objects
     * @param line the line of the call that created the domain
     * @param start the call's offset
     * @param length the call's length
     * @param array the shape of its arrays, or null for a class
     */
    ClassDom(String simpleName, String binaryName, int count, int line, int start, int length, ArrayShape array) {
        this.simpleName = simpleName;
        this.binaryName = binaryName;
        this.count = count;
        this.line = line;
        this.start = start;
        this.length = length;
        this.array = array;
    }

    String simpleName() {
        return simpleName;
    }

    /** @return the binary name when known, else the simple name */
    String binaryName() {
        return binaryName == null ? simpleName : binaryName;
    }

    int count() {
        return count;
    }

    /** Raises the number of objects to {@code n} (never lowers it), as a later call for the same class does. */
    void raiseTo(int n) {
        count = Math.max(count, n);
    }

    int line() {
        return line;
    }

    int start() {
        return start;
    }

    int length() {
        return length;
    }

    /** @return the shape of the pool's arrays, or null for a class */
    ArrayShape array() {
        return array;
    }

    boolean isArray() {
        return array != null;
    }

    /** @return {@code Node x3}, or for a pool {@code int[] x1 lengths ints[0, 1] elements ints[-1, 0]}, as the engine signs it */
    String signature() {
        String s = simpleName + " x" + count;
        return array == null ? s : s + " lengths " + IntsSignature.of(array.lengths()) + " elements " + array.elements().signature();
    }
}
