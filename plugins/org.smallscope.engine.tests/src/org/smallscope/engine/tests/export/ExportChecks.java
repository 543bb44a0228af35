package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.udita.ReflectiveGraph;

/**
 * Test helper: writes the export of a searched subject, compiles it, runs every class (all tests pass, one per valid
 * instance, display names unique) and checks that each factory rebuilds exactly the engine's instance: its finitized
 * fields read back give the engine's canonical structure ({@link VectorReader}), and its whole object graph from the root
 * (every field, the elements of collections) reads as the engine's heap of the same vector ({@link ReflectiveGraph}).
 */
final class ExportChecks {

    private ExportChecks() {
    }

    /** @return the files written for the plain suite of {@code s}, whose subject is the class {@code subjectClassName} of {@code inPackage}'s package */
    static List<Path> exportCompileRunAndRebuild(Exports.Searched s, Class<?> inPackage, Path tmp) throws Exception {
        return exportCompileRunAndRebuild(s, s.request(), inPackage, tmp);
    }

    /** {@link #exportCompileRunAndRebuild(Exports.Searched, Class, Path)} of {@code request} (a plain suite of {@code s}'s instances) */
    static List<Path> exportCompileRunAndRebuild(Exports.Searched s, ExportRequest request, Class<?> inPackage, Path tmp) throws Exception {
        int valid = s.instances().size();
        ExportResult written = SuiteExport.write(request, tmp.resolve("src"));
        assertEquals(valid, written.tests(), "one test per valid instance");
        List<Path> files = written.files().stream().map(ExportResult.WrittenFile::path).toList();
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(files, classes);

        String packageName = inPackage.getPackageName();
        List<String> passed = new ArrayList<>();
        for (Path file : files) {
            TestExecutionSummary summary = GeneratedTests.run(packageName + "." + className(file), inPackage, classes, passed);
            assertEquals(0, summary.getTestsFailedCount() + summary.getContainersFailedCount(), () -> GeneratedTests.describe(summary));
        }
        assertEquals(valid, passed.size(), "every test passed");
        assertEquals(valid, new HashSet<>(passed).size(), "display names are unique: " + passed);

        Map<Integer, Method> factories = new HashMap<>();
        try (URLClassLoader loader = GeneratedTests.loader(classes, inPackage)) {
            for (Path file : files) {
                Class<?> generated = loader.loadClass(packageName + "." + className(file));
                for (Method m : generated.getDeclaredMethods()) {
                    if (m.getName().matches("instance\\d+") && m.getParameterCount() == 0) {
                        m.setAccessible(true);
                        factories.put(Integer.parseInt(m.getName().substring("instance".length())), m);
                    }
                }
            }
            assertEquals(valid, factories.size(), "one factory per instance");
            for (int i = 0; i < valid; i++) {
                int[] cv = s.instances().get(i);
                Object built = factories.get(i + 1).invoke(null);
                assertEquals(s.subject().className(), built.getClass().getName());
                assertEquals(Structures.canonical(s.subject(), cv), VectorReader.canonical(s.subject(), built),
                        "instance #" + (i + 1) + " as the factory builds it");
                CandidateHeap heap = s.subject().newHeap();
                heap.writeAll(cv);
                assertEquals(ReflectiveGraph.text(heap.root()), ReflectiveGraph.text(built), "instance #" + (i + 1) + ", every field read");
            }
        }
        return files;
    }

    private static String className(Path file) {
        return file.getFileName().toString().replace(".java", "");
    }
}
