package org.smallscope.api;

/** Korat's supertype of the sets of primitive values (int, boolean, byte, short, long, float, double sets). */
public interface IPrimitiveTypeSet extends IFinSet {
}
