package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.tools.ToolProvider;

import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.examples.builders.AvlTree;
import org.smallscope.maven.subjects.Dispenser;

/**
 * Issue #45: a subject in API mode, as {@code smallscope:generate} runs it on the examples' class files: the objects its
 * builders make written as JUnit tests (that compile), and the cross-check with repOk failing the goal with its witnesses.
 */
class ApiSubjectJobTest {

    private static final String AVL = AvlTree.class.getName();
    private static final String DISPENSER = Dispenser.class.getName();

    @TempDir
    Path dir;

    @Test
    void theObjectsTheBuildersMakeBecomeOneTestEachThatCompiles() throws Exception {
        try (ProjectClasses classes = classes()) {
            ApiSubjectJob.Result r = ApiSubjectJob.run(avl("4").withApi("insert"), classes, dir.resolve("gen"));
            assertEquals(1 + 4 + 12 + 4 + 4, r.built().states().size(), "AVL trees of 0..4 nodes over keys 0..3");
            assertNull(r.cross());
            Path file = dir.resolve("gen/org/smallscope/examples/builders/AvlTreeBuiltTest.java");
            assertEquals(file, r.junitFile());
            String source = Files.readString(file);
            Matcher tests = Pattern.compile("@Test").matcher(source);
            assertEquals(25, tests.results().count());
            assertTrue(source.contains("AvlTree t = new AvlTree();\n        t.insert(0);\n"), source);
            assertEquals(AVL + "(4) api: 25 states from 85 sequences (at most 4 calls, 4 objects, ints 0..3), builders AvlTree(), insert(int), ",
                    GoalLogLines.api(avl("4").withApi("insert"), r).replaceFirst("\\d[\\d,]* ms$", ""));
            int compiled = ToolProvider.getSystemJavaCompiler().run(null, null, null, "-d", dir.resolve("out").toString(), "-cp",
                    System.getProperty("java.class.path"), file.toString());
            assertEquals(0, compiled, "the generated tests compile");
        }
    }

    @Test
    void anExactRepOkAgreesWithTheBuilders() throws Exception {
        SubjectConfig avl = avl("3").withApi("insert");
        avl.crossCheck = true;
        try (ProjectClasses classes = classes()) {
            ApiSubjectJob.Result r = ApiSubjectJob.run(avl, classes, null);
            assertTrue(r.cross().agree());
            assertEquals("cross-check with repOk: the same 11 structures", GoalLogLines.cross(r));
        }
    }

    @Test
    void theGoalFailsOnACrossCheckDifferenceNamingTheSmallestWitnessOfEachKind() throws Exception {
        SubjectConfig strong = SubjectConfig.of(AVL + "TooStrong", "3").withApi("insert");
        strong.crossCheck = true;
        SubjectConfig weak = SubjectConfig.of(AVL + "TooWeak", "3").withApi("insert");
        weak.crossCheck = true;
        GenerateMojo mojo = new GenerateMojo();
        mojo.outputDirectory = dir.resolve("gen").toFile();
        mojo.project = new MavenProject();
        mojo.project.setFile(new File(dir.toFile(), "pom.xml"));
        try (ProjectClasses classes = classes()) {
            MojoFailureException e = assertThrows(MojoFailureException.class, () -> mojo.run(List.of(strong, weak), classes, settings()));
            String m = e.getMessage();
            assertTrue(m.startsWith("smallscope:generate: the cross-check of API mode with repOk found differences:\n" + AVL + "TooStrong(3) api:\n"
                    + "  repOk rejects 6 states the builders reach (repOk too strong, or a builder bug):\n"
                    + "    root=Node0 size=2 | Node0{left=null right=Node1 info=0} | Node1{left=null right=null info=1}"
                    + "  built by new AvlTreeTooStrong(); insert(0); insert(1)\n"), m);
            assertTrue(m.contains("\n" + AVL + "TooWeak(3) api:\n  no sequence builds 4 structures repOk accepts (repOk too weak, or builders"
                    + " missing):\n    root=Node0 size=3 | "), m);
            assertTrue(m.matches("(?s).*TooWeak.*  candidate \\[[\\d,]+\\]\n.*"), m);
        }
        assertTrue(Files.exists(dir.resolve("gen/org/smallscope/examples/builders/AvlTreeTooStrongBuiltTest.java")), "written before the goal failed");
    }

    @Test
    void aBuilderThatThrowsFailsTheGoalUnlessFailOnBuilderErrorIsFalse() throws Exception {
        SubjectConfig dispenser = SubjectConfig.of(DISPENSER, "2").withApi("fill,take");
        GenerateMojo mojo = mojo();
        try (ProjectClasses classes = testClasses()) {
            MojoFailureException e = assertThrows(MojoFailureException.class, () -> mojo.run(List.of(dispenser), classes, settings()));
            assertEquals("smallscope:generate: builders failed (a builder that throws is a warning only with <failOnBuilderError>false"
                    + "</failOnBuilderError>):\n  " + DISPENSER + "(2) api: take() threw java.lang.IllegalStateException: empty (new Dispenser(), take())",
                    e.getMessage());

            GenerateMojo lenient = mojo();
            lenient.failOnBuilderError = false;
            lenient.run(List.of(dispenser), classes, settings()); // warned about, not failed
            assertTrue(Files.exists(dir.resolve("gen/org/smallscope/maven/subjects/DispenserBuiltTest.java")));
        }
    }

    @Test
    void aBuilderCallThatDoesNotReturnFailsTheGoalEvenWhenBuilderErrorsAreWarningsAndWritesNothing() throws Exception {
        SubjectConfig stalled = SubjectConfig.of(DISPENSER, "2").withApi("fill,stall");
        GenerateMojo mojo = mojo();
        mojo.failOnBuilderError = false;
        SubjectJob.Settings quick = new SubjectJob.Settings(dir.resolve("store"), 2, 300, "test", SuiteGeneration.Reuse.AUTO);
        try (ProjectClasses classes = testClasses()) {
            MojoFailureException e = assertThrows(MojoFailureException.class, () -> mojo.run(List.of(stalled), classes, quick));
            assertTrue(e.getMessage().endsWith(DISPENSER + "(2) api: stall(int) called with [1] did not return within 300 ms (new Dispenser(), fill(),"
                    + " stall(1)); the run stopped there"), e.getMessage());
        }
        assertTrue(Files.notExists(dir.resolve("gen/org/smallscope/maven/subjects/DispenserBuiltTest.java")), "a run cut short writes no tests");
    }

    private GenerateMojo mojo() {
        GenerateMojo mojo = new GenerateMojo();
        mojo.outputDirectory = dir.resolve("gen").toFile();
        mojo.project = new MavenProject();
        mojo.project.setFile(new File(dir.toFile(), "pom.xml"));
        return mojo;
    }

    private static ProjectClasses testClasses() throws Exception {
        return ProjectClasses.of(List.of(Path.of(Dispenser.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString()));
    }

    @Test
    void badBuildersAndMissingClassesNameTheSubject() throws Exception {
        try (ProjectClasses classes = classes()) {
            RuntimeException put = assertThrows(RuntimeException.class, () -> ApiSubjectJob.run(avl("3").withApi("insert,put"), classes, null));
            assertTrue(put.getMessage().contains("it has no public instance method put"), put.getMessage());
            RuntimeException missing = assertThrows(RuntimeException.class,
                    () -> ApiSubjectJob.run(SubjectConfig.of("org.smallscope.examples.builders.Nothing", "3").withApi(""), classes, null));
            assertTrue(missing.getMessage().contains("org.smallscope.examples.builders.Nothing"), missing.getMessage());
        }
    }

    private static SubjectConfig avl(String args) {
        return SubjectConfig.of(AVL, args);
    }

    private SubjectJob.Settings settings() {
        return new SubjectJob.Settings(dir.resolve("store"), 1, 10_000, "test", SuiteGeneration.Reuse.AUTO);
    }

    private static ProjectClasses classes() throws Exception {
        return ProjectClasses.of(List.of(Path.of(AvlTree.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString()));
    }
}
