package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.GenerationRequest;
import org.smallscope.engine.incremental.Checkpoints;

/** The runner's {@code generate} arguments follow the request: subject, bounds, reuse, threads, export, method; never a report file. */
class RunnerCommandTest {

    private static final Path STORE = Path.of("/p/.smallscope");

    private static List<String> arguments(GenerationRequest request, ExportTarget export) {
        return RunnerCommand.generateArguments(request, "/p/bin", 4711, STORE, null, export);
    }

    /** @return the value following {@code option}, failing if it is absent */
    private static String value(List<String> command, String option) {
        int at = command.indexOf(option);
        assertTrue(at >= 0 && at + 1 < command.size(), option + " missing from " + command);
        return command.get(at + 1);
    }

    @Test
    void anAutomaticRunNamesSubjectBoundsStoreAndEventPortAndNoReport() {
        List<String> command = arguments(FakeSubjects.request("demo.BST", "finBST", 3, 4), null);

        assertEquals("generate", command.get(0));
        assertEquals("demo.BST", value(command, "--class"));
        assertEquals("3,4", value(command, "--args"));
        assertEquals("finBST", value(command, "--finitization"));
        assertEquals("/p/bin", value(command, "--classpath"));
        assertEquals(STORE.toString(), value(command, "--store"));
        assertEquals("4711", value(command, "--events"));
        assertEquals("10000", value(command, "--timeout"));
        assertFalse(command.contains("--report"), command.toString());
        assertFalse(command.contains("--no-reuse") || command.contains("--base"), command.toString());
        assertFalse(command.contains("--threads"), "0 threads leaves the choice to the runner: " + command);
        assertFalse(command.contains("--junit") || command.contains("--method"), command.toString());
        assertEquals(List.of("--quiet", "--no-progress"), command.subList(command.size() - 2, command.size()));
    }

    @Test
    void aGeneratorRunNamesTheGeneratorItsBoundsAndModeAndNoSnapshotStore() {
        GenerationRequest request = FakeSubjects.generatorRequest("demo.QueensGen", "generate", 6);
        List<String> eager = arguments(request, null);

        assertEquals("demo.QueensGen#generate", value(eager, "--generator"));
        assertEquals("6", value(eager, "--args"));
        assertTrue(eager.contains("--eager") && !eager.contains("--delayed"), eager.toString());
        assertEquals("4711", value(eager, "--events"));
        assertFalse(eager.contains("--class") || eager.contains("--finitization") || eager.contains("--store"), eager.toString());
        List<String> delayed = arguments(request.withDelayed(true).withThreads(2), null);
        assertTrue(delayed.contains("--delayed") && !delayed.contains("--eager"), delayed.toString());
        assertEquals("2", value(delayed, "--threads"));
        assertEquals("QueensGen.generate(6)", request.describe());
    }

    @Test
    void aCheckpointOfAnInterruptedRunOfTheSameSubjectAndArgumentsIsResumed(@TempDir Path store) throws java.io.IOException {
        GenerationRequest request = FakeSubjects.request("demo.BST", "finBST", 3);
        assertFalse(RunnerCommand.generateArguments(request, "/p/bin", 4711, store, null, null).contains("--resume"));
        Path file = Checkpoints.file(store, "demo.BST", "finBST", new int[] {3});
        Files.createDirectories(file.getParent());
        writeCheckpointHeader(file, 6);
        assertFalse(RunnerCommand.generateArguments(request, "/p/bin", 4711, store, null, null).contains("--resume"),
                "a checkpoint of an older format (6: batches without their conjuncts' rejection counts) starts afresh");
        writeCheckpointHeader(file, 7);

        assertTrue(RunnerCommand.generateArguments(request, "/p/bin", 4711, store, null, null).contains("--resume"));
        GenerationRequest other = FakeSubjects.request("demo.BST", "finBST", 4);
        assertFalse(RunnerCommand.generateArguments(other, "/p/bin", 4711, store, null, null).contains("--resume"),
                "another size starts afresh");
    }

    /** Writes a checkpoint file with a good header of format {@code format} and no records. */
    private static void writeCheckpointHeader(Path file, int format) throws java.io.IOException {
        byte[] header = ("smallscope-checkpoint " + format + "\nclass=demo.BST\n\n").getBytes(StandardCharsets.UTF_8);
        CRC32 crc = new CRC32();
        crc.update(header);
        Files.write(file, ByteBuffer.allocate(header.length + 4).put(header).putInt((int) crc.getValue()).array());
    }

    @Test
    void reuseThreadsAndTimeLimitBecomeTheirOptions() {
        GenerationRequest base = FakeSubjects.request("demo.BST", "finBST", 5);

        List<String> full = arguments(base.withReuse(GenerationRequest.Reuse.FULL, null).withThreads(2).withTimeout(1500), null);
        assertTrue(full.contains("--no-reuse"), full.toString());
        assertEquals("2", value(full, "--threads"));
        assertEquals("1500", value(full, "--timeout"));

        List<String> named = arguments(base.withReuse(GenerationRequest.Reuse.BASE, "abc123"), null);
        assertEquals("abc123", value(named, "--base"));
        assertFalse(named.contains("--no-reuse"), named.toString());
    }

    @Test
    void anExportAndAMethodAddTheirOptions() {
        GenerationRequest request = FakeSubjects.request("demo.BST", "finBST", 3)
                .withExport(new GenerationRequest.Export(GenerationRequest.Flavour.JUNIT4, 50))
                .withMethod("add", List.of("0..3"));
        ExportTarget export = new ExportTarget(null, Path.of("/p/test"), GenerationRequest.Flavour.JUNIT4);

        List<String> command = arguments(request, export);

        assertEquals(Path.of("/p/test").toString(), value(command, "--junit"));
        assertEquals("junit4", value(command, "--junit-flavour"));
        assertEquals("50", value(command, "--junit-per-class"));
        assertEquals("add", value(command, "--method"));
        assertEquals("0..3", value(command, "--param"));
    }
    @Test
    void aKoratPlusRunAsksForEqClassesAndLeavesOutThreadsReuseAndResume() {
        GenerationRequest request = FakeSubjects.request("demo.ListAsSet", "finListAsSet", 0, 4, 0, 4, 4, 4, 3)
                .withReuse(GenerationRequest.Reuse.BASE, "abc123").withThreads(2).withEqClasses(true);
        List<String> command = arguments(request, null);
        assertTrue(command.contains("--eq-class"), command.toString());
        assertFalse(command.contains("--threads") || command.contains("--base") || command.contains("--no-reuse") || command.contains("--resume"),
                "the runner refuses them with --eq-class: " + command);
        assertFalse(arguments(request.withEqClasses(false), null).contains("--eq-class"));
    }
}
