package org.smallscope.api;

/** A domain of byte values in search order (Korat's IByteSet): a value set whose values can be appended and removed. */
public interface IByteSet extends IValueSet, IPrimitiveTypeSet {

    /** Appends {@code value} after the values already in the set. */
    void addByte(byte value);

    /** Appends {@code min, min+diff, ...} while below {@code max}, then {@code max} itself (nothing if {@code min > max}). */
    void addRange(byte min, byte diff, byte max);

    /** Removes the first occurrence of {@code value}, if any. */
    void removeByte(byte value);
}
