package org.smallscope.api.internal;

import org.smallscope.api.IObjSet;

/** An object set: {@code num} instances of one class, optionally preceded by {@code null}. */
final class ObjSet implements IObjSet {

    private final Class<?> objectClass;
    private final int num;
    private boolean includeNull;

    ObjSet(Class<?> objectClass, int num, boolean includeNull) {
        this.objectClass = objectClass;
        this.num = num;
        this.includeNull = includeNull;
    }

    @Override
    public Class<?> getObjectClass() {
        return objectClass;
    }

    @Override
    public int getNumObjects() {
        return num;
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
        return num + (includeNull ? 1 : 0);
    }

    @Override
    public String toString() {
        return "ObjSet(" + objectClass.getSimpleName() + " x" + num + (includeNull ? ", null" : "") + ")";
    }
}
