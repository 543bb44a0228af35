package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.channel.ChannelHandshake;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunEvent;

/** The handshake of an event connection, over real loopback sockets: both sides prove the token, or nothing follows. */
class ChannelHandshakeTest {

    /** What the listener's side ended with: the first event it read after the handshake, or how the handshake failed. */
    private record Heard(RunEvent first, IOException refused) {
    }

    /** Runs the listener's side with {@code listenerToken} against {@code runner}, which gets the connected client socket. */
    private static Heard talk(String listenerToken, RunnerSide runner) throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Heard> listener = CompletableFuture.supplyAsync(() -> {
                try (Socket s = server.accept()) {
                    ChannelHandshake.asListener(s, listenerToken);
                    return new Heard(new EventReader(s.getInputStream()).next(), null);
                } catch (IOException e) {
                    return new Heard(null, e);
                }
            });
            try (Socket client = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort())) {
                runner.run(client);
            }
            return listener.get(30, TimeUnit.SECONDS);
        }
    }

    private interface RunnerSide {
        void run(Socket socket) throws IOException;
    }

    @Test
    void sidesWithTheSameTokenConnectAndTheFirstEventIsReadWhole() throws Exception {
        String token = ChannelHandshake.newToken();

        Heard heard = talk(token, s -> {
            ChannelHandshake.asRunner(s, token);
            EventWriter w = new EventWriter(s.getOutputStream());
            w.write(new RunEvent.Warning("first"));
            w.close();
        });

        assertEquals(new RunEvent.Warning("first"), heard.first(), String.valueOf(heard.refused()));
    }

    @Test
    void aListenerWithAnotherTokenIsRefusedAndRefusesTheRunner() throws Exception {
        CompletableFuture<IOException> runnerRefused = new CompletableFuture<>();

        Heard heard = talk(ChannelHandshake.newToken(), s -> {
            runnerRefused.complete(assertThrows(ChannelHandshake.Refused.class, () -> ChannelHandshake.asRunner(s, ChannelHandshake.newToken())));
        });

        assertEquals("its proof is wrong", runnerRefused.get().getMessage());
        assertTrue(heard.refused() instanceof ChannelHandshake.Refused, String.valueOf(heard));
        assertEquals("it closed the connection instead of sending the handshake's runner line", heard.refused().getMessage(), "the runner hung up");
    }

    @Test
    void aPeerThatSendsEventsWithoutTheHandshakeIsRefused() throws Exception {
        Heard heard = talk(ChannelHandshake.newToken(), s -> {
            OutputStream out = s.getOutputStream();
            out.write("{\"event\":\"finished\",\"outcome\":\"COMPLETED\",\"explored\":1,\"valid\":1}\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            s.getInputStream().read(); // until the listener hangs up
        });

        assertEquals("it did not send the handshake's hello line", heard.refused().getMessage(), String.valueOf(heard));
    }

    @Test
    void aRunnerThatReplaysTheListenersOwnProofIsRefused() throws Exception {
        // a rogue client that knows the protocol but not the token: it can only echo what it is sent
        Heard heard = talk(ChannelHandshake.newToken(), s -> {
            OutputStream out = s.getOutputStream();
            String nonce = ChannelHandshake.newToken();
            out.write(("{\"handshake\":\"hello\",\"nonce\":\"" + nonce + "\"}\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            byte[] answer = new byte[1024];
            int n = s.getInputStream().read(answer);
            String line = new String(answer, 0, n, StandardCharsets.UTF_8);
            String proof = line.replaceAll(".*\"proof\":\"([0-9a-f]{64})\".*\\s*", "$1");
            assertNotEquals(line, proof, line);
            out.write(("{\"handshake\":\"runner\",\"proof\":\"" + proof + "\"}\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        });

        assertEquals("its proof is wrong", heard.refused().getMessage(), String.valueOf(heard));
    }

    @Test
    void tokensAreLongRandomAndShortOnesAreNamed() {
        String a = ChannelHandshake.newToken();
        String b = ChannelHandshake.newToken();

        assertEquals(64, a.length());
        assertNotEquals(a, b);
        assertEquals(null, ChannelHandshake.problem(a));
        assertEquals("it has 6 characters, fewer than 32", ChannelHandshake.problem("secret"));
        assertEquals("it is empty", ChannelHandshake.problem(" "));
    }
}
