package org.smallscope.cli.tests;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;

import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.RunCommand;
import org.smallscope.engine.protocol.RunEvent;

/**
 * Plays the IDE for {@code generate --events}: listens on a free port of 127.0.0.1, collects the events
 * of one run, and at the first event matching its trigger sends {@code stop} or hangs up.
 */
final class EventServer implements AutoCloseable {

    private final ServerSocket server;
    private final Predicate<RunEvent> trigger;
    private final boolean hangUp;
    private final List<RunEvent> events = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private volatile IOException failure;

    private EventServer(Predicate<RunEvent> trigger, boolean hangUp) {
        this.trigger = trigger;
        this.hangUp = hangUp;
        try {
            server = new ServerSocket(0, 1, InetAddress.getByAddress(new byte[] {127, 0, 0, 1}));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        thread = new Thread(this::serve, "test-event-server");
        thread.setDaemon(true);
        thread.start();
    }

    /** @return a server that only listens */
    static EventServer listening() {
        return new EventServer(e -> false, false);
    }

    /** @return a server that sends {@code stop} at the first event matching {@code trigger} */
    static EventServer stoppingAt(Predicate<RunEvent> trigger) {
        return new EventServer(trigger, false);
    }

    /** @return a server that closes the connection at the first event matching {@code trigger} */
    static EventServer hangingUpAt(Predicate<RunEvent> trigger) {
        return new EventServer(trigger, true);
    }

    /** @return the port to pass to {@code --events} */
    String port() {
        return Integer.toString(server.getLocalPort());
    }

    private void serve() {
        try (Socket socket = server.accept(); EventReader reader = new EventReader(socket.getInputStream());
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
        } catch (IOException e) {
            failure = e;
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
        server.close();
    }
}
