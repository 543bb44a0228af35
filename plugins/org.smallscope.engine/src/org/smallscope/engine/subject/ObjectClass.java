package org.smallscope.engine.subject;

/**
 * One object set of a finitization: a class and how many of its objects a candidate has.
 *
 * @param id the position of the set among the finitization's object sets
 * @param className the binary name of the class
 * @param simpleName the short name used in labels ({@code Node} for {@code BST$Node})
 * @param count the number of objects
 */
public record ObjectClass(int id, String className, String simpleName, int count) {

    /** @return the label of object {@code index}: {@code Node0}, {@code Node1}, ... */
    public String label(int index) {
        return simpleName + index;
    }
}
