package org.smallscope.cli.output;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.io.AtomicFile;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunCommand;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * The {@code --events} sink of one {@code generate} run: writes every event of the run as a JSON line to the IDE
 * listening on a local port, and cancels the run, as Ctrl-C does, when the IDE sends {@code {"command":"stop"}}
 * or the connection closes.
 */
public final class EventSocket implements RunListener, AutoCloseable {

    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;

    private final Socket socket;
    private final EventWriter writer;
    private volatile RunControl run;
    private volatile boolean stopRequested;
    private volatile boolean closing;
    private volatile boolean finished;
    /** Valid events sent at most, and counted so far (by the reporting thread; a restarted run counts afresh). */
    private final long validLimit = RunEvent.Valid.sentAtMost();
    private long validSent;

    private EventSocket(Socket socket, EventWriter writer) {
        this.socket = socket;
        this.writer = writer;
    }

    /** @return a sink connected to 127.0.0.1:{@code port}, already listening for commands */
    public static EventSocket connect(int port) {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), CONNECT_TIMEOUT_MILLIS);
            EventSocket sink = new EventSocket(socket, new EventWriter(socket.getOutputStream()));
            Thread commands = new Thread(sink::readCommands, "smallscope-events-commands");
            commands.setDaemon(true);
            commands.start();
            return sink;
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
                    writer.write(new RunEvent.Warning("unknown command ignored: " + line));
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
        RunControl r = run;
        if (r != null) {
            r.cancel();
        }
    }

    /** The run to cancel on {@code stop}; cancelled at once if {@code stop} came before it existed. */
    public void watch(RunControl r) {
        run = r;
        if (stopRequested) {
            r.cancel();
        }
    }

    /** Writes {@code event}; once stopped, valid candidates already computed are not worth the delay of sending them. */
    @Override
    public void accept(RunEvent event) {
        if (event instanceof RunEvent.Valid && (stopRequested || ++validSent > validLimit)) {
            return; // the IDE keeps the first RunEvent.Valid.SENT_AT_MOST; the counts come with progress and finished
        }
        if (event instanceof RunEvent.Finished) {
            finished = true;
        }
        if (event instanceof RunEvent.Restarted) {
            validSent = 0; // the IDE drops what it had and keeps the new run's first ones
        }
        writer.write(event);
    }

    /** @return whether {@code finished} was sent */
    public boolean finishedSent() {
        return finished;
    }

    /** Closes the connection (after sending everything). */
    @Override
    public void close() {
        closing = true;
        writer.close();
        try {
            socket.close();
        } catch (IOException e) {
            // the IDE went away; nothing to tell it
        }
    }
}
