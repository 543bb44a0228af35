package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.api.FinitizationException;
import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IConstraint;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.tests.generators.BadGenerators;

/** Generators that cannot work are refused with a message naming the call, its line and what is wrong. */
class GeneratorErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "finMisspelled|tree(\"root\", \"left\", \"rigth\")|there is no field rigth; the bounded fields are root, size, Node.left, Node.right, Node.info",
        "finUnbounded|less(\"Node.weight\", 3)|Node.weight is not bounded by the finitization; the bounded fields are root, size, Node.left, Node.right, Node.info",
        "finNoSuchField|isIn(\"height\", 1, 2)|there is no field height; the bounded fields are root, size, Node.left, Node.right, Node.info",
        "finStringForInt|isIn(\"Node.info\", 0, \"one\")|\"one\" is not a value of type int",
        "finOrderedObjects|less(\"Node.left\", field(\"right\"))|objects have no order, only equality",
        "finInstanceOfInt|instanceOf(\"size\", Node.class)|size holds int, not objects",
        "finSortedInt|sortedArray(\"size\")|BadGenerators.size holds int, not an array",
        "finTwoObjects|equal(\"Node.info\", 1)|Node.info is not a field of BadGenerators (the root): the fields a condition combines with not, and, or must belong to one object",
        "finBadPath|less(\"Node.info\", field(\"left.key\"))|no object Node0.left points to has a bounded field key",
        "finIntRoot|tree(\"size\", \"left\", \"right\")|BadGenerators.size holds int, not references to objects"})
    void aGeneratorTheSubjectCannotHaveIsRefusedNamingItsLine(String finitization, String call, String problem) {
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Generations.subject(BadGenerators.class.getName(), finitization, 2));

        assertEquals(EngineError.BAD_FINITIZATION, e.error());
        assertTrue(e.getMessage().contains(call + " at BadGenerators.java:"), e.getMessage());
        assertTrue(e.getMessage().endsWith(": " + problem), e.getMessage());
    }

    @Test
    void malformedGeneratorsAreRefusedWhenMade() {
        assertRefused("tree(\"root\", ...): give at least one child field", () -> Generators.tree("root"));
        assertRefused("list(\"head\", ...): a field name is empty", () -> Generators.list("head", null));
        assertRefused("isIn(\"size\", ...): give at least one value", () -> Generators.isIn("size"));
        assertRefused("field(\"a.b.c\"): give a field name, or a reference field and a field, as in \"next.value\"", () -> Generators.field("a.b.c"));
        assertRefused("and(...): give one or more conditions, none of them null", () -> Generators.and());
        assertRefused("instanceOf(\"first\", ...): give one or more classes, none of them null", () -> Generators.instanceOf("first"));
        assertRefused("require(...): constraint 2 of 2 is null",
                () -> FinitizationFactory.create(BadGenerators.class).require(Generators.sortedArray("a"), (IConstraint) null));
    }

    private static void assertRefused(String message, Executable call) {
        assertEquals(message, assertThrows(FinitizationException.class, call).getMessage());
    }
}
