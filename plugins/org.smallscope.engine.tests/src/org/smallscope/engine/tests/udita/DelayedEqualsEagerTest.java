package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.examples.Examples;

/**
 * Delayed choice generates the same inputs as eager choice, set for set, for every bundled generator program at every
 * size from 0 up to a small bound (issue #39 reported DAGGen(4) at 7,117 eager against 7,456 delayed).
 */
class DelayedEqualsEagerTest {

    private static final String PKG = "org.smallscope.examples.udita.";

    /** Every bundled generator program and the largest size it is compared at (a few seconds for all). */
    private static final Map<String, Integer> LARGEST = Map.of("NQueensGen#generate", 6, "SortedListGen#generate", 5, "SearchTreeGen#generate", 4,
            "HeapArrayGen#generate", 5, "RBTreeGen#generate", 6, "RBTreeGen#declarative", 2, "DAGGen#generate", 3, "DAGGen#dag", 3);

    static Stream<Arguments> programsAndSizes() {
        return LARGEST.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .flatMap(e -> IntStream.rangeClosed(0, e.getValue()).mapToObj(n -> Arguments.of(e.getKey(), n)));
    }

    @ParameterizedTest(name = "{0}({1}): delayed = eager")
    @MethodSource("programsAndSizes")
    void delayedGeneratesTheSameInputsAsEager(String program, int n) {
        List<String> eager = Explore.run(PKG + program, ChoiceMode.EAGER, 1, n).structures();
        List<String> delayed = Explore.run(PKG + program, ChoiceMode.DELAYED, 1, n).structures();

        assertEquals(eager.size(), new TreeSet<>(eager).size(), "eager gives each input once");
        assertEquals(delayed.size(), new TreeSet<>(delayed).size(), "delayed gives each input once");
        assertSameInputs("eager", eager, "delayed", delayed);
    }

    @ParameterizedTest(name = "DAGGen({0}) on two threads = every Java inheritance graph of {0} types")
    @ValueSource(ints = {0, 1, 2, 3})
    void dagGenGeneratesEveryJavaInheritanceGraphInBothModes(int n) {
        List<String> byHand = InheritanceGraphs.of(n);

        assertEquals(new int[] {1, 2, 10, 143}[n], byHand.size());
        assertSameInputs("by hand", byHand, "eager", Explore.run(PKG + "DAGGen#generate", ChoiceMode.EAGER, 2, n).structures());
        assertSameInputs("by hand", byHand, "delayed", Explore.run(PKG + "DAGGen#generate", ChoiceMode.DELAYED, 2, n).structures());
    }

    @Test
    void everyBundledGeneratorProgramIsCompared() throws ClassNotFoundException {
        TreeSet<String> bundled = new TreeSet<>();
        Examples.generators().values().forEach(spec -> bundled.add(spec.substring(PKG.length())));
        for (String spec : new ArrayList<>(bundled)) {
            for (Method m : Class.forName(PKG + spec.substring(0, spec.indexOf('#'))).getDeclaredMethods()) {
                if (isGenerator(m)) {
                    bundled.add(m.getDeclaringClass().getSimpleName() + "#" + m.getName());
                }
            }
        }

        assertEquals(bundled, new TreeSet<>(LARGEST.keySet()), "a bundled generator program without a size here is not compared");
    }

    /** Fails unless both sides hold the same inputs equally often, naming how many only one side has, with a few of them. */
    private static void assertSameInputs(String one, Collection<String> ones, String other, Collection<String> others) {
        TreeSet<String> onlyOne = new TreeSet<>(ones);
        onlyOne.removeAll(others);
        TreeSet<String> onlyOther = new TreeSet<>(others);
        onlyOther.removeAll(ones);

        assertTrue(onlyOne.isEmpty() && onlyOther.isEmpty() && ones.size() == others.size(), () -> one + " " + ones.size() + ", " + other + " " + others.size() + "; only " + one + " "
                + onlyOne.size() + ", e.g. " + onlyOne.stream().limit(2).toList() + "; only " + other + " " + onlyOther.size() + ", e.g. "
                + onlyOther.stream().limit(2).toList());
    }

    /** @return whether {@code m} can be explored as a generator: public, static, int bounds only, returning the input */
    private static boolean isGenerator(Method m) {
        return Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers()) && m.getReturnType() != void.class
                && m.getParameterCount() > 0 && Arrays.stream(m.getParameterTypes()).allMatch(p -> p == int.class);
    }
}
