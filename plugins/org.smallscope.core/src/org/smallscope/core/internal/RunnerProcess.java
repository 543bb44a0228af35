package org.smallscope.core.internal;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Writer;
import java.io.OutputStreamWriter;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.channel.RunCommand;

/**
 * The search JVM of one run: started with an event port and the run's token (in its environment, never on its command
 * line), its event lines handed to a consumer on a reader thread once it proved the token, its console output kept
 * (last lines) for error messages, and stopped on request: politely first (over the socket, or as Ctrl-C does if it has
 * not connected), forcibly only after a grace period long enough for a loaded machine.
 */
final class RunnerProcess implements AutoCloseable {

    /**
     * How long a stopped runner may take to report its partial counts, write its report and checkpoint and exit before it
     * is killed: it usually takes well under a second, but a machine busy with other builds can slow it tenfold, and a
     * killed runner loses its report.
     */
    static final long STOP_GRACE_MILLIS = 10_000;

    /** How long the runner may take to connect back after it was started. */
    static final int CONNECT_TIMEOUT_MILLIS = 60_000;

    private static final int KEPT_LINES = 40;

    private final EventPort port;
    private final long graceMillis;
    private final int connectMillis;
    private final Deque<String> console = new ArrayDeque<>();
    private Process process;
    private Socket socket;
    private Writer commands;
    private Thread reader;

    RunnerProcess() throws IOException {
        this(STOP_GRACE_MILLIS, CONNECT_TIMEOUT_MILLIS);
    }

    /**
     * @param graceMillis how long a stopped runner may take to exit before it is killed
     * @param connectMillis how long the runner may take to connect back
     */
    RunnerProcess(long graceMillis, int connectMillis) throws IOException {
        this.port = new EventPort();
        this.graceMillis = graceMillis;
        this.connectMillis = connectMillis;
    }

    /** @return the port the runner must connect to ({@code --events <port>}) */
    int port() {
        return port.port();
    }

    /**
     * Starts the runner with {@code command} in {@code directory} and waits until it connected and proved the run's token
     * (other connections are closed); its event lines go to {@code events}.
     */
    void start(List<String> command, java.io.File directory, Consumer<String> events) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command).directory(directory);
        pb.environment().put(ChannelHandshake.TOKEN_VARIABLE, port.token());
        process = pb.start();
        process.getOutputStream().close();
        drain(process.getInputStream(), "runner stdout");
        drain(process.getErrorStream(), "runner stderr");
        socket = port.accept(connectMillis, process::isAlive);
        if (socket == null) {
            return;
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

    /**
     * Asks the runner to stop and keep its partial results: with a stop command, or, if it has no connection, as Ctrl-C
     * does; kills it only if it has not exited after the grace period.
     */
    void stop() throws InterruptedException {
        if (!alive()) {
            return;
        }
        boolean asked = false;
        try {
            if (commands != null) {
                commands.write(RunCommand.STOP.line() + "\n");
                commands.flush();
                asked = true;
            }
        } catch (IOException e) {
            // the connection is gone: ask the other way
        }
        if (!asked) {
            process.destroy(); // SIGTERM: the runner's shutdown hook cancels the search and writes its report
        }
        if (!process.waitFor(graceMillis, TimeUnit.MILLISECONDS)) {
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
            port.close();
        } catch (IOException e) {
            // closing anyway
        }
    }
}
