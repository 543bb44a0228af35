package org.smallscope.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.cli.Main;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** {@code smallscope generate --spark local[2]} finds the Spark module through the engine's seam and writes what a local run writes. */
class SparkCliTest {

    @TempDir
    Path dir;

    @Test
    void generateWithSparkWritesTheSameSuiteAsLocally() throws Exception {
        LocalSpark.stop(); // the command line starts its own context
        String[] local = run("--threads", "1", "--out", dir.resolve("local").toString(), "--store", dir.resolve("ls").toString());
        String[] spark = run("--spark", "local[2]", "--out", dir.resolve("spark").toString(), "--store", dir.resolve("ss").toString());

        assertEquals("0", local[0], local[2]);
        assertEquals("0", spark[0], spark[2]);
        assertEquals(Files.readAllLines(dir.resolve("local/valid.cvs")), Files.readAllLines(dir.resolve("spark/valid.cvs")));
        assertEquals(429, Files.readAllLines(dir.resolve("spark/valid.cvs")).size(), "BST(7) has 429 trees");
        assertEquals(summaryCounts(local[1]), summaryCounts(spark[1]));
        assertTrue(summaryCounts(spark[1]).contains("429"), spark[1]);
    }

    @Test
    void aMasterSparkCannotStartOnIsAUsageError() {
        LocalSpark.stop();
        String[] r = run("--spark", "nonsense://x");

        assertEquals("2", r[0], r[2]);
        assertTrue(r[2].contains("--spark nonsense://x"), r[2]);
    }

    private static String summaryCounts(String out) {
        return out.lines().filter(l -> l.startsWith("explored") || l.startsWith("valid")).map(l -> l.replaceAll("\\s+in .*", ""))
                .reduce("", (a, b) -> a + b + "\n");
    }

    /** @return exit code, standard output and standard error of {@code generate --example BST --args 7} with {@code more} */
    private static String[] run(String... more) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        String[] args = new String[4 + more.length + 1];
        String[] head = {"generate", "--example", "BST", "--args"};
        System.arraycopy(head, 0, args, 0, 4);
        args[4] = "7";
        System.arraycopy(more, 0, args, 5, more.length);
        int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new String[] {Integer.toString(code), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
    }
}
