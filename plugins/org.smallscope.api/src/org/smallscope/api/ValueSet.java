package org.smallscope.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A domain of constant values of one type, in search order. */
class ValueSet implements IValueSet {

    private final Class<?> valueType;
    private final List<Object> values;

    ValueSet(Class<?> valueType, List<Object> values) {
        this.valueType = valueType;
        this.values = new ArrayList<>(values);
    }

    @Override
    public Class<?> getValueType() {
        return valueType;
    }

    @Override
    public List<Object> values() {
        return Collections.unmodifiableList(values);
    }

    /** Appends {@code value} (Korat's {@code addLong}, {@code addDouble}, ...). */
    final void append(Object value) {
        values.add(value);
    }

    /** Appends {@code more}, in order. */
    final void appendAll(List<Object> more) {
        values.addAll(more);
    }

    /** Removes the first occurrence of {@code value}. */
    final void removeValue(Object value) {
        values.remove(value);
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
