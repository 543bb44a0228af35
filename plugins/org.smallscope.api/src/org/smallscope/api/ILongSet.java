package org.smallscope.api;

/** A domain of long values in search order (Korat's ILongSet): a value set whose values can be appended and removed. */
public interface ILongSet extends IValueSet, IPrimitiveTypeSet {

    /** Appends {@code value} after the values already in the set. */
    void addLong(long value);

    /** Appends {@code min, min+diff, ...} while below {@code max}, then {@code max} itself (nothing if {@code min > max}). */
    void addRange(long min, long diff, long max);

    /** Removes the first occurrence of {@code value}, if any. */
    void removeLong(long value);
}
