package org.smallscope.api;

/** A domain of int values in search order, for int, short, byte, char, long, float and double fields, their boxes, and {@code Object} or {@code Number} fields (as Integers). */
public interface IIntSet extends IPrimitiveTypeSet {

    /** @return a copy of the values, in the order the search tries them */
    int[] values();

    /** Appends {@code value} after the values already in the set (as Korat does; the order need not be ascending). */
    void addInt(int value);

    /** Appends {@code min, min+diff, ...} while below {@code max}, then {@code max} itself (Korat's range; just {@code max} if {@code min > max}). */
    void addRange(int min, int diff, int max);

    /** Removes the first occurrence of {@code value}, if any. */
    void removeInt(int value);

    @Override
    default Class<?> getClassOfField() {
        return int.class;
    }
}
