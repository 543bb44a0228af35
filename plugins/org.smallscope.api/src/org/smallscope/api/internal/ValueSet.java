package org.smallscope.api.internal;

import java.util.Collections;
import java.util.List;

import org.smallscope.api.IValueSet;

/** A domain of constant values of one type, in search order. */
final class ValueSet implements IValueSet {

    private final Class<?> valueType;
    private final List<Object> values;

    ValueSet(Class<?> valueType, List<Object> values) {
        this.valueType = valueType;
        this.values = Collections.unmodifiableList(values);
    }

    @Override
    public Class<?> getValueType() {
        return valueType;
    }

    @Override
    public List<Object> values() {
        return values;
    }

    @Override
    public int size() {
        return values.size();
    }

    @Override
    public String toString() {
        return "ValueSet(" + valueType.getSimpleName() + ")" + values;
    }
}
