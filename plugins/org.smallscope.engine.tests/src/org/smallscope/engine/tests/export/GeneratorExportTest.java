package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.generator.GeneratorExport;
import org.smallscope.engine.export.generator.GeneratorExportRequest;
import org.smallscope.engine.export.generator.GeneratorMethodRunner;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.GeneratedSource;
import org.smallscope.engine.export.model.SuiteFacts;
import org.smallscope.engine.tests.export.subjects.PrivateConstructor;
import org.smallscope.engine.tests.export.subjects.Web;

/**
 * The export of a generator run: the returned objects are written as factories of plain code that compile, build
 * structures deeply equal to the originals (sharing, cycles, private and final fields, arrays, enums, boxed values,
 * collections), and the generated JUnit 5 class runs one passing test per input.
 */
class GeneratorExportTest {

    private static final String GENERATOR = Web.class.getName() + "Gen";

    @TempDir
    Path root;

    private static GeneratorExportRequest request(Class<?> type, List<Object> inputs) {
        return GeneratorExportRequest.of(GENERATOR, "generate", new int[] {inputs.size()}, type, inputs, "eager",
                new SuiteFacts("test", null, 2L * inputs.size(), inputs.size()));
    }

    /** Writes and compiles the export; @return the compiled classes' folder */
    private Path compiled(GeneratorExportRequest request) throws Exception {
        ExportResult result = GeneratorExport.write(request, root.resolve("src"));
        Path classes = Files.createDirectories(root.resolve("classes"));
        GeneratedTests.compile(result.files().stream().map(ExportResult.WrittenFile::path).toList(), classes);
        return classes;
    }

    /** @return what factory {@code input<n>()} of the compiled class builds */
    private static Object built(URLClassLoader loader, String className, int n) throws Exception {
        Method factory = loader.loadClass(className).getDeclaredMethod("input" + n);
        factory.setAccessible(true);
        return factory.invoke(null);
    }

    @Test
    void theBuiltStructuresEqualTheGeneratedOnes() throws Exception {
        List<Object> webs = new ArrayList<>();
        for (int n = 0; n <= 4; n++) {
            webs.add(Web.ring(n, "web" + n));
        }
        GeneratorExportRequest request = request(Web.class, webs);
        Path classes = compiled(request);
        String className = Web.class.getPackageName() + "." + GeneratorExport.baseName(request);
        try (URLClassLoader loader = GeneratedTests.loader(classes, Web.class)) {
            for (int i = 0; i < webs.size(); i++) {
                Object copy = built(loader, className, i + 1);
                assertTrue(copy.getClass().getClassLoader() == loader, "built from the compiled, not the original, classes");
                assertNull(DeepStructure.difference(webs.get(i), copy), "input #" + (i + 1));
            }
        }
        assertTrue(DeepStructure.difference(webs.get(3), webs.get(4)) != null, "the comparison tells different webs apart");
    }

    @Test
    void theGeneratedClassRunsOnePassingTestPerInput() throws Exception {
        List<Object> webs = List.of(Web.ring(2, "a"), Web.ring(3, "b"), Web.ring(1, "c"));
        GeneratorExportRequest request = request(Web.class, webs).withPerClass(2);
        List<GeneratedSource> sources = GeneratorExport.render(request);
        assertEquals(List.of(2, 1), sources.stream().map(GeneratedSource::tests).toList());
        assertTrue(sources.get(0).source().contains("assertTrue(input.repOk())"), sources.get(0).source());
        Path classes = compiled(request);
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run(Web.class.getPackageName() + "." + sources.get(0).className(), Web.class, classes,
                passed);
        assertEquals(2, summary.getTestsSucceededCount(), GeneratedTests.describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), GeneratedTests.describe(summary));
        assertTrue(passed.get(0).startsWith("#1 Web{name=\"a\""), passed.toString());
    }

    @Test
    void arraysAndValuesAreInputsToo() throws Exception {
        List<Object> queens = List.of(new int[] {1, 3, 0, 2}, new int[] {2, 0, 3, 1});
        GeneratorExportRequest request = request(int[].class, queens);
        Path classes = compiled(request);
        String className = Web.class.getPackageName() + "." + GeneratorExport.baseName(request);
        try (URLClassLoader loader = GeneratedTests.loader(classes, Web.class)) {
            assertEquals("[2, 0, 3, 1]", Arrays.toString((int[]) built(loader, className, 2)));
        }
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run(className, Web.class, classes, passed);
        assertEquals(2, summary.getTestsSucceededCount(), GeneratedTests.describe(summary));
        assertEquals(List.of("#1 [1, 3, 0, 2]", "#2 [2, 0, 3, 1]"), passed);
    }

    @Test
    void methodModeCallsTheMethodOnCopiesReportsCounterexamplesAndExportsThePassingCalls() throws Exception {
        Web web = Web.ring(2, "m");
        List<Object> inputs = List.of(web);
        MethodUnderTest setFirst = MethodUnderTest.resolveOn(Web.class, "setFirst", List.of("-1..3"), inputs);
        MethodRun run = GeneratorMethodRunner.run(inputs, List.of(new int[] {2, 0, 1}), setFirst, 0);

        assertEquals(5, run.inputs());
        assertEquals(List.of("setFirst(0)", "setFirst(3)"), run.passing().stream().map(i -> setFirst.call(i.choice())).toList());
        assertEquals(List.of(Counterexample.Problem.THREW, Counterexample.Problem.REPOK_FALSE, Counterexample.Problem.REPOK_FALSE),
                run.counterexamples().stream().map(Counterexample::problem).toList());
        assertEquals("java.lang.ArrayIndexOutOfBoundsException", run.counterexamples().get(0).exceptionType());
        assertEquals("[2,0,1]", org.smallscope.engine.subject.Structures.formatVector(run.counterexamples().get(1).vector()));
        assertTrue(web.repOk(), "each call ran on a copy; the generated input is unchanged");

        GeneratorExportRequest request = request(Web.class, inputs).withMethodRun(run);
        assertEquals("WebGenGenerateSetFirstExhaustiveTest", GeneratorExport.baseName(request));
        Path classes = compiled(request);
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run(Web.class.getPackageName() + "." + GeneratorExport.baseName(request), Web.class,
                classes, passed);
        assertEquals(2, summary.getTestsSucceededCount(), GeneratedTests.describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), GeneratedTests.describe(summary));
        assertTrue(passed.get(1).startsWith("#2 setFirst(3) on Web{"), passed.toString());
    }

    @Test
    void anObjectWhosePrivateConstructorTheFreshObjectsRanIsMadeByTheGeneratedConstructorCaller() throws Exception {
        java.lang.reflect.Constructor<PrivateConstructor> k = PrivateConstructor.class.getDeclaredConstructor();
        k.setAccessible(true);
        String source = GeneratorExport.render(request(Object.class, List.of(k.newInstance()))).get(0).source();
        assertTrue(source.contains("construct(PrivateConstructor.class)") && !source.contains("ObjenesisStd")
                && !source.contains("\"constructed\""), source);
    }

    @Test
    void aJdkObjectThatIsNotACollectionIsNamedWithItsField() {
        Web w = Web.ring(1, "x");
        try {
            java.lang.reflect.Field f = Web.class.getDeclaredField("anything");
            f.setAccessible(true);
            f.set(w, new java.util.concurrent.atomic.AtomicInteger(3));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
        ExportException e = assertThrows(ExportException.class, () -> GeneratorExport.render(request(Web.class, List.of(w))));
        assertTrue(e.getMessage().contains("field " + Web.class.getName() + ".anything") && e.getMessage().contains("AtomicInteger"),
                e.getMessage());
    }
}
