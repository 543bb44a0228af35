package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.Filter;
import org.junit.platform.engine.discovery.ClassNameFilter;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.SuiteNames;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.examples.BST;
import org.smallscope.examples.SLL;

/**
 * Every class of a split export runs where the user runs tests: its file matches the default includes of Surefire and
 * Gradle and the JUnit Platform's standard class-name pattern, and the suite's tag selects all its classes and nothing
 * else, as Eclipse's JUnit launch of the package filtered by that tag does.
 */
class ExportedClassesRunTest {

    /** Surefire's default {@code <includes>} (maven-surefire-plugin 2.22 and 3.x), as Surefire reads them: paths under the test root. */
    private static final List<String> SUREFIRE_INCLUDES = List.of("**/Test*.java", "**/*Test.java", "**/*Tests.java", "**/*TestCase.java");

    @TempDir
    Path tmp;

    @Test
    void everyClassOfASplitExportMatchesTheDefaultIncludesOfSurefireGradleAndTheJUnitPlatform() throws Exception {
        Exports.Searched bst = Exports.search(BST.class, 4);
        Path root = tmp.resolve("src");
        ExportResult written = SuiteExport.write(bst.request().withPerClass(3), root);
        assertEquals(5, written.files().size(), "14 tests, 3 per class");
        List<PathMatcher> surefire = SUREFIRE_INCLUDES.stream().map(g -> FileSystems.getDefault().getPathMatcher("glob:" + g)).toList();
        PathMatcher gradle = FileSystems.getDefault().getPathMatcher("glob:**/*Test.java");
        Pattern platform = Pattern.compile(ClassNameFilter.STANDARD_INCLUDE_PATTERN);
        for (ExportResult.WrittenFile f : written.files()) {
            Path relative = root.relativize(f.path());
            assertTrue(surefire.stream().anyMatch(m -> m.matches(relative)), relative + " is skipped by Surefire's default includes " + SUREFIRE_INCLUDES);
            assertTrue(gradle.matches(relative), relative + " does not end in Test");
            String qualified = "org.smallscope.examples." + f.className();
            assertTrue(platform.matcher(qualified).matches(), qualified + " is skipped by the JUnit Platform's " + ClassNameFilter.STANDARD_INCLUDE_PATTERN);
        }
        assertEquals(List.of("BSTExhaustiveTest", "BSTExhaustive2Test", "BSTExhaustive3Test", "BSTExhaustive4Test", "BSTExhaustive5Test"),
                written.files().stream().map(ExportResult.WrittenFile::className).toList());
        assertTrue(surefire.stream().noneMatch(m -> m.matches(Path.of("org/smallscope/examples/BSTExhaustiveTest2.java"))),
                "the check tells the names Surefire skips, as earlier versions wrote them");
    }

    @Test
    void theSuitesTagRunsAllItsClassesAndNoOtherSuiteOfThePackage() throws Exception {
        Exports.Searched bst = Exports.search(BST.class, 4);
        Exports.Searched sll = Exports.search(SLL.class, 3);
        Path root = tmp.resolve("src");
        ExportResult bstSuite = SuiteExport.write(bst.request().withPerClass(4), root);
        ExportResult sllSuite = SuiteExport.write(sll.request().withPerClass(2), root);
        assertEquals(4, bstSuite.files().size(), "14 tests, 4 per class");
        assertTrue(sllSuite.tests() > 0 && sllSuite.files().size() > 1, "another split suite in the same package: " + sllSuite.files());
        List<Path> sources = new ArrayList<>();
        List<String> classNames = new ArrayList<>();
        for (ExportResult r : List.of(bstSuite, sllSuite)) {
            for (ExportResult.WrittenFile f : r.files()) {
                sources.add(f.path());
                classNames.add("org.smallscope.examples." + f.className());
            }
        }
        String tag = SuiteNames.tag("org.smallscope.examples", "BSTExhaustiveTest");
        assertEquals("smallscope:org.smallscope.examples.BSTExhaustiveTest", tag);
        for (Path source : sources) {
            String text = Files.readString(source);
            boolean bstClass = source.getFileName().toString().startsWith("BST");
            assertEquals(bstClass, text.contains("@Tag(\"" + tag + "\")"), source.getFileName() + " carries the tag of its own suite only");
        }
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(sources, classes);

        // what Eclipse's JUnit 5 launch of a package passes: the package's classes by name, and the include tag
        List<Filter<?>> eclipse = List.of(ClassNameFilter.includeClassNamePatterns("^org\\.smallscope\\.examples\\.[^.]+$"), TagFilter.includeTags(tag));
        List<String> passed = new ArrayList<>();
        TestExecutionSummary tagged = GeneratedTests.run(classNames, eclipse, BST.class, classes, passed);
        assertEquals(14, tagged.getTestsSucceededCount(), () -> GeneratedTests.describe(tagged));
        assertEquals(14, tagged.getTestsFoundCount(), "exactly BST(4)'s 14 tests, from all 4 classes: " + GeneratedTests.describe(tagged));

        TestExecutionSummary all = GeneratedTests.run(classNames, List.of(), BST.class, classes, new ArrayList<>());
        assertEquals(14 + sllSuite.tests(), all.getTestsSucceededCount(), () -> "without the filter both suites run: " + GeneratedTests.describe(all));
    }
}
