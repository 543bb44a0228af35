package org.smallscope.engine.tests.builders;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.builders.BuilderFailure;
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.examples.Examples;

/** API mode on several threads gives exactly the one-thread run: the same states, shortest sequences, order and counts. */
class ParallelBuilderSearchTest {

    static Stream<Arguments> builderExamples() {
        // every example with builders; sizes whose last levels span several batches of replays
        Map<String, Integer> sizes = Map.of("AvlTree", 6, "SearchTreeSet", 5, "LinkedHeap", 5, "SortedLinkedList", 5, "RedBlackTree", 5,
                "ChainedHashMap", 3, "ChainedHashMapTooWeak", 3);
        return Examples.withBuilders().stream().map(name -> Arguments.of(name, sizes.getOrDefault(name, 4)));
    }

    private static List<String> lines(BuilderResult r) {
        return r.states().stream().map(s -> s.sequence().text() + " -> " + s.state().canonical()).toList();
    }

    @ParameterizedTest(name = "{0}({1})")
    @MethodSource("builderExamples")
    void twoAndThreeThreadsBuildTheOneThreadStatesInTheSameOrder(String example, int n) throws Exception {
        Class<?> c = Class.forName(Examples.className(example).orElseThrow());
        BuilderResult one = new BuilderSearch(BuilderSpec.of(c, n)).run(null);
        assertTrue(one.states().size() > 1, "a run that builds something");
        for (int threads : new int[] {2, 3}) {
            BuilderResult many = new BuilderSearch(BuilderSpec.of(c, n)).threads(threads).run(null);

            assertEquals(lines(one), lines(many), threads + " threads");
            assertArrayEquals(one.statesPerLength(), many.statesPerLength());
            assertEquals(one.sequences(), many.sequences());
            assertEquals(one.overBound(), many.overBound());
            assertEquals(one.builders().stream().map(b -> b.signature()).toList(), many.builders().stream().map(b -> b.signature()).toList());
            assertEquals(one.failures().stream().map(BuilderFailure::describe).toList(), many.failures().stream().map(BuilderFailure::describe).toList());
        }
    }
}
