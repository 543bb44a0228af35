package org.smallscope.engine.subject;

import java.util.List;

/**
 * Korat's {@code addAll}: a collection field whose collection, in each object that has it, gets the values of a domain
 * once, before the search (the field is not searched).
 *
 * @param owners the objects that hold the collection: -1 for the root, else object class ids
 * @param declaringClass the binary name of the class declaring the field
 * @param field the name of the field
 * @param values the values to add, in order ({@code null} first if the object set allows it)
 */
public record CollectionFilling(List<Integer> owners, String declaringClass, String field, Domain values) {
}
