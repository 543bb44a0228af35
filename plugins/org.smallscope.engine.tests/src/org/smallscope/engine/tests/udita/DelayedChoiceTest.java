package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;

/** Delayed choice gives the same inputs as eager choice, structure for structure, on fewer paths. */
class DelayedChoiceTest {

    private static final String PKG = "org.smallscope.examples.udita.";
    private static final String GENS = SmallGenerators.class.getName() + "#";

    @ParameterizedTest(name = "{0}({1}): delayed = eager")
    @CsvSource({"NQueensGen#generate,5", "SortedListGen#generate,4", "SearchTreeGen#generate,3", "HeapArrayGen#generate,4",
        "RBTreeGen#generate,5", "DAGGen#generate,2", "DAGGen#dag,3", "RBTreeGen#declarative,2"})
    void examplesGiveTheSameStructuresOnFewerPaths(String generator, int n) {
        assertSameInputsOnFewerPaths(PKG + generator, n);
    }

    @ParameterizedTest(name = "{0}({1}): delayed = eager")
    @CsvSource({"pairInFields,4", "chain,3", "chain,4", "functions,3", "increasingPair,3"})
    void smallGeneratorsGiveTheSameStructures(String generator, int n) {
        Explore.Run eager = Explore.run(GENS + generator, ChoiceMode.EAGER, 1, n);
        Explore.Run delayed = Explore.run(GENS + generator, ChoiceMode.DELAYED, 1, n);

        assertEquals(new TreeSet<>(eager.structures()), new TreeSet<>(delayed.structures()));
        assertEquals(eager.structures().size(), delayed.structures().size(), "each input once");
        assertTrue(delayed.result().explored() <= eager.result().explored());
    }

    private static void assertSameInputsOnFewerPaths(String generator, int n) {
        Explore.Run eager = Explore.run(generator, ChoiceMode.EAGER, 1, n);
        Explore.Run delayed = Explore.run(generator, ChoiceMode.DELAYED, 1, n);

        assertEquals(eager.structures().size(), new TreeSet<>(eager.structures()).size(), "eager gives each input once");
        assertEquals(delayed.structures().size(), new TreeSet<>(delayed.structures()).size(), "delayed gives each input once");
        assertEquals(new TreeSet<>(eager.structures()), new TreeSet<>(delayed.structures()));
        assertTrue(delayed.result().explored() < eager.result().explored(),
                "delayed explored " + delayed.result().explored() + ", eager " + eager.result().explored());
    }

    @ParameterizedTest(name = "{0}({1}) delayed: {2} inputs on {3} paths (Fig. 13)")
    @CsvSource({"NQueensGen#generate,6,4,746", "NQueensGen#generate,7,40,3073", "SortedListGen#generate,6,924,3967",
        "SearchTreeGen#generate,4,490,1484", "SearchTreeGen#generate,5,5292,21210", "HeapArrayGen#generate,6,13139,27664",
        "RBTreeGen#generate,6,20,3588", "RBTreeGen#generate,7,35,16983"})
    void delayedCountsEqualThePapers(String generator, int n, long structs, long explored) {
        GeneratorExploration.Result result = Explore.count(PKG + generator, ChoiceMode.DELAYED, 1, n);

        assertEquals(structs, result.successful(), "successful paths");
        assertEquals(explored, result.explored(), "explored paths");
    }

    @Test
    void theDeclarativeRedBlackTreeIsFeasibleOnlyDelayed() {
        // every field of 4 nodes from a pool: eagerly tens of millions of paths; delayed, repOk's reads drive the choices
        GeneratorExploration.Result result = Explore.count(PKG + "RBTreeGen#declarative", ChoiceMode.DELAYED, 1, 4);
        List<String> searched = Explore.korat(org.smallscope.examples.RBT.class, "finRBT", 4);

        assertEquals(searched.size(), result.successful());
        assertEquals(new TreeSet<>(searched), new TreeSet<>(Explore.run(PKG + "RBTreeGen#declarative", ChoiceMode.DELAYED, 1, 4).structures()));
    }

    @Test
    void threadsGiveTheSameInputsInTheSameOrderDelayed() {
        Explore.Run one = Explore.run(PKG + "RBTreeGen#generate", ChoiceMode.DELAYED, 1, 6);
        Explore.Run two = Explore.run(PKG + "RBTreeGen#generate", ChoiceMode.DELAYED, 2, 6);

        assertEquals(one.structures(), two.structures());
        assertEquals(one.result().explored(), two.result().explored());
    }

    @Test
    void getNewPastThePoolIsAnErrorDelayedToo() {
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Explore.count(GENS + "overusedPool", ChoiceMode.DELAYED, 1, 2));

        assertEquals(EngineError.GENERATOR_BAD_CHOICE, e.error());
        assertTrue(e.getMessage().contains("getNew() 3 times"), e.getMessage());
    }
}
