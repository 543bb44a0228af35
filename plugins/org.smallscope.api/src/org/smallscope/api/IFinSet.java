package org.smallscope.api;

/** A finite, ordered set of values that a finitized field may take (a field domain). */
public interface IFinSet {

    /** @return the number of values; index 0 is the first value a search tries */
    int size();
}
