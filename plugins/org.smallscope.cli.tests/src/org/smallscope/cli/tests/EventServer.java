package org.smallscope.cli.tests;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;

import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.channel.RunCommand;
import org.smallscope.engine.protocol.RunEvent;

/**
 * Plays the IDE for {@code generate --events}: listens on a free port of 127.0.0.1 with a token of its own (passed to
 * the run in a file, {@link #tokenFile()}), proves it and checks the run's proof ({@link ChannelHandshake}), collects
 * the events of one run, and at the first event matching its trigger sends {@code stop} or hangs up; or, as a reader
 * that stalls, stops reading right after the handshake.
 */
final class EventServer implements AutoCloseable {

    private final ServerSocket server;
    private final Predicate<RunEvent> trigger;
    private final boolean hangUp;
    private final boolean stall;
    private final String token = ChannelHandshake.newToken();
    private final Path tokenFile;
    private final List<RunEvent> events = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile IOException failure;

    private EventServer(Predicate<RunEvent> trigger, boolean hangUp, boolean stall) {
        this.trigger = trigger;
        this.hangUp = hangUp;
        this.stall = stall;
        try {
            tokenFile = Files.createTempFile(Scratch.create(), "token", ".txt");
            Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
            Files.writeString(tokenFile, token, StandardCharsets.UTF_8);
            server = new ServerSocket();
            if (stall) {
                server.setReceiveBufferSize(4096); // a small window: the run's writes block soon
            }
            server.bind(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), 0), 1);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        thread = new Thread(this::serve, "test-event-server");
        thread.setDaemon(true);
        thread.start();
    }

    /** @return a server that only listens */
    static EventServer listening() {
        return new EventServer(e -> false, false, false);
    }

    /** @return a server that sends {@code stop} at the first event matching {@code trigger} */
    static EventServer stoppingAt(Predicate<RunEvent> trigger) {
        return new EventServer(trigger, false, false);
    }

    /** @return a server that closes the connection at the first event matching {@code trigger} */
    static EventServer hangingUpAt(Predicate<RunEvent> trigger) {
        return new EventServer(trigger, true, false);
    }

    /** @return a server that completes the handshake and then reads nothing until {@link #release()} */
    static EventServer stalling() {
        return new EventServer(e -> false, false, true);
    }

    /** @return the port to pass to {@code --events} */
    String port() {
        return Integer.toString(server.getLocalPort());
    }

    /** @return the file holding this server's token, to pass to {@code --events-token-file} */
    String tokenFile() {
        return tokenFile.toString();
    }

    /** @return the token itself, to pass in the environment ({@link ChannelHandshake#TOKEN_VARIABLE}) */
    String token() {
        return token;
    }

    /** Lets a stalling server read what the run sent. */
    void release() {
        released.countDown();
    }

    private void serve() {
        try (Socket socket = server.accept()) {
            ChannelHandshake.asListener(socket, token);
            if (stall) {
                released.await();
            }
            try (EventReader reader = new EventReader(socket.getInputStream());
                    Writer commands = new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8)) {
                boolean triggered = false;
                for (RunEvent e = reader.next(); e != null; e = reader.next()) {
                    events.add(e);
                    if (!triggered && trigger.test(e)) {
                        triggered = true;
                        if (hangUp) {
                            return;
                        }
                        commands.write(RunCommand.STOP.line() + "\n");
                        commands.flush();
                    }
                }
            }
        } catch (IOException e) {
            failure = e;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** @return every event of the run, once its connection has closed (the run has returned) */
    List<RunEvent> events() throws InterruptedException {
        thread.join(60_000);
        if (thread.isAlive()) {
            throw new AssertionError("the run's connection is still open after it returned");
        }
        if (failure != null && !hangUp) {
            throw new AssertionError("the event connection failed", failure);
        }
        return List.copyOf(events);
    }

    /** @return the events of one kind, in order */
    <E extends RunEvent> List<E> all(Class<E> kind) throws InterruptedException {
        return events().stream().filter(kind::isInstance).map(kind::cast).toList();
    }

    @Override
    public void close() throws IOException {
        released.countDown();
        server.close();
    }
}
