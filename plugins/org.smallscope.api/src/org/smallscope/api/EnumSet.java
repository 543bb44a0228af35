package org.smallscope.api;

import java.util.List;

/** An enum domain: the chosen constants of one enum class in search order. */
final class EnumSet implements IEnumSet {

    private final Class<? extends Enum<?>> enumClass;
    private final List<Enum<?>> constants;

    EnumSet(Class<? extends Enum<?>> enumClass, List<? extends Enum<?>> constants) {
        this.enumClass = enumClass;
        this.constants = List.copyOf(constants);
    }

    @Override
    public Class<? extends Enum<?>> getEnumClass() {
        return enumClass;
    }

    @Override
    public List<Enum<?>> constants() {
        return constants;
    }

    @Override
    public int size() {
        return constants.size();
    }

    @Override
    public String toString() {
        return "EnumSet" + constants;
    }
}
