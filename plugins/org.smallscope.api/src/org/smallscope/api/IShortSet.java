package org.smallscope.api;

/** A domain of short values in search order (Korat's IShortSet): a value set whose values can be appended and removed. */
public interface IShortSet extends IValueSet, IPrimitiveTypeSet {

    /** Appends {@code value} after the values already in the set. */
    void addShort(short value);

    /** Appends {@code min, min+diff, ...} while below {@code max}, then {@code max} itself (nothing if {@code min > max}). */
    void addRange(short min, short diff, short max);

    /** Removes the first occurrence of {@code value}, if any. */
    void removeShort(short value);
}
