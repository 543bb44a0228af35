package org.smallscope.api;

/** A domain of boolean values: {@code false}, then {@code true}. */
public interface IBooleanSet extends IPrimitiveTypeSet {

    @Override
    default Class<?> getClassOfField() {
        return boolean.class;
    }
}
