package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Mistakes with arrays and class domains: exit 3 and one error line naming the class, the field or call, and the source line. */
class ArraySubjectErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "finArrayOnInt      | BadArrays.size   | arrays of type int[]                 | BadArrays.java:",
        "finShapeElements   | int[]            | objects of                           | BadArrays.java:",
        "finNegativeLength  | createArraySet   | negative length -1                   | BadArrays.java:",
        "finAbstractDomain  | BadArrays$Shape  | concrete class                       | BadArrays.java:",
        "finTwoArraySets    | int[]            | exists already                       | BadArrays.java:",
        "finTooFewArrays    | BadArrays.right  | raise the count of createArraySet    | BadArrays.java:",
        "finGrid            | int[][]          | arrays of arrays are not supported   | BadArrays.java:",
        "finIntegerObjects  | java.lang.Integer| createValueSet                       | BadArrays.java:"})
    void eachMistakeIsNamedWithItsLine(String finitization, String what, String why, String line) {
        Cli.Result r = Cli.run("generate", "--class", Cli.SUBJECTS + "BadArrays", "--args", "2", "--finitization", finitization);

        assertEquals(3, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: "), r.describe());
        String first = r.err().lines().findFirst().orElse("");
        for (String fragment : new String[] {what, why, line}) {
            assertTrue(first.contains(fragment), "'" + fragment + "' missing in: " + r.describe());
        }
        assertFalse(r.err().contains("\tat "), "no stack dump without --verbose: " + r.describe());
    }
}
