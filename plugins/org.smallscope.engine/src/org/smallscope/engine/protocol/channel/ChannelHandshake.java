package org.smallscope.engine.protocol.channel;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The first lines of an event connection, by which the runner and the listener (the IDE) prove to each other that they
 * know the run's token without sending it: the runner sends a nonce ({@code {"handshake":"hello","nonce":...}}), the
 * listener answers with its own nonce and {@code HMAC-SHA256(token, "ide|" + runner nonce + "|" + listener nonce)}, the
 * runner checks it and answers {@code HMAC-SHA256(token, "runner|" + listener nonce + "|" + runner nonce)}, which the
 * listener checks; the events follow on the same connection. Nonces and proofs are 32 bytes in hexadecimal.
 */
public final class ChannelHandshake {

    /** The environment variable the IDE passes the run's token in (never on the command line, where other users see it). */
    public static final String TOKEN_VARIABLE = "SMALLSCOPE_EVENTS_TOKEN";

    /** The fewest characters a token may have. */
    public static final int TOKEN_MIN_LENGTH = 32;

    /** How long either side waits for the other's next handshake line. */
    public static final int TIMEOUT_MILLIS = 10_000;

    private static final int LINE_MAX_BYTES = 1024;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final HexFormat HEX = HexFormat.of();

    /** Why a peer did not prove the token: its text says how, e.g. {@code its proof is wrong}. */
    public static final class Refused extends IOException {

        private static final long serialVersionUID = 1L;

        Refused(String how) {
            super(how);
        }

        Refused(String how, Throwable cause) {
            super(how, cause);
        }
    }

    private ChannelHandshake() {
    }

    /** @return a new token: 256 random bits in hexadecimal, for one run */
    public static String newToken() {
        return HEX.formatHex(random());
    }

    /** @return null if {@code token} can be a run's token, else why not (e.g. too short) */
    public static String problem(String token) {
        if (token == null || token.isBlank()) {
            return "it is empty";
        }
        if (token.strip().length() < TOKEN_MIN_LENGTH) {
            return "it has " + token.strip().length() + " characters, fewer than " + TOKEN_MIN_LENGTH;
        }
        return null;
    }

    /**
     * The runner's side, right after it connected: proves the token only to a listener that proved it first.
     *
     * @throws Refused when the listener did not prove the token (it answered wrongly, not at all, or closed the connection)
     */
    public static void asRunner(Socket socket, String token) throws IOException {
        byte[] key = key(token);
        int timeout = socket.getSoTimeout();
        socket.setSoTimeout(TIMEOUT_MILLIS);
        try {
            String nonce = HEX.formatHex(random());
            JsonObject hello = new JsonObject();
            hello.addProperty("handshake", "hello");
            hello.addProperty("nonce", nonce);
            send(socket.getOutputStream(), hello);
            JsonObject answer = receive(socket.getInputStream(), "listener");
            String theirs = hex(answer, "nonce");
            if (!proves(key, "ide|" + nonce + "|" + theirs, hex(answer, "proof"))) {
                throw new Refused("its proof is wrong");
            }
            JsonObject proof = new JsonObject();
            proof.addProperty("handshake", "runner");
            proof.addProperty("proof", HEX.formatHex(mac(key, "runner|" + theirs + "|" + nonce)));
            send(socket.getOutputStream(), proof);
        } finally {
            socket.setSoTimeout(timeout);
        }
    }

    /**
     * The listener's side, right after it accepted a connection: proves the token to a runner that asked, and checks
     * that the runner knows it too.
     *
     * @throws Refused when the peer did not prove the token (it sent something else, nothing in time, or closed)
     */
    public static void asListener(Socket socket, String token) throws IOException {
        byte[] key = key(token);
        int timeout = socket.getSoTimeout();
        socket.setSoTimeout(TIMEOUT_MILLIS);
        try {
            String theirs = hex(receive(socket.getInputStream(), "hello"), "nonce");
            String nonce = HEX.formatHex(random());
            JsonObject answer = new JsonObject();
            answer.addProperty("handshake", "listener");
            answer.addProperty("nonce", nonce);
            answer.addProperty("proof", HEX.formatHex(mac(key, "ide|" + theirs + "|" + nonce)));
            send(socket.getOutputStream(), answer);
            if (!proves(key, "runner|" + nonce + "|" + theirs, hex(receive(socket.getInputStream(), "runner"), "proof"))) {
                throw new Refused("its proof is wrong");
            }
        } finally {
            socket.setSoTimeout(timeout);
        }
    }

    private static byte[] key(String token) {
        String problem = problem(token);
        if (problem != null) {
            throw new IllegalArgumentException("not a run's token: " + problem);
        }
        return token.strip().getBytes(StandardCharsets.UTF_8);
    }

    private static byte[] random() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    private static boolean proves(byte[] key, String message, String proof) {
        return MessageDigest.isEqual(mac(key, message), HEX.parseHex(proof));
    }

    private static byte[] mac(byte[] key, String message) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(message.getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JVM", e); // every Java SE has it
        }
    }

    /** @return the 64 hexadecimal digits of {@code json}'s field {@code name} */
    private static String hex(JsonObject json, String name) throws Refused {
        JsonElement value = json.get(name);
        String text = value != null && value.isJsonPrimitive() ? value.getAsString() : "";
        if (text.length() != 64 || !text.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw new Refused("its " + name + " is not 64 hexadecimal digits");
        }
        return text;
    }

    private static void send(OutputStream out, JsonObject line) throws IOException {
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /**
     * @return the next line, a JSON object whose {@code handshake} is {@code step}; read byte by byte, so that no byte of
     *         what follows the handshake (the events) is taken from the stream
     */
    private static JsonObject receive(InputStream in, String step) throws Refused {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        try {
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    throw new Refused("it closed the connection instead of sending the handshake's " + step + " line");
                }
                if (line.size() >= LINE_MAX_BYTES) {
                    throw new Refused("it sent a line longer than a handshake");
                }
                line.write(b);
            }
        } catch (SocketTimeoutException e) {
            throw new Refused("no handshake within " + TIMEOUT_MILLIS / 1000 + " s", e);
        } catch (Refused e) {
            throw e;
        } catch (IOException e) {
            throw new Refused("the connection broke: " + e.getMessage(), e);
        }
        try {
            JsonElement json = JsonParser.parseString(line.toString(StandardCharsets.UTF_8));
            JsonElement kind = json.isJsonObject() ? json.getAsJsonObject().get("handshake") : null;
            if (kind != null && kind.isJsonPrimitive() && kind.getAsString().equals(step)) {
                return json.getAsJsonObject();
            }
        } catch (JsonParseException | IllegalStateException e) {
            // not a handshake line
        }
        throw new Refused("it did not send the handshake's " + step + " line");
    }
}
