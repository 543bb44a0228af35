package org.smallscope.api.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.smallscope.api.FinitizationException;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IObjSet;

/** An object set: the objects of its class domains in the order they were added, optionally preceded by {@code null}. */
final class ObjSet implements IObjSet {

    private final Class<?> objectClass;
    private final List<IClassDomain> domains = new ArrayList<>();
    private boolean includeNull;

    ObjSet(Class<?> objectClass, boolean includeNull) {
        this.objectClass = objectClass;
        this.includeNull = includeNull;
    }

    @Override
    public Class<?> getObjectClass() {
        return objectClass;
    }

    @Override
    public int getNumObjects() {
        return domains.stream().mapToInt(IClassDomain::getSize).sum();
    }

    @Override
    public void addClassDomain(IClassDomain domain) {
        if (domain == null) {
            throw new FinitizationException("addClassDomain: the class domain is null");
        }
        if (!objectClass.isAssignableFrom(domain.getDomainClass())) {
            throw new FinitizationException("addClassDomain(" + domain.getDomainClass().getName() + "): its objects are not of the set's type "
                    + objectClass.getName());
        }
        if (!domains.contains(domain)) {
            domains.add(domain);
        }
    }

    @Override
    public List<IClassDomain> getClassDomains() {
        return Collections.unmodifiableList(domains);
    }

    @Override
    public boolean includesNull() {
        return includeNull;
    }

    @Override
    public void setNullAllowed(boolean allowed) {
        includeNull = allowed;
    }

    @Override
    public int size() {
        return getNumObjects() + (includeNull ? 1 : 0);
    }

    @Override
    public String toString() {
        return "ObjSet(" + objectClass.getSimpleName() + " " + domains + (includeNull ? ", null" : "") + ")";
    }
}
