package org.smallscope.examples.builders;

import org.smallscope.api.IFinitization;

/** {@link NodeCachingList} with a planted flaw: repOk bounds the cache by {@code <} instead of {@code <=}, so it rejects the full cache remove makes. */
public class NodeCachingListTooStrong extends NodeCachingList {

    /** @return whether {@code cacheSize} is below {@link #MAX_CACHE} (too strong: off by one) */
    @Override
    protected boolean cacheFits() {
        return cacheSize < MAX_CACHE;
    }

    /** @return {@link NodeCachingList}'s bounds */
    public static IFinitization finNodeCachingListTooStrong(int n) {
        return bounds(NodeCachingListTooStrong.class, n);
    }
}
