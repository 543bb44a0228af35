package org.smallscope.core.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * SourceCheckGolden files of the source-check tests, read as resources of this package ({@code golden/<case>/...});
 * with {@code -Dsmallscope.golden.update=true} expected files are rewritten in the source folder
 * ({@code -Dsmallscope.golden.dir=<dir>} names it, by default {@code src/org/smallscope/core/source/golden} of the working directory).
 */
final class SourceCheckGolden {

    static final String ROOT = "golden/";

    private SourceCheckGolden() {
    }

    /** @return the text of resource {@code golden/<path>}; AssertionError if missing */
    static String read(String path) {
        try (InputStream in = SourceCheckGolden.class.getResourceAsStream(ROOT + path)) {
            if (in == null) {
                throw new AssertionError("missing golden resource " + ROOT + path);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).replace("\r\n", "\n");
        } catch (IOException e) {
            throw new AssertionError("cannot read golden resource " + ROOT + path, e);
        }
    }

    /** @return whether resource {@code golden/<path>} exists */
    static boolean exists(String path) {
        return SourceCheckGolden.class.getResource(ROOT + path) != null;
    }

    /** @return the properties of resource {@code golden/<path>} */
    static Properties properties(String path) {
        Properties p = new Properties();
        try {
            p.load(new java.io.StringReader(read(path)));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return p;
    }

    /** @return the non-blank, non-comment lines of resource {@code golden/<path>} */
    static List<String> lines(String path) {
        List<String> out = new ArrayList<>();
        for (String line : read(path).split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                out.add(line.strip());
            }
        }
        return out;
    }

    /** Compares {@code actual} with {@code golden/<path>}: rewrites it in update mode, else fails with a line diff. */
    static void assertMatches(String path, String actual) {
        if (Boolean.getBoolean("smallscope.golden.update")) {
            Path dir = Path.of(System.getProperty("smallscope.golden.dir", "src/org/smallscope/core/source/golden"));
            try {
                Path file = dir.resolve(path);
                Files.createDirectories(file.getParent());
                Files.writeString(file, actual, StandardCharsets.UTF_8);
                System.out.println("golden: wrote " + file.toAbsolutePath());
            } catch (IOException e) {
                throw new AssertionError("cannot update golden file " + path + " in " + dir.toAbsolutePath(), e);
            }
            return;
        }
        String expected = exists(path) ? read(path) : "";
        if (!expected.equals(actual)) {
            String diff = diff(expected, actual);
            System.out.println("golden mismatch in " + path + ":\n" + diff);
            throw new AssertionError("golden mismatch in " + path + " (run with -Dsmallscope.golden.update=true to accept):\n" + diff);
        }
    }

    /** @return a line diff: {@code -} expected only, {@code +} actual only (longest common subsequence) */
    static String diff(String expected, String actual) {
        String[] a = expected.split("\n", -1);
        String[] b = actual.split("\n", -1);
        int[][] lcs = new int[a.length + 1][b.length + 1];
        for (int i = a.length - 1; i >= 0; i--) {
            for (int j = b.length - 1; j >= 0; j--) {
                lcs[i][j] = a[i].equals(b[j]) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
            }
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int j = 0;
        while (i < a.length || j < b.length) {
            if (i < a.length && j < b.length && a[i].equals(b[j])) {
                sb.append("  ").append(a[i]).append('\n');
                i++;
                j++;
            } else if (i < a.length && (j == b.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
                sb.append("- ").append(a[i++]).append('\n');
            } else {
                sb.append("+ ").append(b[j++]).append('\n');
            }
        }
        return sb.toString();
    }
}
