package org.smallscope.api;

/**
 * The objects of one class that a candidate has, shared by every object set that draws from that class (as in
 * Korat: one class domain per class). Its position among the class domains (the order of the candidate vector)
 * is fixed by the call that first creates it.
 */
public interface IClassDomain {

    /** @return the concrete class of the objects */
    Class<?> getDomainClass();

    /** @return how many objects the domain holds */
    int getSize();
}
