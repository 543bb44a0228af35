package org.smallscope.engine.subject;

/**
 * One position of the candidate vector: a field of one object.
 *
 * @param index the position in the vector
 * @param object the owning object: -1 for the root, else the global object number
 * @param objectLabel {@code this}, {@code Node0}, ...
 * @param field the bounded field
 */
public record Slot(int index, int object, String objectLabel, FieldSpec field) {

    /** @return {@code Node0.left} */
    public String name() {
        return objectLabel + "." + field.fieldName();
    }
}
