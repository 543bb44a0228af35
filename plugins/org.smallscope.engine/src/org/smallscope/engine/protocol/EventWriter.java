package org.smallscope.engine.protocol;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes run events as JSON lines (one event per line, UTF-8) from any thread; every event but
 * {@code valid} is flushed at once, so valid candidates reach the reader by the next progress tick
 * at the latest. It never throws: once the stream breaks (the reader went away) it stops writing.
 */
public final class EventWriter implements AutoCloseable {

    private final Writer out;
    private volatile Exception failure;

    /** @param out where the lines go (a socket's stream, a file) */
    public EventWriter(OutputStream out) {
        this.out = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16);
    }

    /** Writes one event (dropped once the stream is broken). */
    public void write(RunEvent event) {
        if (failure != null) {
            return;
        }
        String line;
        try {
            line = line(event);
        } catch (RuntimeException e) {
            failure = e;
            return;
        }
        writeLine(line, !(event instanceof RunEvent.Valid));
    }

    /** @return {@code event} as the line {@link #write} writes, without the line break (to render it on another thread first) */
    public static String line(RunEvent event) {
        return EventCodec.toLine(event);
    }

    /** Writes a line made by {@link #line}, and sends it at once if {@code flush} (dropped once the stream is broken). */
    public synchronized void writeLine(String line, boolean flush) {
        if (failure != null) {
            return;
        }
        try {
            out.write(line);
            out.write('\n');
            if (flush) {
                out.flush();
            }
        } catch (IOException | RuntimeException e) {
            failure = e;
        }
    }

    /** Writes a {@code warning} event. */
    public void warning(String text) {
        write(new RunEvent.Warning(text));
    }

    /** Writes an {@code exported} event: the JUnit files and test classes written, and how many tests they hold. */
    public void exported(List<Path> files, List<String> classes, long tests) {
        write(new RunEvent.Exported(files.stream().map(Path::toString).toList(), List.copyOf(classes), tests));
    }

    /** Writes a {@code counterexample} event: the structure on which a method under test broke, and how. */
    public void counterexample(int[] vector, String structure, String parameters, String problem) {
        write(new RunEvent.Counterexample(vector.clone(), structure, parameters, problem));
    }

    /** Sends what is buffered. */
    public synchronized void flush() {
        if (failure != null) {
            return;
        }
        try {
            out.flush();
        } catch (IOException e) {
            failure = e;
        }
    }

    /** @return why the stream stopped taking events, or null while it works */
    public Exception failure() {
        return failure;
    }

    /** Flushes and closes the stream, quietly. */
    @Override
    public synchronized void close() {
        try {
            out.close();
        } catch (IOException e) {
            failure = failure == null ? e : failure;
        }
    }
}
