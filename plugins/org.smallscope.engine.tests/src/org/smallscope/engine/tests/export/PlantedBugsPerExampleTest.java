package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.junit.runner.JUnitCore;
import org.junit.runner.Result;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.JUnitFlavour;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.examples.everyday.ArrayList;
import org.smallscope.examples.everyday.Expr;
import org.smallscope.examples.everyday.HashMap;
import org.smallscope.examples.everyday.HeapArray;
import org.smallscope.examples.everyday.UnionFind;
import org.smallscope.examples.korat.SearchTree;

/**
 * Every bundled example with methods: the exported method suite, in both JUnit flavours, passes on the example it was
 * generated from and fails on a copy of the example compiled from its source with one bug planted (the issue's
 * oracle "fails on at least one planted bug per example"); JUnit 4 suites run with JUnit 4's own runner.
 */
class PlantedBugsPerExampleTest {

    /**
     * One example, the method its suite tests and a planted bug.
     *
     * @param bug the source text replaced ({@code bug[0]}) and its replacement ({@code bug[1]})
     */
    record Example(Class<?> type, int[] args, String method, String[] bug, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Arguments> examples() {
        List<Example> examples = List.of(
                new Example(HeapArray.class, new int[] {3}, "extractMax", new String[] {"                return max;", "                return array[i];"},
                        "HeapArray.extractMax returns the last root"),
                new Example(SearchTree.class, new int[] {3}, "add(int)", new String[] {"        size++;\n        return true;", "        return true;"},
                        "SearchTree.add forgets the size"),
                new Example(HashMap.class, new int[] {2}, "put(int,int)", new String[] {"        size++;\n        if (size > table.length",
                    "        if (size > table.length"}, "HashMap.put forgets the size"),
                new Example(ArrayList.class, new int[] {3}, "remove(int)", new String[] {"        elementData[--size] = null;", "        --size;"},
                        "ArrayList.remove keeps the last cell"),
                new Example(UnionFind.class, new int[] {3}, "union(int,int)", new String[] {"        count--;\n        return true;", "        return true;"},
                        "UnionFind.union keeps the count"),
                new Example(Expr.class, new int[] {2}, "evaluate", new String[] {"return root == null ? 0 : root.evaluate();",
                    "return root == null ? 1 : root.evaluate();"}, "Expr.evaluate of the empty expression is 1"));
        List<Arguments> cases = new java.util.ArrayList<>();
        for (Example e : examples) {
            for (JUnitFlavour flavour : JUnitFlavour.values()) {
                cases.add(Arguments.of(e, flavour));
            }
        }
        return cases.stream();
    }

    @org.junit.jupiter.api.io.TempDir
    Path tmp;

    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("examples")
    void theExportedSuitePassesOnTheExampleAndFailsOnThePlantedBug(Example example, JUnitFlavour flavour) throws Exception {
        Exports.Searched s = Exports.search(example.type(), example.args());
        MethodRun run = MethodRunner.run(s.subject(), s.instances(), MethodUnderTest.resolve(s.subject(), example.method(), List.of()), 5_000);
        assertTrue(!run.passing().isEmpty(), "inputs on which the method returns");
        ExportResult written = SuiteExport.write(s.request().withMethodRun(run).withFlavour(flavour), tmp.resolve("src"));
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(written.files().stream().map(ExportResult.WrittenFile::path).toList(), classes);
        List<String> testClasses = written.files().stream().filter(f -> f.tests() > 0)
                .map(f -> example.type().getPackageName() + "." + f.className()).toList();

        Outcome passing = run(flavour, testClasses, example.type(), classes);
        assertEquals(0, passing.failed(), passing.text());
        assertEquals(run.passing().size(), passing.run(), "one test per input: " + passing.text());

        Outcome buggy = run(flavour, testClasses, example.type(), planted(classes, example));
        assertTrue(buggy.failed() > 0, () -> "no test fails on the planted bug " + example + ": " + buggy.text());
        assertEquals(passing.run(), buggy.run());
    }

    /** What running a generated class gave: tests run, tests failed, a description. */
    private record Outcome(long run, long failed, String text) {
    }

    /** @return the outcome of running every class of {@code classNames} */
    private static Outcome run(JUnitFlavour flavour, List<String> classNames, Class<?> subject, Path classes) throws Exception {
        Outcome total = new Outcome(0, 0, "");
        for (String className : classNames) {
            Outcome one = run(flavour, className, subject, classes);
            total = new Outcome(total.run() + one.run(), total.failed() + one.failed(), total.text() + className + ": " + one.text() + "\n");
        }
        return total;
    }

    private static Outcome run(JUnitFlavour flavour, String className, Class<?> subject, Path classes) throws Exception {
        if (flavour == JUnitFlavour.JUNIT5) {
            TestExecutionSummary summary = GeneratedTests.run(className, subject, classes, new java.util.ArrayList<>());
            return new Outcome(summary.getTestsStartedCount(), summary.getTestsFailedCount(), GeneratedTests.describe(summary));
        }
        ClassLoader previous = Thread.currentThread().getContextClassLoader();
        try (URLClassLoader loader = GeneratedTests.loader(classes, subject)) {
            Thread.currentThread().setContextClassLoader(loader);
            Result result = new JUnitCore().run(loader.loadClass(className));
            String text = result.getRunCount() + " run, " + result.getFailureCount() + " failed "
                    + result.getFailures().stream().limit(5).map(f -> f.getTestHeader() + ": " + f.getMessage()).toList();
            return new Outcome(result.getRunCount(), result.getFailureCount(), text);
        } finally {
            Thread.currentThread().setContextClassLoader(previous);
        }
    }

    /** @return a copy of {@code classes} plus the example compiled from its source with the bug planted */
    private Path planted(Path classes, Example example) throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("planted"));
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path p : files.filter(Files::isRegularFile).toList()) {
                Path to = dir.resolve(classes.relativize(p).toString());
                Files.createDirectories(to.getParent());
                Files.copy(p, to);
            }
        }
        String source = Files.readString(exampleSource(example.type()));
        assertTrue(source.contains(example.bug()[0]), () -> "the planted bug's place is in " + example.type().getName());
        Path copy = tmp.resolve("bug/" + example.type().getSimpleName() + ".java");
        Files.createDirectories(copy.getParent());
        Files.writeString(copy, source.replace(example.bug()[0], example.bug()[1]));
        GeneratedTests.compile(List.of(copy), dir);
        return dir;
    }

    private static Path exampleSource(Class<?> type) {
        String file = "org.smallscope.examples/src/" + type.getName().replace('.', '/') + ".java";
        for (Path p : new Path[] {Path.of("..").resolve(file), Path.of("plugins").resolve(file)}) {
            if (Files.isRegularFile(p)) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find the source of " + type.getName() + " from " + Path.of("").toAbsolutePath());
    }
}
