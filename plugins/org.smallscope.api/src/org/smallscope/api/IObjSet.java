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
     * Adds the objects of {@code domain} after those already in the set. Adding a domain twice has no effect.
     *
     * @throws FinitizationException if the domain's class is not a subtype of {@link #getObjectClass()}
     */
    void addClassDomain(IClassDomain domain);

    /** @return the class domains whose objects the set holds, in order */
    List<IClassDomain> getClassDomains();

    /** @return whether {@code null} is the first value of the set */
    boolean includesNull();

    /** Makes {@code null} the first value of the set (or removes it). */
    void setNullAllowed(boolean allowed);
}
