package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

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
        Path report = dir.resolve("report.json");
        try (RunnerProcess runner = new RunnerProcess()) {
            runner.start(command(runner.port(), "--example", "BSTP", "--args", "11", "--threads", "1", "--report", report.toString()), dir.toFile(),
                    lines::add);
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
        JsonObject json = JsonParser.parseString(Files.readString(report)).getAsJsonObject();
        assertEquals("cancelled", json.get("outcome").getAsString(), json.toString());
        assertEquals(130, json.get("exit_code").getAsInt(), json.toString());
        assertEquals(finished.explored(), json.get("explored").getAsLong(), json.toString());
    }

    /**
     * Other local processes connect to the run's port before the runner does: one says nothing, one sends events of a
     * run that never was. Neither proves the token; both are closed, and the events read are the runner's.
     */
    @Test
    void connectionsThatDoNotProveTheTokenAreClosedAndTheRunnersEventsAreRead() throws Exception {
        List<String> lines = Collections.synchronizedList(new ArrayList<>());
        String fake = "{\"event\":\"finished\",\"outcome\":\"COMPLETED\",\"explored\":999,\"valid\":999,\"millis\":1,\"exit_code\":0}";
        try (RunnerProcess runner = new RunnerProcess(); Socket silent = new Socket(InetAddress.getLoopbackAddress(), runner.port());
                Socket rogue = new Socket(InetAddress.getLoopbackAddress(), runner.port())) {
            rogue.getOutputStream().write(("{\"event\":\"started\",\"subject\":\"Fake(9)\"}\n" + fake + "\n").getBytes(StandardCharsets.UTF_8));
            rogue.getOutputStream().flush();

            runner.start(command(runner.port(), "--example", "BST", "--args", "4"), dir.toFile(), lines::add);
            Integer exit = null;
            for (int i = 0; i < 600 && exit == null; i++) {
                exit = runner.waitFor(100);
            }
            runner.drainEvents(2000);

            assertEquals(0, exit, runner::consoleTail);
            assertClosed(rogue);
            assertClosed(silent);
        }
        List<RunEvent> events = parse(lines);
        RunEvent.Started started = assertInstanceOf(RunEvent.Started.class, events.get(0));
        assertEquals("BST(4)", started.subject());
        assertFalse(lines.contains(fake), "the rogue's events were not read");
        assertEquals(14, events.stream().filter(RunEvent.Valid.class::isInstance).count());
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(14, finished.valid());
    }

    /** Asserts that the other side closed {@code socket} (within the handshake's time limit and a margin) without sending anything. */
    private static void assertClosed(Socket socket) throws IOException {
        socket.setSoTimeout(ChannelHandshake.TIMEOUT_MILLIS + 20_000);
        try {
            assertEquals(-1, socket.getInputStream().read(), "nothing is ever sent to a connection that did not prove the token");
        } catch (SocketException e) {
            // closed with its lines unread: reset, as good as closed
        }
    }

    /** A runner that ignores being stopped (it never connects, and ignores SIGTERM) is killed, but only once the grace period is over. */
    @Test
    void aRunnerThatDoesNotStopIsKilledOnlyAfterTheGracePeriod() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs a POSIX shell");
        try (RunnerProcess runner = new RunnerProcess(1_500, 300)) {
            runner.start(List.of("/bin/sh", "-c", "trap '' TERM; exec sleep 60"), dir.toFile(), line -> {
            });
            assertTrue(runner.alive());
            long start = System.nanoTime();

            runner.stop();

            long millis = (System.nanoTime() - start) / 1_000_000;
            assertFalse(runner.alive());
            assertTrue(millis >= 1_500, "killed after " + millis + " ms, before the grace period was over");
            assertEquals(137, runner.waitFor(0), "killed");
        }
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
