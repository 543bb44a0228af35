package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Golden files: expected texts stored as resources next to the tests ({@code golden/*.java.txt}).
 * A mismatch fails with a unified-style diff; with {@code -Dsmallscope.golden.update=true} the
 * files in the source folder are rewritten instead (the folder is {@code -Dsmallscope.golden.dir},
 * else found from the working directory: the repository or this bundle).
 */
final class Golden {

    /** The system property that makes mismatches rewrite the golden files. */
    static final String UPDATE = "smallscope.golden.update";

    private static final String FOLDER = "src/org/smallscope/engine/tests/export/golden";

    private Golden() {
    }

    /** Fails unless {@code actual} equals golden file {@code name} (or rewrites it when updating). */
    static void assertMatches(String name, String actual) {
        String expected = read(name);
        if (actual.equals(expected)) {
            return;
        }
        if (Boolean.getBoolean(UPDATE)) {
            Path file = folder().resolve(name);
            try {
                Files.writeString(file, actual, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            System.err.println("golden file rewritten: " + file);
            return;
        }
        String diff = expected == null ? "(golden file " + name + " does not exist)\n" : diff(lines(expected), lines(actual));
        fail("generated source differs from golden file " + name + " (run with -D" + UPDATE + "=true to accept it)\n" + diff);
    }

    private static String read(String name) {
        try (InputStream in = Golden.class.getResourceAsStream("golden/" + name)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path folder() {
        String given = System.getProperty("smallscope.golden.dir");
        if (given != null) {
            return Path.of(given);
        }
        for (Path p : new Path[] {Path.of(FOLDER), Path.of("plugins/org.smallscope.engine.tests").resolve(FOLDER)}) {
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        throw new IllegalStateException("cannot find the golden folder " + FOLDER + " from " + Path.of("").toAbsolutePath()
                + "; give it with -Dsmallscope.golden.dir");
    }

    private static List<String> lines(String text) {
        return List.of(text.split("\n", -1));
    }

    /** @return a unified-style diff of two line lists (longest common subsequence), with two lines of context */
    static String diff(List<String> a, List<String> b) {
        int[][] lcs = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        List<String> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
                out.add("  " + a.get(i++));
                j++;
            } else if (i < a.size() && (j == b.size() || lcs[i + 1][j] >= lcs[i][j + 1])) {
                out.add("- " + a.get(i++));
            } else {
                out.add("+ " + b.get(j++));
            }
        }
        boolean[] show = new boolean[out.size()];
        for (int k = 0; k < out.size(); k++) {
            if (!out.get(k).startsWith("  ")) {
                for (int c = Math.max(0, k - 2); c <= Math.min(out.size() - 1, k + 2); c++) {
                    show[c] = true;
                }
            }
        }
        StringBuilder sb = new StringBuilder("--- golden\n+++ generated\n");
        int previous = -1;
        for (int k = 0; k < out.size(); k++) {
            if (show[k]) {
                if (previous >= 0 && k != previous + 1) {
                    sb.append("@@\n");
                }
                sb.append(out.get(k)).append('\n');
                previous = k;
            }
        }
        return sb.toString();
    }
}
