package org.smallscope.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.RunSpecFlags;

import picocli.CommandLine;

/**
 * A {@link RunSpec} written as flags ({@link RunSpecFlags#arguments}, what the IDE hands the runner) and read back by
 * {@code generate}'s options ({@link GenerateCommand#spec()}) is the same spec: every field, in every kind of run.
 */
class RunSpecRoundTripTest {

    /** @return the spec {@code generate}'s options read from {@code args} (which start with the command's name) */
    private static RunSpec parsed(List<String> args) {
        assertEquals("generate", args.get(0));
        GenerateCommand command = new GenerateCommand();
        new CommandLine(command).parseArgs(args.subList(1, args.size()).toArray(String[]::new));
        return command.spec();
    }

    private static void roundTrips(RunSpec spec) {
        assertEquals(spec, parsed(RunSpecFlags.arguments(spec)), String.join(" ", RunSpecFlags.arguments(spec)));
    }

    @Test
    void theDefaultsOfTheCommandLineAreTheSpecsDefaults() {
        assertEquals(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", null)), parsed(List.of("generate", "--class", "demo.BST")));
    }

    @Test
    void aSearchWithEverySettingChangedComesBackTheSame() {
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", "/p/bin")).withBounds(RunSpec.Bounds.of("finBST", 3, 4))
                .withThreads(2)
                .withStore(RunSpec.Store.DEFAULT.in(Path.of("/s")).base("abc").reusing(false).policy(ReuseEstimate.Policy.ALWAYS)
                        .checkpointing(Generation.Checkpointing.RESUME))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(1500)).withExport(new RunSpec.Export(Path.of("/t"), "junit4", 50))
                .withMethod(new RunSpec.MethodTest("add(int)", List.of("0..3", "true"), true))
                .withChannel(new RunSpec.Channel(4711, Path.of("/m.json"), Path.of("/r.json"), true, false)));
    }

    @Test
    void aRangeWithoutCheckpointsComesBackTheSame() {
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", null)).withBounds(RunSpec.Bounds.of(null, 3))
                .withStore(RunSpec.Store.DEFAULT.policy(ReuseEstimate.Policy.NEVER).checkpointing(Generation.Checkpointing.OFF))
                .withLimits(new RunSpec.Limits(0, List.of(1, 0, 2), List.of(2, 0, 0)))
                .withChannel(new RunSpec.Channel(null, null, null, false, true)));
    }

    @Test
    void anExampleAndAGeneratorProgramComeBackTheSame() {
        roundTrips(RunSpec.defaults().withSubject(new RunSpec.Target(null, "BST", null, null)).withBounds(RunSpec.Bounds.of(null, 5)));
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofGenerator("demo.QueensGen#generate", "/p/bin")).withBounds(RunSpec.Bounds.of(null, 6))
                .withStrategy(new RunSpec.Strategy(true, false, false, null)).withThreads(3).withLimits(RunSpec.Limits.DEFAULT.timeout(0)));
    }

    @Test
    void koratPlusComesBackTheSame() {
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", null)).withBounds(RunSpec.Bounds.of(null, 3))
                .withStrategy(new RunSpec.Strategy(false, true, true, null)));
    }

    @Test
    void apiModeComesBackTheSame() {
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.AvlTree", "/p/bin")).withBounds(RunSpec.Bounds.of("finAvlTree", 4))
                .withStrategy(new RunSpec.Strategy(false, false, false, new RunSpec.Api(List.of("insert", "remove"), List.of("clear"), 6, true, 5000L)))
                .withExport(new RunSpec.Export(Path.of("/t"), "junit5", 500))
                .withChannel(new RunSpec.Channel(4711, null, Path.of("/r.json"), true, false)));
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.AvlTree", null)).withBounds(RunSpec.Bounds.of(null, 2))
                .withStrategy(new RunSpec.Strategy(false, false, false, RunSpec.Api.AUTOMATIC)));
    }

    /** The specs core's RunnerSpecTest expects of the IDE's requests: the command line reads each back as it is. */
    @Test
    void theIdesSpecsComeBackTheSame() {
        Path store = Path.of("/p/.smallscope");
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.BST", "/p/bin")).withBounds(RunSpec.Bounds.of("finBST", 3, 4))
                .withThreads(2).withStore(RunSpec.Store.DEFAULT.in(store).base("abc"))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(1500)).withExport(new RunSpec.Export(Path.of("/t"), "junit4", 50))
                .withMethod(new RunSpec.MethodTest("add(int)", List.of("0..3", "true"), false))
                .withChannel(new RunSpec.Channel(4711, Path.of("/m.json"), null, true, false)));
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofGenerator("demo.QueensGen#generate", "/p/bin")).withBounds(RunSpec.Bounds.of(null, 6))
                .withStrategy(new RunSpec.Strategy(true, false, false, null)).withThreads(3)
                .withChannel(new RunSpec.Channel(4711, null, null, true, false)));
        roundTrips(RunSpec.defaults().withSubject(RunSpec.Target.ofClass("demo.AvlTree", "/p/bin")).withBounds(RunSpec.Bounds.of("finAvlTree", 4))
                .withStrategy(new RunSpec.Strategy(false, false, false, new RunSpec.Api(List.of("insert", "remove"), List.of("clear"), 6, true, null)))
                .withExport(new RunSpec.Export(Path.of("/t"), "junit5", 500))
                .withChannel(new RunSpec.Channel(4711, null, Path.of("/r.json"), true, false)));
    }

    @Test
    void threadsZeroOnTheCommandLineIsOneThreadAsBefore() {
        assertEquals(1, parsed(List.of("generate", "--class", "demo.BST", "--threads", "0")).threads());
        assertEquals(Runtime.getRuntime().availableProcessors(), parsed(List.of("generate", "--class", "demo.BST")).workers());
    }
}
