package org.smallscope.core.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The search JVM of one run: started with an event port, its event lines handed to a consumer
 * on a reader thread, its console output kept (last lines) for error messages, and stopped on
 * request: politely over the socket first, forcibly after a grace period.
 */
final class RunnerProcess implements AutoCloseable {

    /** How long a stopped runner may take to report its partial counts before it is killed. */
    static final long STOP_GRACE_MILLIS = 600;

    /** How long the runner may take to connect back after it was started. */
    static final int CONNECT_TIMEOUT_MILLIS = 60_000;

    private static final int KEPT_LINES = 40;

    private final ServerSocket server;
    private final Deque<String> console = new ArrayDeque<>();
    private Process process;
    private Socket socket;
    private Writer commands;
    private Thread reader;

    RunnerProcess() throws IOException {
        server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
    }

    /** @return the port the runner must connect to ({@code --events <port>}) */
    int port() {
        return server.getLocalPort();
    }

    /** Starts the runner with {@code command} in {@code directory} and waits for it to connect; its event lines go to {@code events}. */
    void start(List<String> command, java.io.File directory, Consumer<String> events) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(directory);
        process = pb.start();
        process.getOutputStream().close();
        drain(process.getInputStream(), "runner stdout");
        drain(process.getErrorStream(), "runner stderr");
        server.setSoTimeout(200);
        long deadline = System.currentTimeMillis() + CONNECT_TIMEOUT_MILLIS;
        while (socket == null) {
            try {
                socket = server.accept();
            } catch (SocketTimeoutException e) {
                if (!process.isAlive() || System.currentTimeMillis() > deadline) {
                    return;
                }
            }
        }
        commands = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8);
        InputStream in = socket.getInputStream();
        reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    events.accept(line);
                }
            } catch (IOException e) {
                // the runner ended or was killed: its exit code tells what happened
            }
        }, "Smallscope runner events");
        reader.setDaemon(true);
        reader.start();
    }

    /** @return whether the runner JVM is still alive */
    boolean alive() {
        return process != null && process.isAlive();
    }

    /** Waits up to {@code millis} for the runner to exit; @return its exit code, or null if still alive */
    Integer waitFor(long millis) throws InterruptedException {
        if (process.waitFor(millis, TimeUnit.MILLISECONDS)) {
            return process.exitValue();
        }
        return null;
    }

    /** Waits until every event line sent before the runner exited has been handed over. */
    void drainEvents(long millis) throws InterruptedException {
        if (reader != null) {
            reader.join(millis);
        }
    }

    /** Asks the runner to stop and keep its partial results; kills it if it has not exited after the grace period. */
    void stop() throws InterruptedException {
        if (!alive()) {
            return;
        }
        try {
            if (commands != null) {
                commands.write("{\"command\":\"stop\"}\n");
                commands.flush();
            }
        } catch (IOException e) {
            // already gone
        }
        if (!process.waitFor(STOP_GRACE_MILLIS, TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            process.waitFor(2, TimeUnit.SECONDS);
        }
    }

    /** @return the runner's last console lines (stdout and stderr) */
    String consoleTail() {
        synchronized (console) {
            return String.join("\n", console);
        }
    }

    private void drain(InputStream stream, String name) {
        Thread t = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    synchronized (console) {
                        console.addLast(line);
                        if (console.size() > KEPT_LINES) {
                            console.removeFirst();
                        }
                    }
                }
            } catch (IOException e) {
                // process gone
            }
        }, "Smallscope " + name);
        t.setDaemon(true);
        t.start();
    }

    @Override
    public void close() {
        try {
            if (process != null && process.isAlive()) {
                process.destroyForcibly();
            }
            if (socket != null) {
                socket.close();
            }
            server.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
