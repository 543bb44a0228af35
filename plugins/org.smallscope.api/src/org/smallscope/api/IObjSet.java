package org.smallscope.api;

import java.util.List;

/**
 * A domain of objects, optionally preceded by {@code null}: the objects of one or more class domains, in the
 * order the domains were added (Korat's object set). Several object sets may draw from one class domain and
 * then share its objects.
 */
public interface IObjSet extends IFinSet {

    /** @return the type every object of the set has: the class given when the set was created */
    Class<?> getObjectClass();

    /** @return how many distinct objects the set holds (not counting {@code null}) */
    int getNumObjects();

    /**
     * Adds the objects of {@code domain} after those already in the set. As in Korat, a domain already in the set, or
     * holding no objects at the time of the call, is not added.
     *
     * @return whether the domain was added
     * @throws FinitizationException if the domain's class is not a subtype of {@link #getObjectClass()}
     */
    boolean addClassDomain(IClassDomain domain);

    /** @return whether {@code domain} was in the set (it is not any more) */
    boolean removeClassDomain(IClassDomain domain);

    /**
     * Removes the class domain at {@code index} of Korat's list, where index 0 is {@code null} when it is allowed.
     *
     * @return the removed domain; null if the index is out of range or {@code null} was removed
     */
    IClassDomain removeClassDomain(int index);

    /** @return the class domains whose objects the set holds, in order */
    List<IClassDomain> getClassDomains();

    /** @return whether {@code null} is the first value of the set */
    boolean includesNull();

    /** @return whether {@code null} is the first value of the set (Korat's name of {@link #includesNull()}) */
    default boolean isNullAllowed() {
        return includesNull();
    }

    /** Makes {@code null} the first value of the set (or removes it). */
    void setNullAllowed(boolean allowed);

    /**
     * @return the values of the set, {@code null} first if allowed (as Korat)
     * @throws FinitizationException if a class domain has objects the search creates: they exist only during a run
     */
    Object[] getAllObjects();

    /**
     * @return the objects of the set that are instances of {@code cls}
     * @throws FinitizationException if a class domain has objects the search creates
     */
    Object[] getObjectsOfClass(Class<?> cls);

    @Override
    default Class<?> getClassOfField() {
        return getObjectClass();
    }

    @Override
    default boolean isPrimitiveType() {
        return false;
    }

    @Override
    default int getNumOfClassDomains() {
        return getClassDomains().size() + (includesNull() ? 1 : 0);
    }
}
