package org.smallscope.api;

/** A domain of objects of one class, created by the search, optionally preceded by {@code null}. */
public interface IObjSet extends IFinSet {

    /** @return the class whose instances the search creates for this set */
    Class<?> getObjectClass();

    /** @return how many distinct objects the set holds (not counting {@code null}) */
    int getNumObjects();

    /** @return whether {@code null} is the first value of the set */
    boolean includesNull();

    /** Makes {@code null} the first value of the set (or removes it). */
    void setNullAllowed(boolean allowed);
}
