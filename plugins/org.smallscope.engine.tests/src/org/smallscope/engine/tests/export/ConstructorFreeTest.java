package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.tests.export.subjects.PrivateConstructor;
import org.smallscope.engine.tests.export.subjects.Ring;

/**
 * Issues #40 and #41: a subject whose classes have no constructor without parameters (its own takes a name, its nodes are
 * inner objects with a constructor of their own) is searched as Korat searches it, every object made without a
 * constructor, and its exported tests build the same objects through the generated allocator, compile and pass; a class
 * whose only constructor is private is made by that constructor in the search and, reflectively, in its exported tests.
 */
class ConstructorFreeTest {

    @TempDir
    Path tmp;

    @Test
    void aListWithoutConstructorsTheSearchCanCallIsSearchedExportedAndPasses() throws Exception {
        Exports.Searched ring = Exports.search(Ring.class, 3);
        assertEquals(1 + 2 + 4 + 8, ring.instances().size(), "lists of 0..3 nodes, each value 0..1");

        ExportResult written = SuiteExport.write(ring.request(), tmp.resolve("src"));
        String source = Files.readString(written.files().get(0).path());
        assertTrue(source.contains("Ring ring = allocate(Ring.class);") && source.contains("Ring.Node node0 = allocate(Ring.Node.class);"),
                source);
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        GeneratedTests.compile(List.of(written.files().get(0).path()), classes);
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run(Ring.class.getPackageName() + ".RingExhaustiveTest", Ring.class, classes, passed);
        assertEquals(15, summary.getTestsSucceededCount(), () -> GeneratedTests.describe(summary));
        assertEquals(0, summary.getTestsFailedCount(), () -> GeneratedTests.describe(summary));
    }

    @Test
    void aPrivateConstructorTheSearchRanIsRunByTheExportToo() throws Exception {
        Exports.Searched s = Exports.search(PrivateConstructor.class, 3);
        assertEquals(2, s.instances().size(), "values 0 and 2");
        List<Path> files = ExportChecks.exportCompileRunAndRebuild(s, PrivateConstructor.class, tmp);
        assertTrue(Files.readString(files.get(0)).contains("PrivateConstructor privateConstructor = construct(PrivateConstructor.class);"));
    }
}
