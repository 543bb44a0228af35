package org.smallscope.engine.tests.everyday;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.examples.everyday.ArrayList;

/**
 * The ArrayList example: the search finds exactly the valid lists of the whole space, as many as a plain
 * enumeration of the abstract lists gives, and method mode catches a {@code remove} that leaves a stale cell.
 */
class ArrayListTest {

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {0, 1, 2, 3, 4})
    void everyValidListOfTheWholeSpaceIsFoundOnce(int n) throws Throwable {
        Spaces.Searched s = Spaces.search(ArrayList.class, n);
        Set<String> expected = Spaces.bruteForce(s.subject());

        List<String> found = s.canonical();

        assertEquals(expected, new TreeSet<>(found));
        assertEquals(found.size(), new HashSet<>(found).size(), "no list is found twice");
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {3, 4, 5})
    void validCountEqualsAPlainEnumerationOfTheLists(int n) {
        Spaces.Searched s = Spaces.search(ArrayList.class, n);

        assertEquals(ListShapes.all(n).size(), s.result().valid());
        assertEquals(s.valid().size(), new HashSet<>(s.canonical()).size(), "no two results are isomorphic");
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {2, 3})
    void theCorrectRemoveKeepsEveryListValid(int n) {
        Spaces.Searched s = Spaces.search(ArrayList.class, n);

        Runs runs = removeAtEveryIndex(s, n);

        assertEquals(ListShapes.all(n).stream().mapToInt(l -> l.elements().size()).sum(), runs.inputs());
        assertEquals(List.of(), runs.counterexamples());
    }

    @ParameterizedTest(name = "size {0}")
    @ValueSource(ints = {2, 3})
    void aRemoveThatKeepsTheLastCellIsCaughtExactlyWhereThatCellHeldAnElement(int n) {
        Spaces.Searched s = Spaces.search(ArrayListRemoveKeepsLast.class, n);
        // the stale cell is the old last element: repOk fails unless it was null, whichever index is removed
        int expected = ListShapes.all(n).stream().filter(l -> !l.elements().isEmpty() && l.elements().get(l.elements().size() - 1) != null)
                .mapToInt(l -> l.elements().size()).sum();

        Runs runs = removeAtEveryIndex(s, n);

        assertTrue(expected > 0);
        assertEquals(expected, runs.counterexamples().size());
        assertTrue(runs.counterexamples().stream().allMatch(c -> c.problem() == Counterexample.Problem.REPOK_FALSE), runs.toString());
        Counterexample first = runs.counterexamples().get(0);
        assertTrue(first.call().startsWith("remove(") && first.structure().contains("elementData="), first.describe());
    }

    /** What method mode found over several groups of receivers. */
    private record Runs(long inputs, List<Counterexample> counterexamples) {
    }

    /** Calls {@code remove(i)} on every list for every index i it has (remove's precondition), grouped by size. */
    private static Runs removeAtEveryIndex(Spaces.Searched s, int n) {
        long inputs = 0;
        List<Counterexample> counterexamples = new java.util.ArrayList<>();
        for (int size = 1; size <= n; size++) {
            MethodUnderTest remove = MethodUnderTest.resolve(s.subject(), "remove", List.of("0.." + (size - 1)));
            MethodRun run = MethodRunner.run(s.subject(), s.where("size", size), remove, 5_000);
            inputs += run.inputs();
            counterexamples.addAll(run.counterexamples());
        }
        return new Runs(inputs, counterexamples);
    }
}
