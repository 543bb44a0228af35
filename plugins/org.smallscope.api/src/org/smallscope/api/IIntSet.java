package org.smallscope.api;

/** A domain of int values in ascending order, for int, short, byte, char, long and boxed numeric fields. */
public interface IIntSet extends IFinSet {

    /** @return a copy of the values, in the order the search tries them */
    int[] values();
}
