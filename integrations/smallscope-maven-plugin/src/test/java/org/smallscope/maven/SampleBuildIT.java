package org.smallscope.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * Builds samples/maven-heap with the plugin just built (installed by invoker:install into a local repository of
 * its own, with the user's as a read-only tail): a first verify searches in full and runs the generated tests,
 * a verify after adding a conjunct to repOk regenerates incrementally, and a buggy insert fails smallscope:check.
 */
class SampleBuildIT {

    private static final Pattern SEARCH = Pattern.compile("BinaryHeap\\(\\d+\\): (full|incremental), ([\\d,]+) valid");
    /** BinaryHeapTest's method test inserts each of 0..4. */
    private static final int VALUES = 5;
    private static final String REPOK = "&& heapOrdered();";

    private final Path work = Path.of(System.getProperty("it.work", "target/it"));

    @Test
    void verifyRunsTheExhaustiveTestsAndRegeneratesIncrementallyAfterAnEditOfRepOk() throws Exception {
        Path sample = copySample("maven-heap");
        String first = build(sample, 0, "verify");
        Matcher full = searched(first);
        assertEquals("full", full.group(1), first);
        long valid = count(full.group(2));
        assertEquals(valid, testsRun(first, "BinaryHeapExhaustiveTest"), "one generated test per valid heap\n" + first);
        assertTrue(first.contains("smallscope: BinaryHeap(3) full search: " + full.group(2) + " valid"), first);
        assertEquals(valid * (1 + VALUES), testsRun(first, "BinaryHeapTest"), "the extension's two tests\n" + first);

        edit(sample.resolve("src/main/java/sample/heap/BinaryHeap.java"), REPOK, "&& heapOrdered() && spareCellsZero();");
        String second = build(sample, 0, "verify");
        Matcher incremental = searched(second);
        assertEquals("incremental", incremental.group(1), second);
        long fewer = count(incremental.group(2));
        assertTrue(fewer > 0 && fewer < valid, "a stronger repOk keeps fewer heaps: " + fewer + " of " + valid);
        assertEquals(fewer, testsRun(second, "BinaryHeapExhaustiveTest"), second);
        assertTrue(second.contains("smallscope: BinaryHeap(3) incremental from snapshot"), "the extension reused its snapshot too\n" + second);
        assertEquals(fewer * (1 + VALUES), testsRun(second, "BinaryHeapTest"), second);

        String fresh = build(sample, 0, "-Dsmallscope.store=" + sample.resolve("target/fresh-store"), "generate-test-sources");
        Matcher again = searched(fresh);
        assertEquals("full", again.group(1), fresh);
        assertEquals(fewer, count(again.group(2)), "the incremental run found what a full search of the edited repOk finds");
    }

    @Test
    void checkFailsTheBuildListingTheCounterexamplesOfABuggyMethod() throws Exception {
        Path sample = copySample("maven-heap-buggy");
        edit(sample.resolve("src/main/java/sample/heap/BinaryHeap.java"), "siftUp(size++);", "size++;");
        String out = build(sample, 1, "process-classes", "smallscope:check@method-checks");
        assertTrue(out.contains("smallscope:check found counterexamples"), out);
        assertTrue(Pattern.compile("instance #\\d+ \\[[\\d,]+\\] size=\\d+ array=int\\[\\]\\{.*\\}: insert\\(\\d+\\) left repOk\\(\\) false")
                .matcher(out).find(), out);
        assertTrue(Pattern.compile("insert\\(int\\): [\\d,]+ inputs, [\\d,]+ passed, [1-9][\\d,]* counterexamples").matcher(out).find(), out);
        assertTrue(out.contains("removeMax(): ") && !Pattern.compile("removeMax\\(\\): .* [1-9][\\d,]* counterexamples").matcher(out).find(), out);
    }

    private Path copySample(String name) throws IOException {
        Path from = Path.of(System.getProperty("it.sample", "../../samples/maven-heap"));
        Path to = work.resolve(name);
        if (Files.exists(to)) {
            try (Stream<Path> old = Files.walk(to)) {
                for (Path p : old.sorted((a, b) -> b.compareTo(a)).toList()) {
                    Files.delete(p);
                }
            }
        }
        try (Stream<Path> files = Files.walk(from)) {
            for (Path p : files.filter(p -> !from.relativize(p).startsWith("target")).toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    private static void edit(Path file, String from, String to) throws IOException {
        String text = Files.readString(file);
        assertTrue(text.contains(from), file + " has no '" + from + "'");
        Files.writeString(file, text.replace(from, to));
    }

    /** Runs Maven on {@code dir} and @return its output, checking that it exits with {@code expected} (0, or any failure for 1). */
    private static String build(Path dir, int expected, String... goals) throws Exception {
        String mavenHome = System.getProperty("maven.home");
        List<String> command = new ArrayList<>(List.of(Path.of(mavenHome, "bin", "mvn").toString(), "-B",
                "-Dmaven.repo.local=" + Path.of(System.getProperty("it.repo")).toAbsolutePath(),
                "-Dmaven.repo.local.tail=" + System.getProperty("it.userRepo")));
        if (System.getProperty("it.offline", "").endsWith("=true")) {
            command.add("-o");
        }
        command.addAll(List.of(goals));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
        pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
        pb.environment().remove("MAVEN_ARGS");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "Maven did not finish");
        Files.writeString(dir.resolve("build-" + System.nanoTime() + ".log"), out);
        if (expected == 0) {
            assertEquals(0, p.exitValue(), out);
        } else {
            assertNotEquals(0, p.exitValue(), out);
        }
        return out;
    }

    private static Matcher searched(String out) {
        Matcher m = SEARCH.matcher(out);
        assertTrue(m.find(), "no search line in\n" + out);
        return m;
    }

    private static long testsRun(String out, String testClass) {
        Matcher m = Pattern.compile("Tests run: (\\d+), Failures: 0, Errors: 0, Skipped: 0, Time elapsed: .* in sample\\.heap\\." + testClass)
                .matcher(out);
        assertTrue(m.find(), "no passing run of " + testClass + " in\n" + out);
        return Long.parseLong(m.group(1));
    }

    private static long count(String digits) {
        return Long.parseLong(digits.replace(",", ""));
    }
}
