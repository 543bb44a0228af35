package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.smallscope.cli.Main;

/** Runs the real command line in-process with {@code --events}, as the IDE starts it, and returns the event lines it sent. */
final class RealRunner {

    private RealRunner() {
    }

    /** @return the event lines of {@code generate --example <example> --args <size>} (a full search, fresh store) */
    static List<String> eventLines(String example, int size) throws Exception {
        return eventLines(example, Integer.toString(size));
    }

    /** @return the event lines of {@code generate --example <example> --args <args> <more>} (fresh store) */
    static List<String> eventLines(String example, String args, String... more) throws Exception {
        try (EventPort port = new EventPort()) {
            Path tokenFile = Files.createTempFile("smallscope-token", ".txt",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
            Files.writeString(tokenFile, port.token(), StandardCharsets.UTF_8);
            CompletableFuture<List<String>> lines = CompletableFuture.supplyAsync(() -> read(port));
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int exit;
            try (PrintStream out = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
                    PrintStream errors = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                List<String> command = new ArrayList<>(List.of("generate", "--example", example, "--args", args, "--no-reuse", "--store",
                        Files.createTempDirectory("smallscope-store").toString(), "--events", Integer.toString(port.port()),
                        "--events-token-file", tokenFile.toString(), "--quiet", "--no-progress"));
                command.addAll(List.of(more));
                exit = Main.run(command.toArray(String[]::new), out, errors);
            } finally {
                Files.deleteIfExists(tokenFile);
            }
            assertEquals(0, exit, () -> err.toString(StandardCharsets.UTF_8));
            return lines.get(60, TimeUnit.SECONDS);
        }
    }

    /** @return the lines of the first connection that proved the token, as the IDE reads them */
    private static List<String> read(EventPort port) {
        List<String> lines = new ArrayList<>();
        try (Socket socket = port.accept(60_000, () -> true);
                BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lines.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return lines;
    }
}
