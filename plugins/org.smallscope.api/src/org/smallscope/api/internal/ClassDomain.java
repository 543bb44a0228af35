package org.smallscope.api.internal;

import org.smallscope.api.IClassDomain;

/** The shared objects of one class in a finitization; its size only grows. */
final class ClassDomain implements IClassDomain {

    private final Class<?> domainClass;
    private int size;

    ClassDomain(Class<?> domainClass, int size) {
        this.domainClass = domainClass;
        this.size = size;
    }

    @Override
    public Class<?> getDomainClass() {
        return domainClass;
    }

    @Override
    public int getSize() {
        return size;
    }

    void raiseTo(int num) {
        size = Math.max(size, num);
    }

    @Override
    public String toString() {
        return "ClassDomain(" + domainClass.getSimpleName() + " x" + size + ")";
    }
}
