package org.smallscope.engine.tests.udita;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.udita.ChoiceMode;

/** Exploration by re-execution: depth-first order of choice vectors, path counts, pools, threads, and clear failures. */
class ExplorationTest {

    private static final String GENS = SmallGenerators.class.getName() + "#";

    @Test
    void exploresEveryPathDepthFirstTheLastChoiceFirst() {
        Explore.Run run = Explore.run(GENS + "increasingPair", ChoiceMode.EAGER, 1, 3);

        assertEquals(9, run.result().explored());
        assertEquals(3, run.result().successful());
        assertEquals(List.of("[0, 1]", "[0, 2]", "[1, 2]"), run.vectors().stream().map(java.util.Arrays::toString).toList());
        assertEquals("length=2 0=0 1=1", run.structures().get(0));
        assertEquals(2, run.result().maxDepth());
    }

    @Test
    void eagerPoolsOfferEachObjectReturnedSoFarAndOneNew() {
        // a chain of up to 3 cells from a pool of 3: next is null, an earlier cell (a cycle) or a new cell
        Explore.Run run = Explore.run(GENS + "chain", ChoiceMode.EAGER, 1, 3);
        // cell0.next: null | cell0 (then again null | cell0 | new cell1) | new cell1 (then null | cell0 | cell1 | new cell2): 1 + 3 + 4
        assertEquals(8, run.result().explored());
        assertEquals(8, run.result().successful());
        assertEquals("[2, 3]", java.util.Arrays.toString(run.vectors().get(7)));
        assertEquals("next=Cell0 value=0 | Cell0{next=Cell1 value=0} | Cell1{next=null value=0}", run.structures().get(7));
    }

    @Test
    void poolChoicesAreIsomorphismFree() {
        // the 3 cells are all made by getNew, so each functional graph of 3 labelled cells (plus null) is one path: 4^3
        Explore.Run run = Explore.run(GENS + "functions", ChoiceMode.EAGER, 1, 3);
        assertEquals(64, run.result().successful());
        assertEquals(64, run.structures().stream().distinct().count());
    }

    @Test
    void threadsGiveTheSameInputsInTheSameOrder() {
        Explore.Run one = Explore.run("org.smallscope.examples.udita.SearchTreeGen#generate", ChoiceMode.EAGER, 1, 3);
        Explore.Run three = Explore.run("org.smallscope.examples.udita.SearchTreeGen#generate", ChoiceMode.EAGER, 3, 3);

        assertEquals(one.structures(), three.structures());
        assertEquals(one.result().explored(), three.result().explored());
        assertEquals(one.vectors().stream().map(java.util.Arrays::toString).toList(),
                three.vectors().stream().map(java.util.Arrays::toString).toList());
    }

    @Test
    void instanceGeneratorsRunOnANewInstanceEachExecution() {
        Explore.Run run = Explore.run(SmallGenerators.Instance.class.getName() + "#values", ChoiceMode.EAGER, 1, 2);

        assertEquals(List.of("length=2 0=0 1=1", "length=2 0=1 1=1", "length=2 0=2 1=1"), run.structures());
    }

    @Test
    void aThrowingGeneratorIsNamedWithItsChoiceVector() {
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Explore.count(GENS + "throwsOnOne", ChoiceMode.EAGER, 1, 2));

        assertEquals(EngineError.GENERATOR_THREW, e.error());
        assertTrue(e.getMessage().contains("SmallGenerators#throwsOnOne"), e.getMessage());
        assertTrue(e.getMessage().contains("[1,0]"), e.getMessage());
        assertTrue(e.getCause() instanceof IllegalStateException);
    }

    @Test
    void getNewPastThePoolIsAnErrorNamingThePool() {
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Explore.count(GENS + "overusedPool", ChoiceMode.EAGER, 1, 2));

        assertEquals(EngineError.GENERATOR_BAD_CHOICE, e.error());
        assertTrue(e.getMessage().contains("SmallGenerators#overusedPool"), e.getMessage());
        assertTrue(e.getMessage().contains("getNew() 3 times on an object pool of 2 objects"), e.getMessage());
        assertTrue(e.getMessage().contains("choice vector []"), e.getMessage());
    }

    @Test
    void aGeneratorThatNeverEndsIsStoppedNamingTheChoiceVector() {
        var generator = Explore.generator(GENS + "loopsForever", ChoiceMode.EAGER, 1);
        SmallscopeException e = assertThrows(SmallscopeException.class,
                () -> new org.smallscope.engine.udita.GeneratorExploration(generator, ChoiceMode.EAGER, 1, 300).run(null));

        assertEquals(EngineError.GENERATOR_TIMEOUT, e.error());
        assertTrue(e.getMessage().contains("SmallGenerators#loopsForever"), e.getMessage());
        assertTrue(e.getMessage().contains("[0,1]"), e.getMessage());
    }

    @Test
    void aMissingGeneratorMethodIsNamed() {
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Explore.generator(GENS + "nope", ChoiceMode.EAGER, 1));
        assertEquals(EngineError.NO_GENERATOR, e.error());
        assertTrue(e.getMessage().contains("has no method nope"), e.getMessage());

        SmallscopeException arity = assertThrows(SmallscopeException.class, () -> Explore.generator(GENS + "chain", ChoiceMode.EAGER, 1, 2));
        assertTrue(arity.getMessage().contains("takes 2 int parameter(s)"), arity.getMessage());
    }
}
