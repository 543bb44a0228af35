package org.smallscope.api;

/** A domain of double values in search order (Korat's IDoubleSet): a value set whose values can be appended and removed. */
public interface IDoubleSet extends IValueSet, IPrimitiveTypeSet {

    /** Appends {@code value} after the values already in the set. */
    void addDouble(double value);

    /** Appends {@code min, min+diff, ...} while below {@code max}, then {@code max} itself (nothing if {@code min > max}). */
    void addRange(double min, double diff, double max);

    /** Removes the first occurrence of {@code value}, if any. */
    void removeDouble(double value);
}
