package org.smallscope.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

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
    public boolean addClassDomain(IClassDomain domain) {
        if (domain == null) {
            throw new FinitizationException("addClassDomain: the class domain is null");
        }
        if (!objectClass.isAssignableFrom(domain.getDomainClass())) {
            throw new FinitizationException("addClassDomain(" + domain.getDomainClass().getName() + "): its objects are not of the set's type "
                    + objectClass.getName());
        }
        if (domains.contains(domain) || domain.getSize() == 0) { // Korat: an empty domain is not added (add objects first)
            return false;
        }
        domains.add(domain);
        return true;
    }

    @Override
    public boolean removeClassDomain(IClassDomain domain) {
        return domains.remove(domain);
    }

    @Override
    public IClassDomain removeClassDomain(int index) {
        if (includeNull && index == 0) {
            includeNull = false;
            return null;
        }
        int at = index - (includeNull ? 1 : 0);
        return at < 0 || at >= domains.size() ? null : domains.remove(at);
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
    public Object[] getAllObjects() {
        return getObjectsOfClass(Object.class, true);
    }

    @Override
    public Object[] getObjectsOfClass(Class<?> cls) {
        return getObjectsOfClass(cls, false);
    }

    private Object[] getObjectsOfClass(Class<?> cls, boolean withNull) {
        List<Object> objects = new ArrayList<>();
        if (withNull && includeNull) {
            objects.add(null);
        }
        for (IClassDomain d : domains) {
            if (!cls.isAssignableFrom(d.getDomainClass())) {
                continue;
            }
            if (d.getSize() > d.getAddedObjects().size()) {
                throw new FinitizationException("the objects of " + d.getDomainClass().getName()
                        + " are created by the search for each run; only objects added with addObject exist in the finitization");
            }
            objects.addAll(d.getAddedObjects());
        }
        return objects.toArray();
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
