package org.smallscope.api;

/**
 * Korat's common supertype of field domains: every set a finitization makes (object, int, boolean, array, enum and
 * value sets) is one, so {@code IFieldDomain d = f.createIntSet(0, 3); f.set("x", d);} compiles and works.
 */
public interface IFieldDomain {

    /** @return the type of the values: the object set's class, {@code int.class}, the array type, the enum or value class */
    Class<?> getClassOfField();

    /** @return whether the values are not objects the search creates (Korat: true for primitives and constants) */
    boolean isPrimitiveType();

    /** @return the number of values, {@code null} included */
    int getNumberOfElements();

    /** @return whether the values are arrays of an array set */
    boolean isArrayType();

    /** @return the number of class domains of an object set; 1 for a set of values */
    int getNumOfClassDomains();
}
