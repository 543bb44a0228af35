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
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.engine.builders.BuilderTestWriter;
import org.smallscope.examples.builders.AvlTree;
import org.smallscope.examples.builders.AvlTreeTooStrong;

/** The JUnit export of an API-mode run: readable call sequences that compile and pass (and fail where repOk is wrong). */
class BuilderExportTest {

    @TempDir
    Path dir;

    @Test
    void eachStateBecomesATestThatBuildsItByItsSequenceCompilesAndPasses() throws Exception {
        BuilderResult r = new BuilderSearch(BuilderSpec.of(AvlTree.class, 4)).run(null);
        Path file = BuilderTestWriter.write(r, AvlTree.class, dir.resolve("src"));
        String source = Files.readString(file);
        assertTrue(source.contains("        AvlTree t = new AvlTree();\n        t.insert(0);\n        t.insert(1);\n        assertTrue(t.repOk());\n"), source);

        Path classes = Files.createDirectories(dir.resolve("classes"));
        GeneratedTests.compile(List.of(file), classes);
        List<String> passed = new ArrayList<>();
        TestExecutionSummary summary = GeneratedTests.run(AvlTree.class.getPackageName() + ".AvlTreeBuiltTest", AvlTree.class, classes, passed);
        assertEquals(r.states().size(), summary.getTestsSucceededCount(), GeneratedTests.describe(summary));
        assertEquals(25, r.states().size(), "AVL trees of 0..4 nodes over keys 0..3");
        assertEquals(0, summary.getTestsFailedCount(), GeneratedTests.describe(summary));
    }

    @Test
    void theExportedTestsFailOnTheStatesAnOverStrongRepOkRejects() throws Exception {
        BuilderResult r = new BuilderSearch(BuilderSpec.of(AvlTreeTooStrong.class, 3)).run(null);
        Path file = BuilderTestWriter.write(r, AvlTreeTooStrong.class, dir.resolve("src"));
        Path classes = Files.createDirectories(dir.resolve("classes"));
        GeneratedTests.compile(List.of(file), classes);
        TestExecutionSummary summary = GeneratedTests.run(AvlTreeTooStrong.class.getPackageName() + ".AvlTreeTooStrongBuiltTest",
                AvlTreeTooStrong.class, classes, new ArrayList<>());
        assertEquals(6, summary.getTestsFailedCount(), "the six trees of two nodes: " + GeneratedTests.describe(summary));
        assertEquals(5, summary.getTestsSucceededCount(), GeneratedTests.describe(summary));
    }
}
