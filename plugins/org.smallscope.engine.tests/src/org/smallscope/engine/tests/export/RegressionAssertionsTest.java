package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.methods.MethodInput;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.GeneratedSource;
import org.smallscope.engine.export.model.JUnitFlavour;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.tests.export.subjects.IntSet;
import org.smallscope.engine.tests.export.subjects.OracleSet;
import org.smallscope.engine.tests.export.subjects.OracleSetBugs;

/**
 * Exported method tests assert what each call returned and the abstraction it left: the suite of {@link OracleSet}
 * passes on the class it was generated from and fails on copies of that class with a bug planted in the source, on
 * exactly the inputs where method mode finds the same bug in {@link OracleSetBugs} by its postcondition or model;
 * without an abstraction ({@link IntSet}) each test asserts the receiver field by field.
 */
class RegressionAssertionsTest {

    private static final int N = 3;
    private static final String SUBJECTS = "src/org/smallscope/engine/tests/export/subjects/";
    /** insert says a present value was added: only the assertion on the returned value sees it. */
    private static final String[] WRONG_RESULT = {"        return fresh;", "        return true;"};
    /** delete forgets to remove 0 but says it did: only the assertion on the abstraction sees it. */
    /** IntSet.add leaves 0 out, keeping repOk: only the field-by-field assertions on the receiver see it. */
    private static final String[] IGNORES_ZERO = {"        if (at != null && at.value == v) {", "        if (v == 0 || at != null && at.value == v) {"};
    private static final String[] KEEPS_ZERO = {"        remove(v);", "        if (v != 0) {\n            remove(v);\n        }"};

    @TempDir
    Path tmp;

    @Test
    void theSuiteOfInsertPassesAndCatchesAWrongResult() throws Exception {
        Path classes = export("insert");
        String test = "org.smallscope.engine.tests.export.subjects.OracleSetInsertExhaustiveTest";
        int inputs = passes(test, classes);
        TestExecutionSummary buggy = GeneratedTests.run(test, OracleSet.class, planted(classes, "OracleSet", WRONG_RESULT), new ArrayList<>());
        assertEquals(failuresOfTheSameBug("insert"), buggy.getTestsFailedCount(), () -> GeneratedTests.describe(buggy));
        assertEquals(inputs, buggy.getTestsStartedCount());
    }

    @Test
    void theSuiteOfDeletePassesAndCatchesAWrongState() throws Exception {
        Path classes = export("delete");
        String test = "org.smallscope.engine.tests.export.subjects.OracleSetDeleteExhaustiveTest";
        passes(test, classes);
        TestExecutionSummary buggy = GeneratedTests.run(test, OracleSet.class, planted(classes, "OracleSet", KEEPS_ZERO), new ArrayList<>());
        assertEquals(failuresOfTheSameBug("delete"), buggy.getTestsFailedCount(), () -> GeneratedTests.describe(buggy));
    }

    @Test
    void withoutAnAbstractionTheReceiverIsAssertedFieldByFieldAndAWrongStateFails() throws Exception {
        Exports.Searched s = Exports.search(IntSet.class, N);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "add(int)", List.of()), 5_000);
        ExportResult written = SuiteExport.write(s.request().withMethodRun(run), tmp.resolve("src"));
        String text = Files.readString(written.files().get(0).path());
        assertTrue(text.contains("IntSet.Node node0 = receiver.head;") && text.contains("assertNull(node0.next);"), text);
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(List.of(written.files().get(0).path()), classes);
        String test = "org.smallscope.engine.tests.export.subjects.IntSetAddIntExhaustiveTest";
        TestExecutionSummary passing = GeneratedTests.run(test, IntSet.class, classes, new ArrayList<>());
        assertEquals(0, passing.getTestsFailedCount(), () -> GeneratedTests.describe(passing));
        assertEquals(run.passing().size(), passing.getTestsSucceededCount());
        long zeroAbsent = 0;
        for (MethodInput input : run.passing()) {
            IntSet plain = (IntSet) PlainCopies.of(s.subject(), s.instances().get(input.instance()));
            boolean hasZero = plain.head != null && plain.head.value == 0;
            zeroAbsent += run.method().arguments(input.choice()).get(0).equals("0") && !hasZero ? 1 : 0;
        }
        assertTrue(zeroAbsent > 0);
        TestExecutionSummary buggy = GeneratedTests.run(test, IntSet.class, planted(classes, "IntSet", IGNORES_ZERO), new ArrayList<>());
        assertEquals(zeroAbsent, buggy.getTestsFailedCount(), () -> GeneratedTests.describe(buggy));
    }

    @Test
    void eachTestStatesItsExpectationsAsLiterals() throws Exception {
        Exports.Searched s = Exports.search(OracleSet.class, 2);
        for (JUnitFlavour flavour : JUnitFlavour.values()) {
            MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "insert", List.of()), 5_000);
            GeneratedSource source = SuiteExport.render(s.request().withMethodRun(run).withFlavour(flavour)).get(0);
            String text = source.source();
            assertTrue(text.contains("Object result = receiver.insert(arg1);"), text);
            assertTrue(text.contains(flavour == JUnitFlavour.JUNIT4 ? "assertEquals(\"value returned by insert: \" + name, expectedResult"
                    : "assertEquals(expectedResult, String.valueOf(result), \"value returned by insert\");"), text);
            assertTrue(text.contains("String.valueOf(receiver.abstraction())"), text);
            assertTrue(text.contains(", 1, \"true\", \"[0, 1]\")") || text.contains(", 1, \"true\", \"[0, 1]\"}"), text);
        }
    }

    /** @return the compiled export of method mode on OracleSet(N) for {@code method} */
    private Path export(String method) throws IOException {
        Exports.Searched s = Exports.search(OracleSet.class, N);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), method, List.of()), 5_000);
        assertEquals(List.of(), run.counterexamples());
        ExportResult written = SuiteExport.write(s.request().withMethodRun(run), tmp.resolve("src"));
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(List.of(written.files().get(0).path()), classes);
        return classes;
    }

    /** @return the number of tests, after checking that all pass */
    private static int passes(String test, Path classes) throws Exception {
        TestExecutionSummary summary = GeneratedTests.run(test, OracleSet.class, classes, new ArrayList<>());
        assertEquals(0, summary.getTestsFailedCount(), () -> GeneratedTests.describe(summary));
        assertTrue(summary.getTestsSucceededCount() > 0);
        return (int) summary.getTestsSucceededCount();
    }

    /** @return a copy of {@code classes} in which test subject {@code subject} is compiled from its source with {@code bug} planted */
    private Path planted(Path classes, String subject, String[] bug) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("planted"));
        try (var files = Files.walk(classes)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Path to = dir.resolve(classes.relativize(p).toString());
                Files.createDirectories(to.getParent());
                Files.copy(p, to);
            }
        }
        String source = Files.readString(subjectSource(subject));
        assertTrue(source.contains(bug[0]), "the planted bug's place is in " + subject);
        Path copy = tmp.resolve("bug/" + subject + ".java");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, source.replace(bug[0], bug[1]));
        GeneratedTests.compile(List.of(copy), dir);
        return dir;
    }

    private static Path subjectSource(String subject) {
        String file = SUBJECTS + subject + ".java";
        for (Path p : new Path[] {Path.of(file), Path.of("plugins/org.smallscope.engine.tests").resolve(file)}) {
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find " + file + " from " + Path.of("").toAbsolutePath());
    }

    /** @return how many inputs method mode's oracles reject in {@link OracleSetBugs}, whose bugs are the planted ones */
    private static long failuresOfTheSameBug(String method) {
        Exports.Searched s = Exports.search(OracleSetBugs.class, N);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), method, List.of()), 5_000);
        assertTrue(!run.counterexamples().isEmpty());
        return run.counterexamples().size();
    }
}
