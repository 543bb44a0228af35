package org.smallscope.examples.interactions;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.smallscope.api.config.Option;

/**
 * A tiny grep: options like the command-line tools of the iGen paper (ignore case, invert, count, line numbers,
 * and how the pattern is matched); 48 configurations. Marked lines: L0..L6.
 */
public final class GrepExample {

    /** How the pattern is matched. */
    public enum Mode { FIXED, WORD, PREFIX }

    @Option
    static boolean ignoreCase;
    @Option
    static boolean invert;
    @Option
    static boolean count;
    @Option
    static boolean lineNumbers;
    @Option
    static Mode mode = Mode.FIXED;

    private GrepExample() {
    }

    /** @return the output of grepping {@code lines} for {@code pattern} */
    public static List<String> grep(String pattern, List<String> lines) {
        String p = pattern;
        if (ignoreCase) {
            p = p.toLowerCase(Locale.ROOT); // L0
        }
        List<String> out = new ArrayList<>();
        int matches = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = ignoreCase ? lines.get(i).toLowerCase(Locale.ROOT) : lines.get(i);
            boolean hit;
            if (mode == Mode.WORD) {
                hit = List.of(line.split("\\W+")).contains(p); // L1
            } else if (mode == Mode.PREFIX && !ignoreCase) {
                hit = line.startsWith(p); // L2
            } else {
                hit = line.contains(p); // L3
            }
            if (hit != invert) {
                matches++;
                if (!count) {
                    out.add(lineNumbers ? (i + 1) + ":" + lines.get(i) : lines.get(i)); // L4
                }
            }
        }
        if (count) {
            out.add(Integer.toString(matches)); // L5
        } else if (out.isEmpty() && (invert || lineNumbers)) {
            out.add("(none)"); // L6
        }
        return out;
    }
}
