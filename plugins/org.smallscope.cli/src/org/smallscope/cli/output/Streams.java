package org.smallscope.cli.output;

import java.io.PrintStream;
import java.nio.charset.Charset;

/**
 * Where a command writes: standard output for results, standard error for errors and the
 * progress bar, the charset they encode with, and whether standard error is a real terminal.
 *
 * @param out results (summaries, tables)
 * @param err errors, warnings, progress
 * @param charset the encoding of both streams (decides whether ✓ and ✗ can be printed)
 * @param errIsTerminal whether {@code err} is an interactive terminal (progress bar on by default)
 */
public record Streams(PrintStream out, PrintStream err, Charset charset, boolean errIsTerminal) {

    /** @return the process's own standard streams, with terminal detection */
    public static Streams system() {
        return new Streams(System.out, System.err, stdoutCharset(), Terminals.stderrIsTerminal());
    }

    /** @return the check mark for a match, or a word when the charset cannot encode it */
    public String yes() {
        return charset.newEncoder().canEncode('✓') ? "✓" : "yes";
    }

    /** @return the mark for a mismatch, or a word when the charset cannot encode it */
    public String no() {
        return charset.newEncoder().canEncode('✗') ? "✗" : "NO";
    }

    /** @return the mark for {@code ok} */
    public String mark(boolean ok) {
        return ok ? yes() : no();
    }

    private static Charset stdoutCharset() {
        for (String property : new String[] {"stdout.encoding", "sun.stdout.encoding"}) {
            String name = System.getProperty(property);
            if (name != null) {
                try {
                    return Charset.forName(name);
                } catch (IllegalArgumentException e) {
                    // fall through to the default
                }
            }
        }
        return Charset.defaultCharset();
    }
}
