package org.smallscope.api;

/** A domain of float values in search order (Korat's IFloatSet): a value set whose values can be appended and removed. */
public interface IFloatSet extends IValueSet, IPrimitiveTypeSet {

    /** Appends {@code value} after the values already in the set. */
    void addFloat(float value);

    /** Appends {@code min, min+diff, ...} while below {@code max}, then {@code max} itself (nothing if {@code min > max}). */
    void addRange(float min, float diff, float max);

    /** Removes the first occurrence of {@code value}, if any. */
    void removeFloat(float value);
}
