package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;

/** The search JVM as the IDE runs it, without a workbench: started on the runner's class path, its events read, stopped politely. */
class RunnerProcessTest {

    @TempDir
    Path dir;

    private List<String> command(int port, String... args) throws Exception {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-cp");
        cmd.add(RunnerClasspath.entries().stream().map(File::getPath).collect(Collectors.joining(File.pathSeparator)));
        cmd.add("org.smallscope.cli.Main");
        cmd.add("generate");
        cmd.addAll(List.of(args));
        cmd.addAll(List.of("--store", Files.createDirectories(dir.resolve("store")).toString(), "--events", Integer.toString(port), "--quiet"));
        return cmd;
    }

    private static List<RunEvent> parse(List<String> lines) {
        synchronized (lines) {
            return lines.stream().map(EventReader::parse).toList();
        }
    }

    @Test
    void aRunnerSendsItsEventsAndExits() throws Exception {
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        try (RunnerProcess runner = new RunnerProcess()) {
            runner.start(command(runner.port(), "--example", "BST", "--args", "4"), dir.toFile(), lines::add);
            Integer exit = null;
            for (int i = 0; i < 600 && exit == null; i++) {
                exit = runner.waitFor(100);
            }
            runner.drainEvents(2000);

            assertEquals(0, exit, runner::consoleTail);
        }
        List<RunEvent> events = parse(lines);
        assertInstanceOf(RunEvent.Started.class, events.get(0));
        assertEquals(14, events.stream().filter(RunEvent.Valid.class::isInstance).count());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(Outcome.COMPLETED, finished.outcome());
        assertEquals(14, finished.valid());
    }

    @Test
    void aStoppedRunnerReportsItsPartialCountsAndEnds() throws Exception {
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        try (RunnerProcess runner = new RunnerProcess()) {
            runner.start(command(runner.port(), "--example", "BSTP", "--args", "11", "--threads", "1"), dir.toFile(), lines::add);
            for (int i = 0; i < 600 && parse(lines).stream().noneMatch(e -> e instanceof RunEvent.Progress p && p.explored() > 0); i++) {
                Thread.sleep(50);
            }
            runner.stop();
            runner.drainEvents(2000);

            assertFalse(runner.alive());
            assertEquals(130, runner.waitFor(0), runner::consoleTail);
        }
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, parse(lines).get(lines.size() - 1));
        assertEquals(Outcome.CANCELLED, finished.outcome());
        assertTrue(finished.explored() > 0, finished.toString());
    }

    @Test
    void aRunnerThatFailsLeavesItsExitCodeAndConsole() throws Exception {
        try (RunnerProcess runner = new RunnerProcess()) {
            List<String> cmd = command(runner.port(), "--example", "NoSuchExample", "--args", "3");
            runner.start(cmd, dir.toFile(), line -> {
            });
            Integer exit = null;
            for (int i = 0; i < 600 && exit == null; i++) {
                exit = runner.waitFor(100);
            }

            assertNotNull(exit);
            assertTrue(exit != 0, "exit " + exit);
            assertTrue(runner.consoleTail().contains("NoSuchExample"), runner.consoleTail());
        }
    }
}
