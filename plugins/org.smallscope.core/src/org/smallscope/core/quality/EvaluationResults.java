package org.smallscope.core.quality;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * One suite-quality evaluation ({@code smallscope-evaluation/1}, written by {@code smallscope evaluate}): per scope the
 * inputs generated, the generation time, the coverage and mutation score of the exported suite, and which scope first
 * reached the maximum of each metric.
 *
 * @param file the report file it was read from
 * @param subject the binary name of the class under test
 * @param methods the tested methods
 * @param finishedAt when the evaluation ended (ISO-8601 text as written), or null
 * @param scopes the evaluated scopes, in the file's order
 * @param smallestFull per metric, the smallest scope reaching its maximum (empty when none)
 * @param chart the chart written beside the report, resolved against the report's folder, or null
 */
public record EvaluationResults(Path file, String subject, List<String> methods, String finishedAt, List<Scope> scopes,
        java.util.Map<Metric, Integer> smallestFull, Path chart) {

    /** The format this reader understands. */
    public static final String FORMAT = "smallscope-evaluation/1";

    /** A quality metric of a suite, each a share in 0..1. */
    public enum Metric {
        /** Statements (lines) of the tested and helper methods executed by the suite. */
        STATEMENT("Statement coverage", "statement_coverage"),
        /** Branches of the tested and helper methods taken by the suite. */
        BRANCH("Branch coverage", "branch_coverage"),
        /** Mutants of the subject the suite kills (PIT); missing when mutation testing was skipped. */
        MUTATION("Mutation score", "mutation_score");

        private final String label;
        private final String key;

        Metric(String label, String key) {
            this.label = label;
            this.key = key;
        }

        /** @return the metric's name for people */
        public String label() {
            return label;
        }

        /** @return the metric's JSON key */
        public String key() {
            return key;
        }
    }

    /**
     * One scope of the evaluation.
     *
     * @param scope the scope (finitization size)
     * @param args the finitization arguments as given
     * @param inputs the number of test inputs generated
     * @param generationMillis the generation time
     * @param statementCoverage statement coverage in 0..1
     * @param branchCoverage branch coverage in 0..1
     * @param mutationScore mutation score in 0..1, or null when PIT was skipped
     * @param mutants mutants created, or null
     * @param killed mutants killed, or null
     * @param lines per class, the status of the measured methods' lines (empty when the report has none)
     */
    public record Scope(int scope, String args, long inputs, long generationMillis, double statementCoverage, double branchCoverage,
            Double mutationScore, Integer mutants, Integer killed, List<Lines> lines) {

        /** A scope without per-line data. */
        public Scope(int scope, String args, long inputs, long generationMillis, double statementCoverage, double branchCoverage,
                Double mutationScore, Integer mutants, Integer killed) {
            this(scope, args, inputs, generationMillis, statementCoverage, branchCoverage, mutationScore, mutants, killed, List.of());
        }

        /** @return {@code metric}'s value at this scope, or null when it was not measured */
        public Double value(Metric metric) {
            return switch (metric) {
                case STATEMENT -> statementCoverage;
                case BRANCH -> branchCoverage;
                case MUTATION -> mutationScore;
            };
        }
    }

    /**
     * The lines of one class's measured methods by coverage status (1-based line numbers of its source file).
     *
     * @param className the class's binary name
     * @param source the source file's name, or null
     * @param covered lines whose code and branches were all executed
     * @param partly lines with some code or branches not executed
     * @param missed lines with no code executed
     */
    public record Lines(String className, String source, List<Integer> covered, List<Integer> partly, List<Integer> missed) {
    }

    /** @return the largest scope (the last in the file), if any */
    public java.util.Optional<Scope> largestScope() {
        return scopes.stream().max(java.util.Comparator.comparingInt(Scope::scope));
    }

    /** @return whether any scope has a mutation score */
    public boolean hasMutation() {
        return scopes.stream().anyMatch(s -> s.mutationScore() != null);
    }

    /**
     * @return the smallest sufficient scope: the first scope at which every measured metric has reached its maximum
     *         (the largest of the report's per-metric smallest scopes), or empty when the report names none
     */
    public OptionalInt smallestSufficientScope() {
        return smallestFull.values().stream().mapToInt(Integer::intValue).max();
    }
}
