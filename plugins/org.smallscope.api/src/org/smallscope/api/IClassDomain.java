package org.smallscope.api;

import java.util.Collection;
import java.util.List;

/**
 * The objects of one class that a candidate has, shared by every object set that draws from that class (as in
 * Korat: one class domain per class). Its position among the class domains (the order of the candidate vector)
 * is fixed by the call that first creates it. Its objects are either created by the search ({@code createClassDomain(C,
 * n)}) or given by the finitization ({@link #addObject}): constants such as {@code Integer}s, in the order added.
 */
public interface IClassDomain {

    /** @return the concrete class of the objects */
    Class<?> getDomainClass();

    /** @return the concrete class of the objects (Korat's name of {@link #getDomainClass()}) */
    default Class<?> getClassOfObjects() {
        return getDomainClass();
    }

    /** @return the binary name of the class of the objects */
    default String getClassNameOfObjects() {
        return getDomainClass().getName();
    }

    /** @return how many objects the domain holds: the added ones and those the search creates */
    int getSize();

    /**
     * Adds a finitization-built object after those added before (as Korat, an object that is not of the domain's class is
     * ignored). Such objects are constants: the search never writes their fields.
     *
     * @throws FinitizationException if {@code obj} is null or the domain is an array set's pool
     */
    void addObject(Object obj);

    /** {@link #addObject} for each of {@code objs}, in order. */
    default void addObjects(Object[] objs) {
        if (objs == null) {
            throw new FinitizationException("addObjects(null): give an array of objects");
        }
        for (Object o : objs) {
            addObject(o);
        }
    }

    /** {@link #addObject} for each of {@code objs}, in iteration order. */
    default void addObjects(Collection<?> objs) {
        if (objs == null) {
            throw new FinitizationException("addObjects(null): give a collection of objects");
        }
        for (Object o : objs) {
            addObject(o);
        }
    }

    /** @return the objects added with {@link #addObject}, in order */
    List<Object> getAddedObjects();

    /**
     * Whether the domain takes part in isomorphism breaking (the default, as in Korat): a field may hold an object of
     * the domain only up to one past the highest index that the fields read before it hold. With {@code false} every
     * object is tried in every field, as constants such as Integers need.
     */
    void includeInIsomorphismCheck(boolean include);

    /** @return whether the domain takes part in isomorphism breaking */
    boolean isIncludedInIsomorphismChecking();
}
