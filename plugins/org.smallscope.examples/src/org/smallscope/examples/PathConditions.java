package org.smallscope.examples;

/**
 * Heap path conditions written as Java methods, to count with {@code smallscope count --pc PathConditions#name}: each is
 * a {@code static boolean} method of the structure, as symbolic execution of a method under test would collect them.
 */
public final class PathConditions {

    private PathConditions() {
    }

    /** @return whether the tree has a black root */
    public static boolean rootIsBlack(RBT t) {
        return t.root != null && t.root.color == RBT.BLACK;
    }

    /** @return whether the root has a left child that has a left child */
    public static boolean leftLeft(RBT t) {
        return t.root != null && t.root.left != null && t.root.left.left != null;
    }

    /** @return whether the root's key is the smallest key 0 (so it has no left subtree) */
    public static boolean rootIsSmallest(HBST t) {
        return t.root != null && t.root.info == 0;
    }

    /** @return whether the list's first two values are equal */
    public static boolean firstTwoEqual(SLL l) {
        return l.header != null && l.header.next != null && l.header.value == l.header.next.value;
    }

    /** @return whether the list's first value is 1 */
    public static boolean startsWithOne(SLL l) {
        return l.header != null && l.header.value == 1;
    }

    /** @return whether the header's successor points back to the header (a list of one entry, or two) */
    public static boolean shortCycle(DLL l) {
        return l.header != null && l.header.next.next == l.header;
    }
}
