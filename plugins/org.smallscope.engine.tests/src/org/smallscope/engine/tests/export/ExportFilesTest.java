package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.examples.BST;

/**
 * Writing an export into a test-source root: package folders, clean replacement of an earlier export, untouched unchanged
 * files, and never a file someone else wrote.
 */
class ExportFilesTest {

    @TempDir
    Path root;

    private Path dir() {
        return root.resolve("org/smallscope/examples");
    }

    private List<String> files() throws IOException {
        try (Stream<Path> all = Files.list(dir())) {
            return all.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aSmallerSplitDeletesTheStaleClassAndKeepsOtherFiles() throws IOException {
        Exports.Searched bst = Exports.search(BST.class, 3);
        ExportResult three = SuiteExport.write(bst.request().withPerClass(2), root);
        assertEquals(List.of(2, 2, 1), three.files().stream().map(ExportResult.WrittenFile::tests).toList());
        assertEquals(List.of("BSTExhaustive2Test.java", "BSTExhaustive3Test.java", "BSTExhaustiveTest.java"), files());
        Files.writeString(dir().resolve("BSTExhaustive4Test.java"), "// written by hand\nclass BSTExhaustive4Test {}\n");
        Files.writeString(dir().resolve("Notes.txt"), "not a test");

        ExportResult two = SuiteExport.write(bst.request().withPerClass(3), root);

        assertEquals(List.of(3, 2), two.files().stream().map(ExportResult.WrittenFile::tests).toList());
        assertEquals(List.of(dir().resolve("BSTExhaustive3Test.java")), two.deleted());
        assertEquals(List.of("BSTExhaustive2Test.java", "BSTExhaustive4Test.java", "BSTExhaustiveTest.java", "Notes.txt"), files(),
                "the stale generated class is gone; a file without the generated marker is kept");
        assertEquals(5, two.tests());
        assertTrue(Files.readString(dir().resolve("BSTExhaustive2Test.java")).contains("tests 4 to 5 of 5 (class 2 of 2)"));
    }

    /** Earlier versions named class n > 1 {@code BSTExhaustiveTest2}, which Surefire never ran: an export deletes those it generated. */
    @Test
    void splitClassesUnderTheOldNamesAreDeletedWhenGeneratedForTheSubject() throws IOException {
        Exports.Searched bst = Exports.search(BST.class, 3);
        SuiteExport.write(bst.request().withPerClass(2), root);
        String generated = Files.readString(dir().resolve("BSTExhaustive2Test.java"));
        Files.writeString(dir().resolve("BSTExhaustiveTest2.java"), generated.replace("BSTExhaustive2Test", "BSTExhaustiveTest2"));
        Files.writeString(dir().resolve("BSTExhaustiveTest3.java"), generated.replace("BSTExhaustive2Test", "BSTExhaustiveTest3"));
        Files.writeString(dir().resolve("BSTExhaustiveTest9.java"), "// written by hand\nclass BSTExhaustiveTest9 {}\n");
        Files.writeString(dir().resolve("BSTExhaustiveTestX.java"), generated.replace("BSTExhaustive2Test", "BSTExhaustiveTestX"));

        ExportResult again = SuiteExport.write(bst.request().withPerClass(2), root);

        assertEquals(List.of(dir().resolve("BSTExhaustiveTest2.java"), dir().resolve("BSTExhaustiveTest3.java")), again.deleted());
        assertEquals(List.of("BSTExhaustive2Test.java", "BSTExhaustive3Test.java", "BSTExhaustiveTest.java", "BSTExhaustiveTest9.java",
                "BSTExhaustiveTestX.java"), files(), "only generated classes named as a split of this export are deleted");
    }

    @Test
    void anUnchangedFileIsLeftUntouched() throws IOException {
        Exports.Searched bst = Exports.search(BST.class, 3);
        ExportResult first = SuiteExport.write(bst.request().withPerClass(3), root);
        assertTrue(first.files().stream().allMatch(ExportResult.WrittenFile::changed));
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        for (ExportResult.WrittenFile f : first.files()) {
            Files.setLastModifiedTime(f.path(), old);
        }

        ExportResult again = SuiteExport.write(bst.request().withPerClass(3), root);

        assertEquals(0, again.changedFiles());
        assertTrue(again.deleted().isEmpty());
        for (ExportResult.WrittenFile f : again.files()) {
            assertFalse(f.changed(), f.className());
            assertEquals(old, Files.getLastModifiedTime(f.path()), "timestamp of " + f.className());
        }
        assertEquals(List.of("BSTExhaustive2Test.java", "BSTExhaustiveTest.java"), files(), "no temporary file is left behind");
    }

    @Test
    void aChangedFileIsReplaced() throws IOException {
        Exports.Searched bst = Exports.search(BST.class, 3);
        ExportResult first = SuiteExport.write(bst.request(), root);
        Path file = first.files().get(0).path();
        Files.writeString(file, Files.readString(file).replace("assertTrue", "assertFalse"));

        ExportResult again = SuiteExport.write(bst.request(), root);

        assertTrue(again.files().get(0).changed());
        assertEquals(SuiteExport.render(bst.request()).get(0).source(), Files.readString(file));
    }

    @Test
    void aFileNotGeneratedForTheSubjectIsNeverOverwritten() throws IOException {
        Files.createDirectories(dir());
        String mine = "// my own test\nclass BSTExhaustiveTest {}\n";
        Files.writeString(dir().resolve("BSTExhaustiveTest.java"), mine);
        Exports.Searched bst = Exports.search(BST.class, 3);

        ExportException e = assertThrows(ExportException.class, () -> SuiteExport.write(bst.request().withPerClass(2), root));

        assertTrue(e.getMessage().contains("BSTExhaustiveTest.java exists and was not generated by Smallscope for org.smallscope.examples.BST"),
                e.getMessage());
        assertEquals(mine, Files.readString(dir().resolve("BSTExhaustiveTest.java")));
        assertEquals(List.of("BSTExhaustiveTest.java"), files(), "nothing was written");
    }
}
