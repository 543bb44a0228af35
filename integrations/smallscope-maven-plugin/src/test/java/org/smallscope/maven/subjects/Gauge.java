package org.smallscope.maven.subjects;

/** A test subject with no finitization of its own (it does not use the API): a level between 0 and a maximum of at least 1. */
public class Gauge {

    int level;
    int max;

    /** @return whether the level is between 0 and the maximum, which is at least 1 */
    public boolean repOk() {
        return max >= 1 && level >= 0 && level <= max;
    }
}
