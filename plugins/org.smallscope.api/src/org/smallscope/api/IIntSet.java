package org.smallscope.api;

/** A domain of int values in search order, for int, short, byte, char, long, float and double fields, their boxes, and {@code Object} or {@code Number} fields (as Integers). */
public interface IIntSet extends IFinSet {

    /** @return a copy of the values, in the order the search tries them */
    int[] values();
}
