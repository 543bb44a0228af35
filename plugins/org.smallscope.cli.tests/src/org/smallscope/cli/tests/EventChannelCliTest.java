package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;

import com.google.gson.JsonObject;

/**
 * {@code generate --events}: the run's token, which the listener must prove it knows before it is sent anything (from
 * the environment, as the IDE passes it, or a file), and a listener that reads too slowly, which must not hold up the
 * search.
 */
class EventChannelCliTest {

    @TempDir
    Path tmp;

    @Test
    void eventsWithoutATokenIsAUsageErrorNamingTheVariable() {
        assumeTrue(System.getenv(ChannelHandshake.TOKEN_VARIABLE) == null, "the test JVM has a token in its environment");
        try (EventServer ide = EventServer.listening()) {
            Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--events", ide.port());

            assertEquals(2, r.exitCode(), r.describe());
            assertTrue(r.err().startsWith("smallscope: error: --events needs the run's token") && r.err().contains(ChannelHandshake.TOKEN_VARIABLE),
                    r.describe());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aTokenFileOtherUsersCanReadIsAUsageError() throws IOException {
        Path file = tmp.resolve("token");
        Files.writeString(file, ChannelHandshake.newToken(), StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));

        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--events", "4711", "--events-token-file", file.toString());

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: --events-token-file " + file + " can be read by other users (rw-r--r--)"),
                r.describe());
    }

    @Test
    void aShortTokenIsAUsageError() throws IOException {
        Path file = tmp.resolve("token");
        Files.writeString(file, "secret\n", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));

        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--events", "4711", "--events-token-file", file.toString());

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: --events-token-file " + file + " does not hold a usable token for --events: it has 6"
                + " characters, fewer than 32"), r.describe());
    }

    @Test
    void aTokenFileWithoutEventsIsAUsageError() throws IOException {
        Path file = tmp.resolve("token");
        Files.writeString(file, ChannelHandshake.newToken(), StandardCharsets.UTF_8);

        Cli.Result r = Cli.run("generate", "--example", "BST", "--args", "3", "--events-token-file", file.toString());

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().startsWith("smallscope: error: --events-token-file is for --events <port>"), r.describe());
    }

    /** The IDE's way: the token in the runner's environment, never on its command line. */
    @Test
    void aRunnerGivenTheTokenInItsEnvironmentSendsItsEventsToTheListenerThatProvesIt() throws Exception {
        List<RunEvent> events;
        Process p;
        try (EventServer ide = EventServer.listening()) {
            ProcessBuilder pb = ChildCli.command("generate", "--example", "BST", "--args", "4", "--events", ide.port(), "--quiet",
                    "--store", tmp.resolve("s").toString());
            pb.environment().put(ChannelHandshake.TOKEN_VARIABLE, ide.token());
            p = pb.redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), output);
            assertEquals(0, p.exitValue(), output);
            events = ide.events();
        }

        assertInstanceOf(RunEvent.Started.class, events.get(0));
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        assertEquals(14, finished.valid());
        assertEquals(14, events.stream().filter(RunEvent.Valid.class::isInstance).count());
    }

    /**
     * A listener that is not the IDE (another local process took the port) and does not know the token: it speaks the
     * handshake but cannot prove the token, so the run sends it nothing but its hello, fails, and its report says why.
     */
    @Test
    void aListenerThatCannotProveTheTokenIsSentNoEventsAndTheReportSaysWhy() throws Exception {
        Path report = tmp.resolve("r.json");
        String message;
        try (ServerSocket rogue = new ServerSocket(0, 1, InetAddress.getByAddress(new byte[] {127, 0, 0, 1}))) {
            CompletableFuture<List<String>> heard = CompletableFuture.supplyAsync(() -> playRogue(rogue));
            ProcessBuilder pb = ChildCli.command("generate", "--example", "BST", "--args", "4", "--events", Integer.toString(rogue.getLocalPort()),
                    "--quiet", "--store", tmp.resolve("s").toString(), "--report", report.toString());
            pb.environment().put(ChannelHandshake.TOKEN_VARIABLE, ChannelHandshake.newToken());
            Process p = pb.start();
            p.getOutputStream().close();
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(120, TimeUnit.SECONDS), err);

            assertEquals(1, p.exitValue(), err);
            message = "the listener on port " + rogue.getLocalPort() + " did not prove the run's token: not sending events (its proof is wrong)";
            assertTrue(err.startsWith("smallscope: error: " + message), err);
            List<String> lines = heard.get(60, TimeUnit.SECONDS);
            assertEquals(1, lines.size(), "only the hello: " + lines);
            assertTrue(lines.get(0).startsWith("{\"handshake\":\"hello\",\"nonce\":\"") && !lines.get(0).contains("event"), lines.toString());
        }
        JsonObject json = Cli.report(report);
        assertEquals("failed", json.get("outcome").getAsString(), json.toString());
        assertEquals(message, json.get("error").getAsString(), json.toString());
        assertEquals(1, json.get("exit_code").getAsInt(), json.toString());
    }

    /** Answers the hello as a listener would, with a proof made without the token, and collects every line it is sent. */
    private static List<String> playRogue(ServerSocket rogue) {
        List<String> lines = new ArrayList<>();
        try (Socket s = rogue.accept(); BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8))) {
            OutputStream out = s.getOutputStream();
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
                if (lines.size() == 1) {
                    out.write(("{\"handshake\":\"listener\",\"nonce\":\"" + ChannelHandshake.newToken() + "\",\"proof\":\"" + ChannelHandshake.newToken()
                            + "\"}\n").getBytes(StandardCharsets.UTF_8));
                    out.flush();
                }
            }
        } catch (IOException e) {
            lines.add("broken: " + e);
        }
        return lines;
    }

    /**
     * A listener that proves the token and then never reads (an IDE hung, a debugger stopped in it): the search does not
     * wait for it, its counts are those of a run without {@code --events}, and the run says what it did not send.
     */
    @Test
    void aListenerThatStopsReadingDoesNotHoldUpTheSearch() throws Exception {
        Path alone = tmp.resolve("alone.json");
        Cli.Result baseline = Cli.run("generate", "--example", "DLLU", "--args", "9", "--no-reuse", "--report", alone.toString());
        assertEquals(0, baseline.exitCode(), baseline.describe());

        Path report = tmp.resolve("stalled.json");
        Cli.Result r;
        List<RunEvent> events;
        long millis;
        System.setProperty("smallscope.events.backlogChars", Long.toString(1 << 20));
        try (EventServer ide = EventServer.stalling()) {
            long start = System.nanoTime();
            CompletableFuture<Cli.Result> run = CompletableFuture.supplyAsync(() -> Cli.run("generate", "--example", "DLLU", "--args", "9",
                    "--no-reuse", "--events", ide.port(), "--events-token-file", ide.tokenFile(), "--report", report.toString()));
            r = run.get(180, TimeUnit.SECONDS); // a run held up by its reader would never end
            millis = (System.nanoTime() - start) / 1_000_000;
            ide.release();
            events = ide.events();
        } finally {
            System.clearProperty("smallscope.events.backlogChars");
        }

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        JsonObject expected = Cli.report(alone);
        assertEquals(Outcome.COMPLETED.name().toLowerCase(java.util.Locale.ROOT), json.get("outcome").getAsString(), json.toString());
        assertEquals(expected.get("explored").getAsLong(), json.get("explored").getAsLong());
        assertEquals(expected.get("valid").getAsLong(), json.get("valid").getAsLong());
        assertEquals(362_880, json.get("valid").getAsLong());
        String port = ideLine(r.err(), "smallscope: warning: the listener on port ");
        assertTrue(port.matches("smallscope: warning: the listener on port \\d+ read too slowly: [\\d,]+ valid structures were not sent to it;"
                + " the counts are exact"), r.describe());
        long dropped = Long.parseLong(port.replaceAll(".*read too slowly: ([\\d,]+) valid.*", "$1").replace(",", ""));
        assertEquals(dropped, json.get("events_dropped").getAsLong(), "the report counts what the listener missed: " + json);
        assertTrue(json.get("warnings").toString().contains("read too slowly"), json.toString());
        assertFalse(expected.has("events_dropped"), "a run without a listener says nothing of events");
        assertTrue(r.err().contains("did not read the run's last events within 5 s: the connection was closed without them"), r.describe());
        assertInstanceOf(RunEvent.Started.class, events.get(0), "what it was sent before it stalled: " + events.size() + " events, " + millis + " ms");
    }

    private static String ideLine(String err, String prefix) {
        return err.lines().filter(l -> l.startsWith(prefix) && l.contains("read too slowly")).findFirst().orElse("(no line " + prefix + "...)");
    }
}
