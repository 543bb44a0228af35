package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.GeneratedSource;
import org.smallscope.engine.export.model.JUnitFlavour;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.export.subjects.Formula;
import org.smallscope.engine.tests.export.subjects.IntSet;
import org.smallscope.engine.tests.export.subjects.Ledger;
import org.smallscope.engine.tests.export.subjects.OracleSet;
import org.smallscope.engine.tests.export.subjects.Reading;
import org.smallscope.examples.BST;
import org.smallscope.examples.everyday.HeapArray;

/**
 * The generated JUnit sources, compared with golden files in {@code golden/} (resources of this
 * fragment). A mismatch prints a diff; to accept new output, run the tests with
 * {@code -Dsmallscope.golden.update=true} (and, if the working directory is neither the repository
 * nor this bundle, {@code -Dsmallscope.golden.dir=<.../src/org/smallscope/engine/tests/export/golden>}),
 * then review the changed files.
 */
class GoldenSourceTest {

    /**
     * Compares with the golden file, the subject's fingerprint aside: it hashes repOk's bytecode, which differs between
     * compilers (javac here, the JDT compiler under Tycho), so it is checked against the subject and then masked.
     */
    private static void matches(String golden, GeneratedSource source, Subject subject) {
        String fingerprint = "Fingerprint: " + SubjectDescriptor.of(subject).fingerprint() + ";";
        assertTrue(source.source().contains(fingerprint), fingerprint);
        Golden.assertMatches(golden, source.source().replace(fingerprint, "Fingerprint: (the subject's fingerprint);"));
    }

    @Test
    void bstOfSize3AsJUnit5() {
        Exports.Searched bst = Exports.search(BST.class, 3);
        List<GeneratedSource> sources = SuiteExport.render(bst.request());
        assertEquals(1, sources.size());
        assertEquals("BSTExhaustiveTest", sources.get(0).className());
        assertEquals(5, sources.get(0).tests(), "BST(3) has 5 valid instances");
        matches("BST3_junit5.java.txt", sources.get(0), bst.subject());
    }

    @Test
    void bstOfSize2AsJUnit4() {
        Exports.Searched bst = Exports.search(BST.class, 2);
        List<GeneratedSource> sources = SuiteExport.render(bst.request().withFlavour(JUnitFlavour.JUNIT4));
        assertEquals(1, sources.size());
        assertEquals(2, sources.get(0).tests(), "BST(2) has 2 valid instances");
        matches("BST2_junit4.java.txt", sources.get(0), bst.subject());
    }

    @Test
    void aSuiteLargerThanTheLimitPerClassIsSplit() {
        Exports.Searched bst = Exports.search(BST.class, 3);
        List<GeneratedSource> sources = SuiteExport.render(bst.request().withPerClass(2));
        assertEquals(List.of("BSTExhaustiveTest", "BSTExhaustive2Test", "BSTExhaustive3Test"),
                sources.stream().map(GeneratedSource::className).toList());
        assertEquals(List.of(2, 2, 1), sources.stream().map(GeneratedSource::tests).toList());
        for (int i = 0; i < sources.size(); i++) {
            matches("BST3_split" + (i + 1) + ".java.txt", sources.get(i), bst.subject());
        }
    }

    @Test
    void privateFieldsEnumsBooleansAndBoxedValues() {
        Exports.Searched ledger = Exports.search(Ledger.class, 1);
        List<GeneratedSource> sources = SuiteExport.render(ledger.request());
        assertEquals(1, sources.size());
        matches("Ledger1_junit5.java.txt", sources.get(0), ledger.subject());
    }

    @Test
    void methodModeExportsThePassingInputsAndListsTheCounterexamples() {
        Exports.Searched s = Exports.search(IntSet.class, 2);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "addFirst", List.of()), 2_000);
        List<GeneratedSource> sources = SuiteExport.render(s.request().withMethodRun(run));
        assertEquals(1, sources.size());
        assertEquals("IntSetAddFirstExhaustiveTest", sources.get(0).className());
        assertEquals(run.passing().size(), sources.get(0).tests());
        matches("IntSet2_addFirst_junit5.java.txt", sources.get(0), s.subject());
    }

    @Test
    void methodModeTestsAssertTheReturnedValueAndTheAbstraction() {
        Exports.Searched s = Exports.search(OracleSet.class, 2);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "insert", List.of()), 2_000);
        List<GeneratedSource> sources = SuiteExport.render(s.request().withMethodRun(run));
        assertEquals(run.passing().size(), sources.get(0).tests());
        matches("OracleSet2_insert_junit5.java.txt", sources.get(0), s.subject());
    }

    @Test
    void anIntArrayIsWrittenWithItsCurrentLength() {
        Exports.Searched heap = Exports.search(HeapArray.class, 2);
        List<GeneratedSource> sources = SuiteExport.render(heap.request());
        assertEquals(1, sources.size());
        assertEquals(heap.instances().size(), sources.get(0).tests());
        assertTrue(sources.get(0).source().contains("int[] intArray0 = new int[] {2, 1};"), "an array of length 2 is written whole");
        matches("HeapArray2_junit5.java.txt", sources.get(0), heap.subject());
    }

    @Test
    void anObjectSetOverTwoClassDomainsCreatesEachObjectOfItsOwnClass() {
        Exports.Searched formula = Exports.search(Formula.class, 2, 1);
        List<GeneratedSource> sources = SuiteExport.render(formula.request());
        assertEquals(1, sources.size());
        assertTrue(sources.get(0).source().contains("Formula.And and0 = new Formula.And();"), "a conjunction is created as an And");
        matches("Formula2_1_junit5.java.txt", sources.get(0), formula.subject());
    }

    @Test
    void valueSetsAreWrittenAsLiteralsOfTheirTypes() {
        Exports.Searched reading = Exports.search(Reading.class);
        List<GeneratedSource> sources = SuiteExport.render(reading.request());
        assertEquals(1, sources.size());
        matches("Reading_junit5.java.txt", sources.get(0), reading.subject());
    }

    @Test
    void renderingTwiceGivesTheSameBytes() {
        ExportRequest request = Exports.search(BST.class, 4).request();
        assertEquals(SuiteExport.render(request), SuiteExport.render(request));
    }
}
