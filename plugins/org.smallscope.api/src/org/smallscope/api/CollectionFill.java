package org.smallscope.api;

/**
 * One {@code addAll} call of a finitization: the values of an object set that each object of a class gets in a
 * collection field before the search.
 *
 * @param owner the class whose objects hold the collection (the root class or an object class)
 * @param field the name of the collection field
 * @param values the values to add, {@code null} first if the set allows it
 * @param origin where {@code addAll} was called (for error messages), or {@code null} if unknown
 */
public record CollectionFill(Class<?> owner, String field, IObjSet values, StackTraceElement origin) {
}
