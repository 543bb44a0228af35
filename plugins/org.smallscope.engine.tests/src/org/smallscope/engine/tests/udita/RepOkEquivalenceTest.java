package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeSet;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.examples.RBT;
import org.smallscope.examples.everyday.HeapArray;
import org.smallscope.examples.udita.SortedList;

/** A generator and the equivalent repOk + finitization describe the same inputs: equal sets of rendered structures. */
class RepOkEquivalenceTest {

    private static final String PKG = "org.smallscope.examples.udita.";

    @ParameterizedTest(name = "{0}({2}) = {1}")
    @CsvSource({"HeapArrayGen#generate,heap,3", "HeapArrayGen#generate,heap,4", "SortedListGen#generate,sorted,4", "RBTreeGen#generate,rbt,5",
        "RBTreeGen#generate,rbt,6", "RBTreeGen#declarative,rbt,2"})
    void generatorAndRepOkGiveEqualSets(String generator, String subject, int n) {
        List<String> generated = Explore.run(PKG + generator, ChoiceMode.EAGER, 1, n).structures();
        List<String> searched = switch (subject) {
            case "heap" -> Explore.korat(HeapArray.class, "finHeapArray", n);
            case "sorted" -> Explore.korat(SortedList.class, "finSortedList", n);
            default -> Explore.korat(RBT.class, "finRBT", n);
        };

        assertEquals(generated.size(), new TreeSet<>(generated).size(), "the generator gives each input once");
        assertEquals(new TreeSet<>(searched), new TreeSet<>(generated));
        assertEquals(searched.size(), generated.size());
    }
}
