package org.smallscope.examples.builders;

import java.util.List;

import org.smallscope.api.IFinitization;

/** {@link ChainedHashMap} with a planted flaw: repOk forgets that keys are unique, so it accepts two entries of one key, which put never makes. */
public class ChainedHashMapTooWeak extends ChainedHashMap {

    /** @return false (too weak: a repeated key passes) */
    @Override
    protected boolean repeats(List<Integer> keys, int key) {
        return false;
    }

    /** @return {@link ChainedHashMap}'s bounds */
    public static IFinitization finChainedHashMapTooWeak(int n) {
        return bounds(ChainedHashMapTooWeak.class, n);
    }
}
