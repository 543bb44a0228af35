package org.smallscope.api;

import java.util.List;

/**
 * A domain of constant values of one type, in search order: long, short, byte, char, float and double numbers,
 * strings, or any immutable values the finitization builds itself (no constructor is called by the search).
 */
public interface IValueSet extends IFinSet {

    /** @return the type of the values: a primitive type for numbers and chars, else the values' class */
    Class<?> getValueType();

    /** @return the values, boxed, in the order the search tries them ({@code null} may be one of them) */
    List<Object> values();

    @Override
    default Class<?> getClassOfField() {
        return getValueType();
    }
}
