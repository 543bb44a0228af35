package org.smallscope.engine.subject;

/**
 * One position of the candidate vector: a field of one object, or the length or an element of an array.
 *
 * @param index the position in the vector
 * @param object the owning object: -1 for the root, else the global object number
 * @param objectLabel {@code this}, {@code Node0}, {@code int[]0}, ...
 * @param field the bounded field ({@code length} or the element index for arrays)
 * @param domain the values this position takes: the field's domain, except for an array-typed field, whose
 *        position holds the one array of the pool it owns
 */
public record Slot(int index, int object, String objectLabel, FieldSpec field, Domain domain) {

    /** @return {@code Node0.left}, {@code int[]0.length}, {@code int[]0.3} */
    public String name() {
        return objectLabel + "." + field.fieldName();
    }
}
