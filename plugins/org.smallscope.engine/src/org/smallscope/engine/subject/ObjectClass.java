package org.smallscope.engine.subject;

import java.util.List;

/**
 * One class domain of a finitization: a class and how many of its objects a candidate has, shared by every object
 * set drawing from it; or an array pool, whose objects are arrays with a searched length and searched elements.
 *
 * @param id the position of the domain among the finitization's class domains
 * @param className the binary name of the class ({@code int[]} style for an array type)
 * @param simpleName the short name used in labels ({@code Node} for {@code BST$Node}, {@code int[]})
 * @param count the number of objects
 * @param offset the global number of the domain's first object
 * @param array for an array pool, the lengths and elements of its arrays; else null
 */
public record ObjectClass(int id, String className, String simpleName, int count, int offset, ArrayShape array) {

    /**
     * The shape of the arrays of a pool.
     *
     * @param componentTypeName the Java name of the element type ({@code int}, {@code a.b.Node})
     * @param lengths the lengths an array may have
     * @param elements the values each element may take
     * @param fields the pseudo-fields of each array, in vector order: {@code length}, then elements {@code 0..max-1}
     */
    public record ArrayShape(String componentTypeName, Domain lengths, Domain elements, List<FieldSpec> fields) {

        /** @return the largest length (the number of element positions) */
        public int maxLength() {
            return fields.size() - 1;
        }
    }

    /** @return the label of object {@code index}: {@code Node0}, {@code Node1}, ..., {@code int[]0} */
    public String label(int index) {
        return simpleName + index;
    }

    /** @return whether this is an array pool */
    public boolean isArray() {
        return array != null;
    }
}
