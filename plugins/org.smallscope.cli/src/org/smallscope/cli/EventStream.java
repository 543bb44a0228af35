package org.smallscope.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.smallscope.engine.CandidateHeap;
import org.smallscope.engine.Progress;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.SearchListener;
import org.smallscope.engine.SearchResult;
import org.smallscope.engine.Subject;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunCommand;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.run.SubjectEvents;
import org.smallscope.engine.io.AtomicFile;

/**
 * The {@code --events} connection of one {@code generate} run: sends the run's events as JSON lines
 * to the IDE listening on a local port, and cancels the run, as Ctrl-C does, when the IDE sends
 * {@code {"command":"stop"}} or the connection closes. Without {@code --events} it does nothing.
 */
final class EventStream implements AutoCloseable {

    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;

    private final Socket socket;
    private final EventWriter writer;
    private final RunEnding ending = new RunEnding();
    private volatile Progress run;
    private volatile boolean stopRequested;
    private volatile boolean closing;
    private ProgressTicks ticks;
    private final RegionBatches regions = new RegionBatches();
    private boolean finished;

    private EventStream(Socket socket, EventWriter writer) {
        this.socket = socket;
        this.writer = writer;
    }

    /** @return a stream that sends nothing (no {@code --events}) */
    static EventStream none() {
        return new EventStream(null, null);
    }

    /** @return a stream connected to 127.0.0.1:{@code port}, already listening for commands */
    static EventStream connect(int port) {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), CONNECT_TIMEOUT_MILLIS);
            EventStream stream = new EventStream(socket, new EventWriter(socket.getOutputStream()));
            Thread commands = new Thread(stream::readCommands, "smallscope-events-commands");
            commands.setDaemon(true);
            commands.start();
            return stream;
        } catch (IOException e) {
            try {
                socket.close();
            } catch (IOException ignored) {
                // reporting the connect error is enough
            }
            throw new UncheckedIOException("cannot connect to --events port " + port + " on 127.0.0.1: " + AtomicFile.describe(e), e);
        }
    }

    private void readCommands() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                Optional<RunCommand> command = RunCommand.parse(line);
                if (command.isPresent()) {
                    stop();
                } else if (!line.isBlank()) {
                    writer.warning("unknown command ignored: " + line);
                }
            }
        } catch (IOException e) {
            // the connection broke: as if it closed
        }
        if (!closing) {
            stop(); // the IDE went away: nobody wants the rest of the run
        }
    }

    private void stop() {
        stopRequested = true;
        Progress r = run;
        if (r != null) {
            r.cancel();
        }
    }

    /** The run to cancel on {@code stop}; cancelled at once if {@code stop} came before it existed. */
    void watch(Progress r) {
        run = r;
        if (stopRequested) {
            r.cancel();
        }
    }

    /** Sends {@code started} and begins the progress ticks of the watched run. */
    void started(Subject subject, Mode mode) {
        if (writer == null) {
            return;
        }
        writer.write(SubjectEvents.started(subject, mode));
        if (ticks == null && run != null) {
            ticks = ProgressTicks.start(run, writer);
            ticks.beforeEachTick(() -> regions.send(writer));
        }
    }

    /** @return what sends {@code started}, and {@code reuse} for an incremental run, when a generation knows how it searches */
    Generation.Start starter(Subject subject) {
        return (mode, base, reusedTests, mixedRanges) -> {
            started(subject, mode);
            if (base != null && writer != null) {
                writer.write(new RunEvent.Reuse(base.id(), base.descriptor().describe(), reusedTests, mixedRanges));
            }
        };
    }

    /** @return a listener sending each valid candidate (until a stop) and the run's restarts */
    SearchListener listener(Subject subject) {
        if (writer == null) {
            return SearchListener.NONE;
        }
        return new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                if (!stopRequested) { // once stopped, results already computed are not worth the delay of sending them
                    writer.write(SubjectEvents.valid(subject, candidate, ordinal));
                }
            }

            @Override
            public boolean wantsRegions() {
                return true;
            }

            @Override
            public void regionCovered(Region region) {
                regions.add(region);
            }

            @Override
            public void searchRestarted(String reason) {
                if (ticks != null) {
                    ticks.restarted();
                }
                regions.restart(() -> writer.write(new RunEvent.Restarted(reason)));
            }
        };
    }

    /** Sends a {@code warning}. */
    void warning(String text) {
        if (writer != null) {
            writer.warning(text);
        }
    }

    /** Sends {@code exported}: the JUnit files and test classes written, and how many tests they hold. */
    void exported(List<Path> files, List<String> classes, long tests) {
        if (writer != null) {
            writer.exported(files, classes, tests);
        }
    }

    /** Sends {@code counterexample}: the structure on which a method under test broke, its parameters and the problem. */
    void counterexample(int[] vector, String structure, String parameters, String problem) {
        if (writer != null) {
            writer.counterexample(vector, structure, parameters, problem);
        }
    }

    /** Records how the search ended, for {@code finished}. */
    void result(SearchResult r) {
        ending.result(r);
    }

    /** Records the snapshot saved and any fallback reason, for {@code finished}. */
    void generation(Generation.Report g, Subject subject) {
        ending.generation(g, subject);
    }

    /** Records the error the command line printed (the first one counts), for {@code finished}. */
    void message(String text) {
        ending.message(text);
    }

    /** Sends the last progress and {@code finished}: the run exits with {@code exitCode}. Only the first call sends. */
    void finished(int exitCode) {
        if (writer == null || finished) {
            return;
        }
        finished = true;
        if (ticks != null) {
            ticks.stop();
        }
        writer.write(ending.finished(exitCode));
    }

    /** Sends {@code finished} for a run that {@code failure} ended (with its message and exit status). */
    void failed(RuntimeException failure) {
        message(ErrorReporter.message(failure));
        finished(ErrorReporter.exitCode(failure));
    }

    /** Closes the connection (after sending everything). */
    @Override
    public void close() {
        if (socket == null) {
            return;
        }
        closing = true;
        if (!finished) {
            message("the run ended without a result (internal error; run again with --verbose)");
            finished(ExitCodes.FAILURE);
        }
        writer.close();
        try {
            socket.close();
        } catch (IOException e) {
            // the IDE went away; nothing to tell it
        }
    }
}
