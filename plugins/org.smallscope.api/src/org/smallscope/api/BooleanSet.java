package org.smallscope.api;

/** The boolean domain {@code false, true}. */
final class BooleanSet implements IBooleanSet {

    @Override
    public int size() {
        return 2;
    }

    @Override
    public String toString() {
        return "BooleanSet[false, true]";
    }
}
