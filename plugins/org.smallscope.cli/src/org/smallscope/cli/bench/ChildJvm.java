package org.smallscope.cli.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.smallscope.engine.search.prune.LookAhead;

/** One {@link GoalsChild} in a fresh JVM (this JVM's java, class path and memory and collector options), its protocol lines read as they come. */
final class ChildJvm implements AutoCloseable {

    /** What {@link #next} returns when the child's output ended. */
    static final String END = "\0end";

    private final Process process;
    private final long startNanos = System.nanoTime();
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private volatile String lastOther = "";

    private ChildJvm(Process process) {
        this.process = process;
        Thread reader = new Thread(this::read, "goals-child-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * @param classPath the child's class path (the CLI's)
     * @param exact the child's search mode: Korat-exact, look-ahead, or (null) the default of its command line
     * @param args {@link GoalsChild}'s arguments
     */
    static ChildJvm start(String classPath, Boolean exact, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions());
        if (exact != null) {
            command.add("-D" + LookAhead.EXACT + "=" + exact);
        }
        command.add("-cp");
        command.add(classPath);
        command.add(GoalsChild.class.getName());
        command.addAll(List.of(args));
        try {
            return new ChildJvm(new ProcessBuilder(command).redirectErrorStream(true).start());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a child JVM (" + command.get(0) + "): " + e.getMessage(), e);
        }
    }

    /** @return this JVM's heap, collector and class-data options (as the launcher gave them), without agents or debugging */
    static List<String> jvmOptions() {
        List<String> options = new ArrayList<>();
        for (String o : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            boolean vm = o.startsWith("-X") && !o.startsWith("-Xdebug") && !o.startsWith("-Xrunjdwp") && !o.startsWith("-XX:ArchiveClassesAtExit")
                    && !o.startsWith("-XX:+AutoCreateSharedArchive") && !o.startsWith("-XX:+HeapDumpOnOutOfMemoryError");
            if (vm || o.startsWith("--enable-native-access") || o.startsWith("--add-opens")) {
                options.add(o);
            }
        }
        return options;
    }

    /**
     * @return the next protocol line (without {@link GoalsChild#PREFIX}), {@link #END} when the output ended, or null when
     *         {@code deadlineNanos} (of {@link System#nanoTime}) passed or {@code stop} said so first
     */
    String next(long deadlineNanos, BooleanSupplier stop) {
        try {
            while (!stop.getAsBoolean()) {
                long left = deadlineNanos - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                String line = lines.poll(Math.min(left, TimeUnit.MILLISECONDS.toNanos(200)), TimeUnit.NANOSECONDS);
                if (line != null) {
                    return line;
                }
            }
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** @return the process's exit status once it ended, or -1 if it did not end within a minute */
    int exitStatus() {
        try {
            return process.waitFor(60, TimeUnit.SECONDS) ? process.exitValue() : -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** @return the nanoseconds since the child was started */
    long elapsedNanos() {
        return System.nanoTime() - startNanos;
    }

    /** @return the child's last output line that was not a protocol line (an error's explanation) */
    String lastOther() {
        return lastOther;
    }

    /** Ends the child if it still runs. */
    @Override
    public void close() {
        process.destroyForcibly();
        try {
            process.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void read() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith(GoalsChild.PREFIX)) {
                    lines.add(line.substring(GoalsChild.PREFIX.length()));
                } else if (!line.isBlank()) {
                    lastOther = line.strip();
                }
            }
        } catch (IOException e) {
            lastOther = "output unreadable: " + e.getMessage();
        } finally {
            lines.add(END);
        }
    }
}
