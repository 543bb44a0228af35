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
import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.channel.RunCommand;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * The {@code --events} sink of one {@code generate} run: after both sides proved the run's token
 * ({@link ChannelHandshake}), sends every event of the run as a JSON line to the IDE listening on a local port, from a
 * thread of its own, so that a slow reader never holds up the search ({@link EventBacklog} says what is dropped then);
 * cancels the run, as Ctrl-C does, when the IDE sends {@code {"command":"stop"}} or the connection closes.
 */
public final class EventSocket implements RunListener, AutoCloseable {

    private static final int CONNECT_TIMEOUT_MILLIS = 10_000;

    /** How long {@link #close} waits for the IDE to take the events still waiting before it closes the connection anyway. */
    public static final long CLOSE_WAIT_MILLIS = 5_000;

    private final Socket socket;
    private final int port;
    private final EventWriter writer;
    private final EventBacklog backlog = new EventBacklog(EventBacklog.validBudget());
    private final Thread sender;
    private volatile RunControl run;
    private volatile boolean stopRequested;
    private volatile boolean closing;
    private volatile boolean finished;
    /** Valid events sent at most, and counted so far (by the reporting thread; a restarted run counts afresh). */
    private final long validLimit = RunEvent.Valid.sentAtMost();
    private long validSent;

    private EventSocket(Socket socket, int port, EventWriter writer) {
        this.socket = socket;
        this.port = port;
        this.writer = writer;
        this.sender = new Thread(this::send, "smallscope-events-sender");
        sender.setDaemon(true);
    }

    /**
     * @param token the run's token, which the listener must prove it knows before it is sent anything
     * @return a sink connected to 127.0.0.1:{@code port}, already listening for commands
     * @throws UncheckedIOException when nothing listens there, or the listener did not prove the token
     */
    public static EventSocket connect(int port, String token) {
        Socket socket = new Socket();
        try {
            socket.setTcpNoDelay(true);
            socket.connect(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), CONNECT_TIMEOUT_MILLIS);
        } catch (IOException e) {
            closeQuietly(socket);
            throw new UncheckedIOException("cannot connect to --events port " + port + " on 127.0.0.1: " + AtomicFile.describe(e), e);
        }
        try {
            ChannelHandshake.asRunner(socket, token);
            EventSocket sink = new EventSocket(socket, port, new EventWriter(socket.getOutputStream()));
            sink.sender.start();
            Thread commands = new Thread(sink::readCommands, "smallscope-events-commands");
            commands.setDaemon(true);
            commands.start();
            return sink;
        } catch (IOException e) {
            closeQuietly(socket);
            throw new UncheckedIOException("the listener on port " + port + " did not prove the run's token: not sending events ("
                    + e.getMessage() + ")", e);
        }
    }

    private void readCommands() {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                Optional<RunCommand> command = RunCommand.parse(line);
                if (command.isPresent()) {
                    stop();
                } else if (!line.isBlank()) {
                    backlog.offer(new RunEvent.Warning("unknown command ignored: " + line));
                }
            }
        } catch (IOException e) {
            // the connection broke: as if it closed
        }
        if (!closing) {
            stop(); // the IDE went away: nobody wants the rest of the run
        }
    }

    /** Writes what the run offers, in order, until the backlog is closed and empty; sends what it wrote whenever it caught up. */
    private void send() {
        try {
            for (EventBacklog.Entry e = backlog.take(); e != null; e = backlog.take()) {
                if (e.line() != null) {
                    writer.writeLine(e.line(), false);
                } else {
                    writer.write(e.event());
                }
                if (backlog.isEmpty()) {
                    writer.flush();
                }
            }
            writer.flush();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
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

    /** Queues {@code event} (rendering a valid structure's line here), never waiting; once stopped, valid candidates already computed are not worth the delay of sending them. */
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
        backlog.offer(event);
    }

    /** @return whether {@code finished} was sent */
    public boolean finishedSent() {
        return finished;
    }

    /** @return how many valid structures were not sent because the listener read too slowly (see {@link #dropped}) */
    public long droppedCount() {
        return backlog.dropped();
    }

    /**
     * @return what the IDE missed because it read more slowly than the run went, e.g. {@code the listener on port 4711 read
     *         too slowly: 1,234 valid structures were not sent to it; the counts are exact}, or empty
     */
    public Optional<String> dropped() {
        long n = backlog.dropped();
        return n == 0 ? Optional.empty()
                : Optional.of("the listener on port " + port + " read too slowly: " + Counts.format(n) + " valid structure" + (n == 1 ? " was" : "s were")
                        + " not sent to it; the counts are exact");
    }

    /**
     * Sends the events still waiting, for at most {@link #CLOSE_WAIT_MILLIS}, and closes the connection.
     *
     * @return why not every event was sent, if the IDE did not take them in time (e.g. {@code the listener on port 4711 did
     *         not read the run's last events within 5 s: the connection was closed without them}), or empty
     */
    public Optional<String> drainAndClose() {
        closing = true;
        backlog.close();
        boolean sent = join(CLOSE_WAIT_MILLIS);
        closeQuietly(socket); // ends a write the IDE does not read, so that the sender returns and lets go of the writer
        join(1_000);
        writer.close();
        return sent ? Optional.empty()
                : Optional.of("the listener on port " + port + " did not read the run's last events within " + CLOSE_WAIT_MILLIS / 1000
                        + " s: the connection was closed without them");
    }

    /** Closes the connection after sending what is waiting (within {@link #CLOSE_WAIT_MILLIS}). */
    @Override
    public void close() {
        drainAndClose();
    }

    private boolean join(long millis) {
        try {
            sender.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return !sender.isAlive();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // the IDE went away; nothing to tell it
        }
    }
}
