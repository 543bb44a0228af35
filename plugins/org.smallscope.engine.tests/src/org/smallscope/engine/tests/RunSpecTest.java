package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.RunSpecFlags;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;

/** {@link RunSpec}'s defaults, its flags ({@link RunSpecFlags}) and the run it becomes ({@link SubjectRun.Request#of}). */
class RunSpecTest {

    @TempDir
    Path dir;

    @Test
    void theDefaultsAreWorkedOutInTheSpec() {
        RunSpec d = RunSpec.defaults();
        assertEquals(0, d.threads());
        assertEquals(Runtime.getRuntime().availableProcessors(), d.workers(), "0 threads: as many as cores");
        assertEquals(3, d.withThreads(3).workers());
        assertEquals(Path.of(".smallscope"), d.store().directory());
        assertTrue(d.store().reuse());
        assertEquals(ReuseEstimate.Policy.AUTO, d.store().policy());
        assertEquals(Generation.Checkpointing.KEEP, d.store().checkpointing());
        assertEquals(10_000, d.limits().timeoutMillis());
        assertEquals("junit5", d.export().flavour());
        assertEquals(500, d.export().perClass());
        assertNull(d.export().directory());
        assertNull(d.method().name());
        assertEquals(RunSpec.Kind.SEARCH, d.kind());
        assertEquals(RunSpec.Kind.GENERATOR, d.withSubject(RunSpec.Target.ofGenerator("a.G#gen", null)).kind());
        assertEquals(RunSpec.Kind.API, d.withStrategy(new RunSpec.Strategy(false, false, false, RunSpec.Api.AUTOMATIC)).kind());
    }

    @Test
    void aSpecRefusesMissingPartsAndNegativeThreads() {
        IllegalArgumentException threads = assertThrows(IllegalArgumentException.class, () -> RunSpec.defaults().withThreads(-1));
        assertEquals("threads must be 0 (as many as cores) or more, not -1", threads.getMessage());
        IllegalArgumentException part = assertThrows(IllegalArgumentException.class, () -> RunSpec.defaults().withStore(null));
        assertTrue(part.getMessage().contains("every part"), part.getMessage());
    }

    @Test
    void theFlagsOfASearchNameEveryFieldThatDiffersFromItsDefault() {
        RunSpec spec = RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", "/p/bin")).withBounds(RunSpec.Bounds.of("finBST", 3, 4))
                .withThreads(2)
                .withStore(RunSpec.Store.DEFAULT.in(Path.of("/s")).base("abc").reusing(false).policy(ReuseEstimate.Policy.ALWAYS)
                        .checkpointing(Generation.Checkpointing.RESUME))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(1500)).withExport(new RunSpec.Export(Path.of("/t"), "junit4", 50))
                .withMethod(new RunSpec.MethodTest("add", List.of("0..3", "true"), true))
                .withChannel(new RunSpec.Channel(4711, Path.of("/m.json"), Path.of("/r.json"), true, false));
        assertEquals(List.of("generate", "--class", "demo.BST", "--args", "3,4", "--finitization", "finBST", "--classpath", "/p/bin", "--store",
                Path.of("/s").toString(), "--events", "4711", "--timeout", "1500", "--resume", "--threads", "2", "--no-reuse", "--base", "abc",
                "--reuse", "always", "--source-model", Path.of("/m.json").toString(), "--report", Path.of("/r.json").toString(), "--junit",
                Path.of("/t").toString(), "--junit-flavour", "junit4", "--junit-per-class", "50", "--method", "add", "--param", "0..3", "--param",
                "true", "--first-failure", "--quiet", "--no-progress"), RunSpecFlags.arguments(spec));
    }

    @Test
    void apiModeTakesNoStoreThreadsOrTimeout() {
        RunSpec spec = RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.AvlTree", "/p/bin")).withBounds(RunSpec.Bounds.of(null, 4))
                .withStrategy(new RunSpec.Strategy(false, false, false, new RunSpec.Api(List.of("insert"), List.of("clear"), 6, true, 2500L)))
                .withThreads(2);
        assertEquals(List.of("generate", "--api", "--class", "demo.AvlTree", "--args", "4", "--builders", "insert", "--exclude", "clear", "--calls", "6",
                "--call-timeout", "2500", "--cross-check", "--classpath", "/p/bin"), RunSpecFlags.arguments(spec));
    }

    @Test
    void aRangeOrKoratPlusIsARangeSearchAndElseAGenerationOnTheResolvedWorkers() {
        Subject bst = Generations.subject("BST", 3);
        List<Integer> zeros = java.util.Collections.nCopies(bst.vectorLength(), 0);
        RunSpec range = RunSpec.defaults().withLimits(new RunSpec.Limits(0, zeros, null));
        SubjectRun.Request r = SubjectRun.Request.of(bst, range, "t", null, null);
        assertEquals(SubjectRun.Kind.RANGE, r.kind());
        assertArrayEquals(new int[bst.vectorLength()], r.from());
        assertNull(r.to());

        RunSpec asked = RunSpec.defaults().withStore(RunSpec.Store.DEFAULT.in(dir).base("x").reusing(false).checkpointing(Generation.Checkpointing.OFF)
                .policy(ReuseEstimate.Policy.NEVER)).withLimits(RunSpec.Limits.DEFAULT.timeout(7));
        SubjectRun.Request g = SubjectRun.Request.of(bst, asked, "tool 1", null, null);
        assertEquals(SubjectRun.Kind.GENERATION, g.kind());
        Generation.Options o = g.generation();
        assertEquals(dir, o.store().directory());
        assertEquals("x", o.base());
        assertEquals(false, o.reuse());
        assertEquals(Runtime.getRuntime().availableProcessors(), o.threads());
        assertEquals(7, o.timeoutMillis());
        assertEquals("tool 1", o.toolVersion());
        assertEquals(Generation.Checkpointing.OFF, o.checkpointing());
        assertEquals(ReuseEstimate.Policy.NEVER, o.policy());

        SubjectRun.Result done = new SubjectRun(SubjectRun.Request.of(bst, asked.withStore(RunSpec.Store.DEFAULT.in(dir)).withThreads(1), "t", null, null))
                .run(RunListener.NONE, SearchListener.NONE);
        assertEquals(Outcome.COMPLETED, done.search().outcome());
        assertEquals(5, done.search().valid(), "BST(3): Korat's 5 trees");
    }
}
