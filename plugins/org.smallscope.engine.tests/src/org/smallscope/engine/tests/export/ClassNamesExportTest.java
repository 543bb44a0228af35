package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.export.subjects.Catalog;
import org.smallscope.engine.tests.export.subjects.Heap$Kt;
import org.smallscope.engine.tests.export.subjects.Straße;
import org.smallscope.engine.tests.export.subjects.Vault;

/**
 * Issue #42: exports of any legal class name compile, pass and rebuild the engine's instances exactly ({@link ExportChecks}):
 * top-level classes with {@code $} in their names, member classes as the subject and as the classes of its objects,
 * Unicode class and field names, and objects of classes the tests cannot name (a private member class, a local class, an
 * anonymous class), made reflectively by their binary names; a subject the tests cannot name is refused, naming it.
 */
class ClassNamesExportTest {

    @TempDir
    Path tmp;

    @Test
    void topLevelClassesWithDollarsInTheirNamesAreNamedAsTheyAre() throws Exception {
        Exports.Searched s = Exports.search(Heap$Kt.class, 2);
        assertEquals(1 + 2 * 2 + 4, s.instances().size(), "lists of 0..2 increasing cells (values 0..1), each tag null or its own");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Heap$Kt.class, tmp);
        String source = Files.readString(files.get(0));
        assertEquals("HeapKtExhaustiveTest.java", files.get(0).getFileName().toString());
        assertTrue(source.contains("Heap$Kt heap$Kt = new Heap$Kt();") && source.contains("Heap$Kt.Cell cell0 = new Heap$Kt.Cell();")
                && source.contains("Tag$1 tag$10 = new Tag$1();"), source);
    }

    @Test
    void aMemberClassIsTheSubjectAndItsMemberClassTheClassOfItsObjects() throws Exception {
        Exports.Searched s = Exports.search(Catalog.Shelf.class, 2);
        assertEquals(1 + 2 + 4, s.instances().size(), "shelves of 0..2 books, each lent or not");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Catalog.Shelf.class, tmp);
        String source = Files.readString(files.get(0));
        assertEquals("CatalogShelfExhaustiveTest.java", files.get(0).getFileName().toString());
        assertTrue(source.contains("static Catalog.Shelf instance1() {") && source.contains("Catalog.Shelf.Book book0 = new Catalog.Shelf.Book();"),
                source);
    }

    @Test
    void unicodeClassAndFieldNamesAreWrittenAsTheyAre() throws Exception {
        Exports.Searched s = Exports.search(Straße.class, 2);
        assertEquals(2 * 3, s.instances().size(), "streets of 0..2 houses numbered from 1, each of letter 0 or 1");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Straße.class, tmp);
        String source = Files.readString(files.get(0));
        assertEquals("StraßeExhaustiveTest.java", files.get(0).getFileName().toString());
        assertTrue(source.contains("Straße.Häuschen häuschen0 = new Straße.Häuschen();") && source.contains("häuschen0.号 = 1;")
                && source.contains("straße.𝔸 = 1;") && source.contains("straße.erstes = häuschen0;"), source);
    }

    @Test
    void objectsOfPrivateLocalAndAnonymousClassesAreMadeReflectivelyAsTheSearchMadeThem() throws Exception {
        Exports.Searched s = Exports.search(Vault.class, 1);
        assertEquals(1 * (1 + 4) + 3 * 2 * (1 + 3), s.instances().size(), "the empty chain, or one link of one of three classes with value"
                + " 0 or 1; times the spare array: empty, or one element null or a link not in the chain (next null, value 0)");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, Vault.class, tmp);
        String source = Files.readString(files.get(0));
        String vault = Vault.class.getName();
        assertTrue(source.contains("Object sealed0 = construct(classNamed(\"" + vault + "$Sealed\"));"), source);
        assertTrue(source.contains("Object local0 = allocate(classNamed(\"" + vault + "$1Local\"));"), source);
        assertTrue(source.contains("Object object0 = allocate(classNamed(\"" + vault + "$1\"));"), source);
        assertTrue(source.contains("setFieldReflectively(vault, \"first\", sealed0);"), source);
        assertTrue(source.contains("Vault.Link[] linkArray0 = new Vault.Link[1];") && source.contains("linkArray0[0] = (Vault.Link) local0;"), source);
    }

    @Test
    void objectsOfLocalAndAnonymousClassesAreLabelledByTheirOwnNames() {
        Exports.Searched s = Exports.search(Vault.class, 1);
        List<String> names = s.subject().objectClasses().stream().map(c -> c.simpleName()).toList();
        assertTrue(names.contains("Local") && names.contains("Vault$1") && names.contains("Sealed"), names.toString());
        assertEquals("Heap$Kt", Exports.search(Heap$Kt.class, 1).subject().simpleName(), "a top-level class keeps the $ of its name");
    }

    @Test
    void aMethodOfASubjectWithObjectsOfClassesTheTestsCannotNameIsExportedWithItsStateAfterwards() throws Exception {
        Exports.Searched s = Exports.search(Vault.class, 1);
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), "removeFirst", List.of()), 5_000);
        assertEquals(s.instances().size(), run.passing().size(), "removeFirst keeps repOk");
        String source = SuiteExport.render(s.request().withMethodRun(run)).get(0).source();
        assertTrue(java.util.regex.Pattern.compile("Object sealed0 = \\w+\\[0\\];").matcher(source).find()
                && source.contains("assertEquals(0, getFieldReflectively(sealed0, \"value\"));")
                && source.contains("assertNull(getFieldReflectively(sealed0, \"next\"));"), "a spare link asserted through Object: " + source);
        Path file = Files.createDirectories(tmp.resolve("src")).resolve("VaultRemoveFirstExhaustiveTest.java");
        Files.writeString(file, source);
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(List.of(file), classes);
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run(Vault.class.getPackageName() + ".VaultRemoveFirstExhaustiveTest", Vault.class, classes, passed);
        assertEquals(0, summary.getTestsFailedCount() + summary.getContainersFailedCount(), () -> GeneratedTests.describe(summary));
        assertEquals(run.passing().size(), passed.size());
    }

    @Test
    void aSubjectTheTestsCannotNameIsRefusedNamingIt() {
        Exports.Searched s = Exports.search(Vault.secretClass(), 1);
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> SuiteExport.render(s.request()));
        assertTrue(e.getMessage().contains(Vault.class.getName() + "$Secret") && e.getMessage().contains("cannot name it")
                && e.getMessage().contains("make it and its enclosing classes accessible"), e.getMessage());
        assertTrue(SubjectLoader.load(SubjectRequest.of(Vault.secretClass(), 1)).className().endsWith("$Secret"));
    }
}
