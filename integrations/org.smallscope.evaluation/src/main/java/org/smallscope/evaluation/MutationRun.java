package org.smallscope.evaluation;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Runs PIT (command line, in a forked JVM) on the subject with a compiled suite, and counts the mutants of the measured
 * methods and how many the suite detected.
 */
public final class MutationRun {

    /** PIT's statuses of a detected mutant. */
    private static final Set<String> DETECTED = Set.of("KILLED", "TIMED_OUT", "MEMORY_ERROR", "RUN_ERROR");

    /** Mutant counts: all of the measured methods, and those detected. */
    public record Score(int mutants, int killed) {
    }

    private MutationRun() {
    }

    /**
     * @param classPath the class path of the subject, the tests and PIT (with its JUnit 5 plugin)
     * @param subject the subject's binary name
     * @param methods the names of the methods whose mutants count
     * @param others the subject's other methods (not mutated)
     * @param tests the binary names of the test classes
     * @param work a directory for PIT's report
     */
    public static Score run(String classPath, String subject, Set<String> methods, Set<String> others, List<String> tests, Path work)
            throws IOException, InterruptedException {
        Path reports = work.resolve("pit");
        Files.createDirectories(reports);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-Xmx512m", "-cp", classPath,
                "org.pitest.mutationtest.commandline.MutationCoverageReport", "--reportDir", reports.toString(), "--targetClasses", subject,
                "--targetTests", String.join(",", tests), "--sourceDirs", work.toString(), "--outputFormats", "CSV", "--threads", "1",
                "--timestampedReports=false"));
        if (!others.isEmpty()) {
            command.addAll(List.of("--excludedMethods", String.join(",", others)));
        }
        Path log = work.resolve("pit.log");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int rc = p.waitFor();
        Optional<Path> csv = find(reports);
        if (rc != 0 || csv.isEmpty()) {
            throw new IllegalStateException("PIT failed on " + subject + " (exit " + rc + "); its log: " + log + "\n" + tail(log));
        }
        return count(Files.readAllLines(csv.get(), StandardCharsets.UTF_8), subject, methods);
    }

    /** @return the counts of PIT's mutations.csv lines of {@code subject}'s {@code methods} (non-viable mutants left out) */
    static Score count(List<String> csvLines, String subject, Set<String> methods) {
        int mutants = 0;
        int killed = 0;
        for (String line : csvLines) {
            String[] f = line.split(",");
            if (f.length < 6 || !f[1].equals(subject) || !methods.contains(f[3]) || f[5].equals("NON_VIABLE")) {
                continue;
            }
            mutants++;
            if (DETECTED.contains(f[5])) {
                killed++;
            }
        }
        return new Score(mutants, killed);
    }

    private static Optional<Path> find(Path reports) throws IOException {
        try (Stream<Path> files = Files.walk(reports)) {
            return files.filter(f -> f.getFileName().toString().equals("mutations.csv")).findFirst();
        }
    }

    private static String tail(Path log) throws IOException {
        List<String> lines = Files.exists(log) ? Files.readAllLines(log) : List.of();
        return String.join(File.separator.equals("/") ? "\n" : "\r\n", lines.subList(Math.max(0, lines.size() - 20), lines.size()));
    }
}
