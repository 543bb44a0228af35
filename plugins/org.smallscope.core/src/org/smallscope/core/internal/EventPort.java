package org.smallscope.core.internal;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.smallscope.engine.protocol.channel.ChannelHandshake;

/**
 * The loopback port one run's runner sends its events to, with the run's new token: it takes the first connection
 * that proves it knows the token ({@link ChannelHandshake}), each connection checked on a thread of its own, and closes
 * every other one, so that no other local process can feed the run events or hold up the runner.
 */
final class EventPort implements AutoCloseable {

    /** The most connections checked at once; more wait in the backlog. */
    private static final int CHECKED_AT_ONCE = 16;

    private final ServerSocket server;
    private final String token = ChannelHandshake.newToken();
    private final Semaphore checking = new Semaphore(CHECKED_AT_ONCE);

    EventPort() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
    }

    /** @return the port the runner must connect to ({@code --events <port>}) */
    int port() {
        return server.getLocalPort();
    }

    /** @return the run's token, for the runner's environment ({@link ChannelHandshake#TOKEN_VARIABLE}) only */
    String token() {
        return token;
    }

    /**
     * Accepts connections until one proves the token, then stops listening.
     *
     * @param millis how long to wait at most
     * @param waiting whether it is still worth waiting (the runner is alive)
     * @return the runner's connection, its handshake done, or null if none came in time
     */
    Socket accept(long millis, BooleanSupplier waiting) throws IOException {
        CompletableFuture<Socket> proven = new CompletableFuture<>();
        server.setSoTimeout(200);
        long deadline = System.currentTimeMillis() + millis;
        while (!proven.isDone() && waiting.getAsBoolean() && System.currentTimeMillis() < deadline) {
            try {
                if (checking.tryAcquire(200, TimeUnit.MILLISECONDS)) {
                    check(server.accept(), proven);
                }
            } catch (SocketTimeoutException e) {
                checking.release();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        if (proven.complete(null)) { // too late for a handshake still running: it closes its connection
            return null;
        }
        server.close();
        return proven.join();
    }

    private void check(Socket socket, CompletableFuture<Socket> proven) {
        Thread t = new Thread(() -> {
            try {
                ChannelHandshake.asListener(socket, token);
                if (proven.complete(socket)) {
                    return;
                }
            } catch (IOException | RuntimeException e) {
                // not the runner: another local process, or a runner of another run
            } finally {
                checking.release();
            }
            closeQuietly(socket);
        }, "Smallscope event port handshake");
        t.setDaemon(true);
        t.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing anyway
        }
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
