package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRequest;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.RunSpecFlags;

/**
 * The IDE's request becomes one {@link RunSpec} ({@link RunnerSpec}), and the runner's command line is that spec's flags; the
 * specs expected here are the ones the command line's options read back (the CLI's RunSpecRoundTripTest).
 */
class RunnerSpecTest {

    private static final Path STORE = Path.of("/p/.smallscope");

    @Test
    void aSearchRequestIsTheSpecOfTheSameSettings() {
        GenerationRequest request = FakeSubjects.request("demo.BST", "finBST", 3, 4).withThreads(2).withTimeout(1500)
                .withReuse(GenerationRequest.Reuse.BASE, "abc").withExport(new GenerationRequest.Export(GenerationRequest.Flavour.JUNIT4, 50))
                .withMethod("add(int)", List.of("0..3", "true"));
        ExportTarget export = new ExportTarget(null, Path.of("/t"), GenerationRequest.Flavour.JUNIT4);

        RunSpec spec = RunnerSpec.of(request, "/p/bin", 4711, STORE, Path.of("/m.json"), export, Path.of("/ignored.json"));

        RunSpec expected = RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", "/p/bin")).withBounds(RunSpec.Bounds.of("finBST", 3, 4))
                .withThreads(2).withStore(RunSpec.Store.DEFAULT.in(STORE).base("abc"))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(1500)).withExport(new RunSpec.Export(Path.of("/t"), "junit4", 50))
                .withMethod(new RunSpec.MethodTest("add(int)", List.of("0..3", "true"), false))
                .withChannel(new RunSpec.Channel(4711, Path.of("/m.json"), null, true, false));
        assertEquals(expected, spec);
        assertEquals(RunSpecFlags.arguments(expected), RunnerCommand.generateArguments(request, "/p/bin", 4711, STORE, Path.of("/m.json"), export));
        assertEquals(ReuseEstimate.Policy.AUTO, spec.store().policy());
        assertEquals(Generation.Checkpointing.KEEP, spec.store().checkpointing(), "no interrupted run in /p/.smallscope: keep a checkpoint");
    }

    @Test
    void aFullSearchAndKoratPlusAreTheirSpecs() {
        GenerationRequest request = FakeSubjects.request("demo.BST", "finBST", 3);
        RunSpec full = RunnerSpec.of(request.withReuse(GenerationRequest.Reuse.FULL, null), "/p/bin", 4711, STORE, null, null, null);
        assertEquals(RunSpec.Store.DEFAULT.in(STORE).reusing(false), full.store());
        assertEquals(0, full.threads(), "0 threads: the runner's cores");

        RunSpec korat = RunnerSpec.of(request.withEqClasses(true).withThreads(1).withReuse(GenerationRequest.Reuse.FULL, null), "/p/bin", 4711, STORE,
                null, null, null);
        assertEquals(new RunSpec.Strategy(false, true, false, null), korat.strategy());
        assertEquals(0, korat.threads(), "Korat+ runs on one thread by itself: no --threads");
        assertEquals(RunSpec.Store.DEFAULT.in(STORE), korat.store());
    }

    @Test
    void aGeneratorRequestHasNoStoreAndItsChoice() {
        GenerationRequest request = FakeSubjects.generatorRequest("demo.QueensGen", "generate", 6).withDelayed(true).withThreads(3);
        RunSpec spec = RunnerSpec.of(request, "/p/bin", 4711, STORE, null, null, null);
        assertEquals(RunSpec.defaults().withSubject(RunSpec.Target.ofGenerator("demo.QueensGen#generate", "/p/bin")).withBounds(RunSpec.Bounds.of(null, 6))
                .withStrategy(new RunSpec.Strategy(true, false, false, null)).withThreads(3)
                .withChannel(new RunSpec.Channel(4711, null, null, true, false)), spec);
        assertEquals(RunSpec.Kind.GENERATOR, spec.kind());
    }

    @Test
    void anApiRequestIsTheSpecOfApiMode() {
        GenerationRequest request = FakeSubjects.request("demo.AvlTree", "finAvlTree", 4).withThreads(2)
                .withApi(new GenerationRequest.Api(List.of("insert", "remove"), List.of("clear"), 6, true));
        ExportTarget export = new ExportTarget(null, Path.of("/t"), GenerationRequest.Flavour.JUNIT4);
        RunSpec spec = RunnerSpec.of(request, "/p/bin", 4711, STORE, null, export, Path.of("/r.json"));
        assertEquals(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.AvlTree", "/p/bin")).withBounds(RunSpec.Bounds.of("finAvlTree", 4))
                .withStrategy(new RunSpec.Strategy(false, false, false, new RunSpec.Api(List.of("insert", "remove"), List.of("clear"), 6, true, null)))
                .withExport(new RunSpec.Export(Path.of("/t"), "junit5", 500))
                .withChannel(new RunSpec.Channel(4711, null, Path.of("/r.json"), true, false)), spec);
    }
}
