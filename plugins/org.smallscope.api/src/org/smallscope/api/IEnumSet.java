package org.smallscope.api;

import java.util.List;

/** A domain of enum constants, in declaration order unless a subset was chosen. */
public interface IEnumSet extends IFinSet {

    /** @return the enum class of the constants */
    Class<? extends Enum<?>> getEnumClass();

    /** @return the constants, in the order the search tries them */
    List<Enum<?>> constants();

    @Override
    default Class<?> getClassOfField() {
        return getEnumClass();
    }
}
