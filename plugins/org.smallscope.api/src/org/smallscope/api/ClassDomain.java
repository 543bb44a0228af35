package org.smallscope.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The shared objects of one class in a finitization: objects added by the finitization, then a count the search creates (which only grows). */
final class ClassDomain implements IClassDomain {

    private final Class<?> domainClass;
    private final boolean pool;
    private final List<Object> added = new ArrayList<>();
    private int created;
    private boolean isomorphic = true;

    ClassDomain(Class<?> domainClass, int created, boolean pool) {
        this.domainClass = domainClass;
        this.created = created;
        this.pool = pool;
    }

    @Override
    public Class<?> getDomainClass() {
        return domainClass;
    }

    @Override
    public int getSize() {
        return added.size() + created;
    }

    /** Raises the number of created objects to {@code num} (Korat: refused once objects were added by hand). */
    void raiseTo(String call, int num) {
        if (!added.isEmpty()) {
            throw new FinitizationException(call + ": the class domain of " + domainClass.getName()
                    + " holds objects added with addObject; as in Korat, it cannot be created again or enlarged");
        }
        created = Math.max(created, num);
    }

    @Override
    public void addObject(Object obj) {
        if (obj == null) {
            throw new FinitizationException("addObject(null) on the class domain of " + domainClass.getName() + ": null is not an object;"
                    + " allow it with setNullAllowed(true) on the object set");
        }
        if (pool) {
            throw new FinitizationException("addObject on the array pool " + domainClass.getSimpleName() + ": its arrays come from createArraySet");
        }
        if (domainClass.isInstance(obj)) { // as in Korat, an object of another class is left out
            added.add(obj);
        }
    }

    @Override
    public List<Object> getAddedObjects() {
        return Collections.unmodifiableList(added);
    }

    @Override
    public void includeInIsomorphismCheck(boolean include) {
        isomorphic = include;
    }

    @Override
    public boolean isIncludedInIsomorphismChecking() {
        return isomorphic;
    }

    @Override
    public String toString() {
        return "ClassDomain(" + domainClass.getSimpleName() + " x" + getSize() + ")";
    }
}
