package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.ExportResult;
import org.smallscope.engine.export.SuiteExport;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.tests.export.subjects.Buckets;
import org.smallscope.engine.tests.export.subjects.Chain;
import org.smallscope.engine.tests.export.subjects.Forest;
import org.smallscope.engine.tests.export.subjects.Formula;
import org.smallscope.engine.tests.export.subjects.ObjectStack;
import org.smallscope.engine.tests.export.subjects.Reading;
import org.smallscope.examples.everyday.HeapArray;

/**
 * The export of subjects beyond plain objects and ints: an int array (HeapArray), value sets of many types (Reading),
 * an array of records one record may fill twice (Forest), an array of chains over one object set (Buckets), an object
 * set over two class domains of an abstract class (Formula), two object sets over one class domain (Chain) and an
 * {@code Object[]} of Integers and nulls (ObjectStack), and the everyday examples ArrayList, HashMap, UnionFind and Expr. Each
 * export holds one test per valid instance, compiles and passes, and each factory rebuilds exactly the engine's
 * instance: its objects read back (every finitized field, every array cell below the length) give the engine's
 * canonical structure.
 */
class StructuredExportTest {

    @TempDir
    Path tmp;

    static Stream<Arguments> subjects() {
        return Stream.of(Arguments.of(HeapArray.class, new int[] {3}), Arguments.of(Reading.class, new int[0]),
                Arguments.of(Forest.class, new int[] {3}), Arguments.of(Buckets.class, new int[] {3}),
                Arguments.of(Formula.class, new int[] {2, 1}), Arguments.of(Chain.class, new int[] {3}),
                Arguments.of(ObjectStack.class, new int[] {3}), Arguments.of(org.smallscope.examples.everyday.ArrayList.class, new int[] {3}),
                Arguments.of(org.smallscope.examples.everyday.HashMap.class, new int[] {3}),
                Arguments.of(org.smallscope.examples.everyday.UnionFind.class, new int[] {3}),
                Arguments.of(org.smallscope.examples.everyday.Expr.class, new int[] {2}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subjects")
    void theExportHasOnePassingTestPerInstanceAndRebuildsEachExactly(Class<?> subject, int[] args) throws Exception {
        Exports.Searched s = Exports.search(subject, args);
        int valid = s.instances().size();
        assertTrue(valid > 1, subject + " has valid instances");
        ExportResult written = SuiteExport.write(s.request(), tmp.resolve("src"));
        assertEquals(valid, written.tests(), "one test per valid instance");
        List<Path> files = written.files().stream().map(f -> f.path()).toList();
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(files, classes);

        List<String> passed = new ArrayList<>();
        long failed = 0;
        for (Path file : files) {
            String name = subject.getPackageName() + "." + file.getFileName().toString().replace(".java", "");
            TestExecutionSummary summary = GeneratedTests.run(name, subject, classes, passed);
            failed += summary.getTestsFailedCount() + summary.getContainersFailedCount();
            assertEquals(0, summary.getTestsFailedCount() + summary.getContainersFailedCount(), () -> GeneratedTests.describe(summary));
        }
        assertEquals(0, failed);
        assertEquals(valid, passed.size(), "every test passed");
        assertEquals(valid, new HashSet<>(passed).size(), "display names are unique: " + passed);

        Map<Integer, Method> factories = new HashMap<>();
        try (URLClassLoader loader = GeneratedTests.loader(classes, subject)) {
            for (Path file : files) {
                Class<?> generated = loader.loadClass(subject.getPackageName() + "." + file.getFileName().toString().replace(".java", ""));
                for (Method m : generated.getDeclaredMethods()) {
                    if (m.getName().matches("instance\\d+") && m.getParameterCount() == 0) {
                        m.setAccessible(true);
                        factories.put(Integer.parseInt(m.getName().substring("instance".length())), m);
                    }
                }
            }
            assertEquals(valid, factories.size(), "one factory per instance");
            for (int i = 0; i < valid; i++) {
                Object built = factories.get(i + 1).invoke(null);
                assertEquals(subject.getName(), built.getClass().getName());
                assertEquals(Structures.canonical(s.subject(), s.instances().get(i)), VectorReader.canonical(s.subject(), built),
                        "instance #" + (i + 1) + " as the factory builds it");
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subjects")
    void plainCopiesAreTheEnginesInstances(Class<?> subject, int[] args) throws Exception {
        Exports.Searched s = Exports.search(subject, args);
        for (int[] cv : s.instances()) {
            assertEquals(Structures.canonical(s.subject(), cv), VectorReader.canonical(s.subject(), PlainCopies.of(s.subject(), cv)));
        }
    }

    @Test
    void readingBackNoticesAChangedOrDroppedArrayCell() throws Exception {
        Exports.Searched s = Exports.search(HeapArray.class, 3);
        int[] full = s.instances().stream().filter(cv -> ((HeapArray) copy(s, cv)).array.length == 3 && ((HeapArray) copy(s, cv)).size == 3)
                .findFirst().orElseThrow();
        String engine = Structures.canonical(s.subject(), full);
        HeapArray changed = (HeapArray) copy(s, full);
        changed.array[2] = changed.array[2] == 0 ? 1 : 0;
        assertNotEquals(engine, VectorReader.canonical(s.subject(), changed));
        HeapArray dropped = (HeapArray) copy(s, full);
        dropped.array = java.util.Arrays.copyOf(dropped.array, 2);
        assertNotEquals(engine, VectorReader.canonical(s.subject(), dropped));
        assertEquals(engine, VectorReader.canonical(s.subject(), copy(s, full)));
    }

    private static Object copy(Exports.Searched s, int[] cv) {
        try {
            return PlainCopies.of(s.subject(), cv);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
