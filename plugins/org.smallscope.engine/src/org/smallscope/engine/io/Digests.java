package org.smallscope.engine.io;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 as hex: how the engine names subjects, checkpoints, conjuncts and long int domains by their content. */
public final class Digests {

    private Digests() {
    }

    /** @return the first {@code bytes} bytes (at most 32) of the SHA-256 of {@code data}, in hex */
    public static String sha256Hex(byte[] data, int bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data), 0, bytes);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e); // every Java platform has SHA-256
        }
    }

    /** @return {@link #sha256Hex(byte[], int)} of {@code text} in UTF-8 */
    public static String sha256Hex(String text, int bytes) {
        return sha256Hex(text.getBytes(StandardCharsets.UTF_8), bytes);
    }
}
