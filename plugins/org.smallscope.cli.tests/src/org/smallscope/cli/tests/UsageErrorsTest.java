package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Bad command lines exit 2 with one error line that says what is wrong. */
class UsageErrorsTest {

    private static void assertUsageError(Cli.Result r, String... fragments) {
        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: "), r.describe());
        for (String f : fragments) {
            assertTrue(r.err().contains(f), "'" + f + "' missing in: " + r.describe());
        }
        assertEquals("", r.out(), r.describe());
    }

    @Test
    void malformedArgs() {
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", "5,x"), "--args", "'x' is not an integer");
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", ","), "--args");
    }

    @Test
    void unknownExample() {
        assertUsageError(Cli.run("generate", "--example", "Nope", "--args", "3"), "unknown example 'Nope'", "BST");
    }

    @Test
    void unknownOption() {
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", "3", "--frobnicate"), "--frobnicate", "generate --help");
    }

    @Test
    void classAndExampleAreExclusiveAndOneIsRequired() {
        assertUsageError(Cli.run("generate", "--args", "3"), "--class", "--example");
        assertUsageError(Cli.run("generate", "--example", "BST", "--class", "a.B", "--args", "3"), "--class", "--example");
    }

    @Test
    void malformedVector() {
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", "4", "--from", "1,a,2"), "--from", "1,a,2");
    }

    @Test
    void aVectorOfTheWrongLengthIsAUsageError() {
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", "4", "--from", "1,0"), "1", "14");
    }

    @Test
    void wrongNumberOfFinitizationArguments() {
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", "3,4"), "finBST");
    }

    @Test
    void sparkWithoutTheSparkModuleSaysHowToGetIt() {
        assertUsageError(Cli.run("generate", "--example", "BST", "--args", "3", "--spark", "local[1]"),
                "--spark needs the Smallscope Spark module", "./smallscope", "spark-submit");
    }

    @Test
    void noCommand() {
        assertUsageError(Cli.run(), "generate", "demo", "bench");
    }

    @Test
    void badSizes() {
        assertUsageError(Cli.run("bench", "--sizes", "8-x"), "--sizes");
        assertUsageError(Cli.run("bench", "--subjects", "BST,Nope", "--sizes", "4"), "Nope");
        assertUsageError(Cli.run("bench", "--floor", "--threads", "2", "--sizes", "4"), "--floor measures one thread");
    }
}
