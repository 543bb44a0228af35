package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** Broken subjects: each gets its exit status and one clear error line naming the class, field or method. */
class SubjectErrorsTest {

    @TempDir
    Path tmp;

    private static Cli.Result generate(String subject, String... more) {
        String[] args = new String[5 + more.length];
        args[0] = "generate";
        args[1] = "--class";
        args[2] = Cli.SUBJECTS + subject;
        args[3] = "--args";
        args[4] = "3";
        System.arraycopy(more, 0, args, 5, more.length);
        return Cli.run(args);
    }

    private static void assertOneErrorLine(Cli.Result r, String... fragments) {
        assertTrue(r.err().startsWith("smallscope: error: "), r.describe());
        String first = r.err().lines().findFirst().orElse("");
        for (String f : fragments) {
            assertTrue(first.contains(f), "'" + f + "' missing in: " + r.describe());
        }
        assertFalse(r.err().contains("\tat "), "no stack dump without --verbose: " + r.describe());
    }

    @Test
    void unknownFieldNamesTheFieldAndItsClass() {
        Cli.Result r = generate("MisspelledField");
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "lfet", "MisspelledField$Node", "left");
    }

    @Test
    void aDomainOfTheWrongTypeNamesTheField() {
        Cli.Result r = generate("WrongDomainType");
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "Node.next", "WrongDomainType$Node", "int values");
    }

    @Test
    void aThrowingFinitizationNamesTheMethodAndTheException() {
        Cli.Result r = generate("ThrowingFinitization");
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "finThrowingFinitization", "IllegalStateException", "no bounds for size 3");
    }

    @Test
    void verboseAddsTheStackTrace() {
        Cli.Result r = generate("ThrowingFinitization", "--verbose");
        assertEquals(3, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: "), r.describe());
        assertTrue(r.err().contains("\tat "), r.describe());
    }

    @Test
    void aMissingRepOkIsNamed() {
        Cli.Result r = generate("NoRepOk");
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "NoRepOk", "repOk");
    }

    @Test
    void aNonBooleanRepOkIsNamed() {
        Cli.Result r = generate("IntRepOk");
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "IntRepOk.repOk()", "int", "boolean");
    }

    @Test
    void aRepOkThatThrowsCountsInvalidAndExitsSix() throws IOException {
        Path report = tmp.resolve("r.json");
        Cli.Result r = generate("SometimesThrows", "--report", report.toString());
        assertEquals(6, r.exitCode(), r.describe());
        assertOneErrorLine(r, "IllegalStateException", "value 1 is not allowed", "[1]");
        assertTrue(r.err().contains("at " + Cli.SUBJECTS + "SometimesThrows.check(SometimesThrows.java:"), "user frames: " + r.describe());
        assertFalse(r.err().contains("org.smallscope.engine."), "engine frames are left out: " + r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("completed", json.get("outcome").getAsString());
        assertEquals(4, json.get("explored").getAsLong());
        assertEquals(2, json.get("valid").getAsLong(), "0 and 2 are even; 1 threw; 3 is odd");
        assertEquals(1, json.get("predicate_exceptions").getAsLong());
        JsonObject first = json.getAsJsonObject("first_exception");
        assertTrue(first.get("text").getAsString().contains("value 1 is not allowed"), first.toString());
        assertEquals("[1]", first.get("candidate").getAsString());
    }

    @Test
    void anEndlessRepOkTimesOutNamingTheCandidate() throws IOException {
        Path report = tmp.resolve("r.json");
        Cli.Result r = generate("EndlessLoop", "--timeout", "300", "--report", report.toString());
        assertEquals(5, r.exitCode(), r.describe());
        assertOneErrorLine(r, "EndlessLoop", "300 ms", "candidate [2]");
        JsonObject json = Cli.report(report);
        assertEquals("failed", json.get("outcome").getAsString());
        assertTrue(json.get("error").getAsString().contains("[2]"), json.toString());
    }

    @Test
    void systemExitInRepOkDoesNotEndTheJvm() {
        Cli.Result r = generate("ExitsInRepOk");
        assertEquals(6, r.exitCode(), r.describe());
        assertOneErrorLine(r, "System.exit(42)", "[1]");
        assertTrue(r.out().contains("valid     3"), r.describe());
    }

    @Test
    void aRepOkThatWritesTheCandidateEndsWithAnErrorNamingTheFieldTheLineAndTheCandidate() throws IOException {
        Path report = tmp.resolve("r.json");
        Cli.Result r = generate("WritesInRepOk", "--report", report.toString());
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "WritesInRepOk's repOk wrote the field WritesInRepOk.value in WritesInRepOk.repOk (WritesInRepOk.java:15) "
                + "on candidate [1] (value=1): repOk must only read the candidate");
        assertTrue(r.out().contains("stopped by an error: the counts below are partial"), "an error, not a count: " + r.describe());
        JsonObject json = Cli.report(report);
        assertEquals("failed", json.get("outcome").getAsString());
        assertEquals(0, json.get("predicate_exceptions").getAsLong(), "not counted as repOk throwing");
        assertTrue(json.get("error").getAsString().contains("wrote the field WritesInRepOk.value"), json.toString());
    }

    @Test
    void aRepOkThatReadsTheCandidateByReflectionEndsWithAnErrorNamingTheMethodAndTheLine() {
        Cli.Result r = generate("ReflectsInRepOk");
        assertEquals(3, r.exitCode(), r.describe());
        assertOneErrorLine(r, "ReflectsInRepOk's repOk read the field ReflectsInRepOk.value by reflection (java.lang.reflect.Field.getInt) in "
                + "ReflectsInRepOk.repOk (ReflectsInRepOk.java:15) on candidate [0] (value=0): the search records only plain reads");
        assertTrue(r.out().contains("stopped by an error: the counts below are partial"), "an error, not a count: " + r.describe());
    }
}
