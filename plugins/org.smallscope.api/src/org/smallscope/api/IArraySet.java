package org.smallscope.api;

/**
 * A pool of arrays of one array type, each with a searched length and searched elements (Korat's array set). A
 * field bounded by an array set owns one array of the pool: the k-th such field of a candidate, in vector order,
 * holds the k-th array, never null and never shared. Elements at or beyond an array's current length are not
 * part of the candidate.
 */
public interface IArraySet extends IFinSet {

    /** @return the array type, e.g. {@code int[].class} */
    Class<?> getArrayType();

    /** @return the lengths an array may have */
    IIntSet getLengths();

    /** @return the values each element may take */
    IFinSet getElements();

    /** @return how many arrays the pool holds */
    int getCount();

    /** @return the pool of arrays, a class domain whose class is the array type */
    IClassDomain getClassDomain();

    /** @return the lengths an array may have (Korat's name of {@link #getLengths()}) */
    default IIntSet getArraySizes() {
        return getLengths();
    }

    /** Replaces the lengths an array may have. */
    void setArraySizes(IIntSet sizes);

    /** @return the values each element may take (Korat's name of {@link #getElements()}) */
    default IFieldDomain getComponentsSet() {
        return getElements();
    }

    /** Replaces the values each element may take. */
    void setComponentsSet(IFieldDomain elements);

    @Override
    default Class<?> getClassOfField() {
        return getArrayType();
    }

    @Override
    default boolean isPrimitiveType() {
        return false;
    }

    @Override
    default boolean isArrayType() {
        return true;
    }

    /** @return where {@code createArraySet} was called (for error messages), or {@code null} if unknown */
    StackTraceElement getOrigin();
}
