package org.smallscope.examples.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The test suite of {@link CacheExample}, valid under every configuration. */
public class CacheExampleTest {

    @Test
    void getsWhatItLoads() {
        CacheExample cache = new CacheExample();
        assertEquals("A", cache.get("a"));
        assertEquals("B", cache.get("b"));
        assertEquals("A", cache.get("a"));
        assertEquals("C", cache.get("c"));
    }

    @Test
    void countsWithStatistics() {
        CacheExample cache = new CacheExample();
        cache.get("a");
        cache.get("a");
        assertEquals(CacheExample.stats ? 1 : 0, cache.misses);
    }
}
