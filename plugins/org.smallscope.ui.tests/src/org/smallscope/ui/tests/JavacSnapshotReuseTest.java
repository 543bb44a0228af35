package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.eclipse.core.resources.IResource;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.internal.BundleFiles;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.ui.SmallscopeUi;

/**
 * A snapshot made as the command line makes it, by the engine from javac's class files of the project's source, is
 * reused by the IDE's run on the class files Eclipse's compiler (ecj) built from the same source, once repOk is
 * extended: conjunct hashes do not depend on the compiler.
 */
class JavacSnapshotReuseTest {

    private static final long JOB_TIMEOUT = 180_000;

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        demo = DemoProject.create("smallscope-javac-snapshot", "BST.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
    }

    @AfterAll
    static void closeEditors() {
        PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage().closeAllEditors(false);
    }

    @Test
    void aSnapshotOfJavacsClassFilesIsReusedByAnIdeRunOnEcjsAfterAnEdit() throws Exception {
        Path javacClasses = javac(DemoProject.resource("BST.java.txt"));
        Path store = demo.project.getLocation().append(SmallscopeCore.STORE_FOLDER).toFile().toPath();
        Generation.Report base = new Generation(SubjectLoader.load(new SubjectRequest("demo.BST", null, new int[] {5}, folder(javacClasses))),
                new Generation.Options(new SnapshotStore(store), null, false, 1, 0, "javac")).run(SearchListener.NONE);
        assertNotNull(base.saved(), "the javac run saved a snapshot");
        demo.project.refreshLocal(IResource.DEPTH_INFINITE, null);

        demo.writeOnDisk("BST-with-parents.java.txt");
        Workbench.waitForJobs(JOB_TIMEOUT);
        GenerationRun run = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "5"));

        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> "message: " + run.message());
        assertEquals(Mode.INCREMENTAL, run.mode(), () -> "fallback: " + run.fallbackReason());
        assertEquals(42, run.valid());
        assertEquals(42, run.reusedTests());
    }

    /** @return a folder with javac's class files of {@code source} (package demo) */
    private static Path javac(String source) throws IOException {
        Path dir = Files.createTempDirectory("smallscope-javac");
        Path file = dir.resolve("src/demo/BST.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
        Path classes = dir.resolve("classes");
        Files.createDirectories(classes);
        File api = BundleFiles.of("org.smallscope.api").orElseThrow(() -> new AssertionError("no org.smallscope.api bundle on disk"));
        JavaCompiler tool = ToolProvider.getSystemJavaCompiler();
        assertNotNull(tool, "no system Java compiler: run the tests on a JDK");
        StringWriter out = new StringWriter();
        boolean ok = tool.getTask(out, null, null, List.of("--release", "17", "-proc:none", "-d", classes.toString(), "-classpath",
                api.getAbsolutePath()), null, tool.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(List.of(file))).call();
        assertTrue(ok, "javac:\n" + out);
        return classes;
    }

    /** @return the class files in folder {@code root} (and nothing else) */
    private static ClassFileSource folder(Path root) throws IOException {
        return ClassFileSource.of(new URLClassLoader(new URL[] {root.toUri().toURL()}, null));
    }
}
