package org.smallscope.examples.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The test suite of {@link GrepExample}, valid under every configuration. */
public class GrepExampleTest {

    @Test
    void findsAWordInOneLine() {
        List<String> out = GrepExample.grep("Fox", List.of("the Fox jumps", "a dog"));
        assertFalse(out.isEmpty());
    }

    @Test
    void countIsOneNumber() {
        List<String> out = GrepExample.grep("zebra", List.of("no match here"));
        if (GrepExample.count) {
            assertEquals(List.of(GrepExample.invert ? "1" : "0"), out);
        }
    }
}
