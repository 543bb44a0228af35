package org.smallscope.api;

/** A finite, ordered set of values that a finitized field may take (a field domain). */
public interface IFinSet extends IFieldDomain {

    /** @return the number of values; index 0 is the first value a search tries */
    int size();

    @Override
    default int getNumberOfElements() {
        return size();
    }

    @Override
    default boolean isPrimitiveType() {
        return true;
    }

    @Override
    default boolean isArrayType() {
        return false;
    }

    @Override
    default int getNumOfClassDomains() {
        return 1;
    }
}
