package org.smallscope.engine.tests.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.tests.fuzz.ReuseDifferential.CaseResult;

/**
 * Differential fuzzing of snapshot reuse (issue #39): after each of {@value #DEFAULT_EDITS} seeded random edits of
 * generated subjects ({@link #seeds()} says how to replay one or run 10,000), reuse decided from a store holding the
 * base's snapshot, and reuse forced where the base is compatible, must give the full search's suite on one and two
 * threads, all differences being reported in one failure and tallied in {@code target/fuzz-summary.txt}.
 */
class ReuseFuzzTest {

    /** Cases of the normal run. */
    static final int DEFAULT_EDITS = 500;
    /** Reports shown in full in the failure message (all are in the differences file). */
    private static final int SHOWN = 4;

    @TempDir
    Path dir;

    @Test
    void reuseGivesTheFullSearchsSuiteAfterRandomEdits() throws IOException {
        List<Long> seeds = seeds();
        FuzzSummary summary = ReuseFuzzer.run(seeds, dir, System.out::println);

        String text = summary.text();
        List<CaseResult> differing = summary.differing();
        Path target = Files.createDirectories(Path.of("target"));
        Files.writeString(target.resolve("fuzz-summary.txt"), text);
        Files.writeString(target.resolve("fuzz-differences.txt"), differing.stream().map(CaseResult::details).collect(Collectors.joining("\n")));
        System.out.println(text.substring(0, text.indexOf("\ncases (seed")));

        List<String> problems = new ArrayList<>();
        if (seeds.size() >= DEFAULT_EDITS) {
            problems.addAll(coverageProblems(summary));
        }
        if (!differing.isEmpty()) {
            problems.add(differences(differing, seeds.size()));
        }
        if (!problems.isEmpty()) {
            fail(String.join("\n\n", problems));
        }
    }

    /** Cases of {@link #reuseGivesKoratsSuiteWhenSearchesLookAhead} unless {@code -Dsmallscope.fuzz.edits} asks for more. */
    static final int LOOK_AHEAD_EDITS = 200;

    /**
     * The same differential with every search but the reference looking ahead (the default mode, {@link LookAhead}): the
     * base's snapshot, the reuse runs and the full runs on two threads, against the Korat-exact full search.
     */
    @Test
    void reuseGivesKoratsSuiteWhenSearchesLookAhead() throws IOException {
        List<Long> seeds = seeds();
        if (property("smallscope.fuzz.edits") == null && property("smallscope.fuzz.seed") == null) {
            seeds = seeds.subList(0, Math.min(seeds.size(), LOOK_AHEAD_EDITS)); // the long mode runs all it is asked
        }
        String before = System.getProperty(LookAhead.EXACT);
        System.setProperty(LookAhead.EXACT, "false");
        FuzzSummary summary;
        try {
            summary = ReuseFuzzer.run(seeds, dir, System.out::println);
        } finally {
            if (before == null) {
                System.clearProperty(LookAhead.EXACT);
            } else {
                System.setProperty(LookAhead.EXACT, before);
            }
        }
        String text = summary.text();
        System.out.println("look-ahead: " + text.substring(0, text.indexOf("\ncases (seed")));
        List<CaseResult> differing = summary.differing();
        if (!differing.isEmpty()) {
            Path target = Files.createDirectories(Path.of("target"));
            Files.writeString(target.resolve("fuzz-differences-look-ahead.txt"),
                    differing.stream().map(CaseResult::details).collect(Collectors.joining("\n")));
            fail("look-ahead: " + differences(differing, seeds.size()));
        }
    }

    @Test
    void aCaseIsAFunctionOfItsSeed() {
        for (long seed = 1; seed <= 20; seed++) {
            FuzzCase a = EditGenerator.generate(seed);
            FuzzCase b = EditGenerator.generate(seed);
            assertEquals(a.describe(), b.describe());
            assertEquals(a.baseSource(), b.baseSource());
            assertEquals(a.editedSource(), b.editedSource());
        }
    }

    /**
     * Every dependency that repOk reads without its conjuncts' code showing it is changed, among the normal run's seeds,
     * both along with a new conjunct after the old ones (an extension) and along with a dropped conjunct after the one
     * that reads it (a weakening): the edits known to make reuse unsound.
     */
    @Test
    void theNormalRunEditsEveryHiddenDependencyAlongWithAnExtensionAndAWeakening() {
        Set<EditKind> extended = EnumSet.noneOf(EditKind.class);
        Set<EditKind> weakened = EnumSet.noneOf(EditKind.class);
        for (long seed = 1; seed <= DEFAULT_EDITS; seed++) {
            FuzzCase c = EditGenerator.generate(seed);
            for (FuzzCase.Edit e : c.edits()) {
                if (e.kind().hidden() && e.readByRepOk()) {
                    if (c.kinds().contains(EditKind.ADD_CONJUNCT)) {
                        extended.add(e.kind());
                    }
                    if (c.kinds().contains(EditKind.DROP_CONJUNCT)) {
                        weakened.add(e.kind());
                    }
                }
            }
        }
        Set<EditKind> hidden = EnumSet.noneOf(EditKind.class);
        for (EditKind k : EditKind.values()) {
            if (k.hidden()) {
                hidden.add(k);
            }
        }
        assertEquals(hidden, extended, "hidden dependencies edited along with an added conjunct");
        assertEquals(hidden, weakened, "hidden dependencies edited along with a dropped conjunct");
    }

    /**
     * @return the seeds to run: those of {@code -Dsmallscope.fuzz.seed=N} (one case, or a comma-separated list) if
     *         given, else {@code -Dsmallscope.fuzz.edits} ({@value #DEFAULT_EDITS}; 10000 for the long mode) seeds from
     *         {@code -Dsmallscope.fuzz.first} (1)
     */
    static List<Long> seeds() {
        String only = property("smallscope.fuzz.seed");
        if (only != null) {
            List<Long> seeds = new ArrayList<>();
            for (String s : only.split(",")) {
                seeds.add(Long.parseLong(s.trim()));
            }
            return seeds;
        }
        String edits = property("smallscope.fuzz.edits");
        String first = property("smallscope.fuzz.first");
        long from = first == null ? 1 : Long.parseLong(first);
        return LongStream.range(from, from + (edits == null ? DEFAULT_EDITS : Integer.parseInt(edits))).boxed().toList();
    }

    /** @return system property {@code name}, or null if it is unset or blank (or "null": the pom passes unset properties so) */
    private static String property(String name) {
        String value = System.getProperty(name, "").trim();
        return value.isEmpty() || value.equals("null") ? null : value;
    }

    /** @return what the run failed to exercise: every edit kind, reuse forwards and backwards */
    private static List<String> coverageProblems(FuzzSummary summary) {
        List<String> problems = new ArrayList<>();
        Set<EditKind> seen = EnumSet.noneOf(EditKind.class);
        summary.results().forEach(r -> seen.addAll(r.fuzzCase().kinds()));
        Set<EditKind> missing = EnumSet.complementOf(EnumSet.copyOf(seen));
        if (!missing.isEmpty()) {
            problems.add("the fuzzer made no edit of kinds " + missing);
        }
        for (Mode m : List.of(Mode.INCREMENTAL, Mode.INCREMENTAL_BACKWARD)) {
            long n = summary.results().stream().filter(r -> r.byDefault().mode() == m).count();
            if (n < summary.results().size() / 50) {
                problems.add("only " + n + " of " + summary.results().size() + " cases reused the base by default as " + m.wireName()
                        + " (the generator no longer makes reusable edits?)");
            }
        }
        long reused = summary.results().stream().filter(r -> r.byDefault().mode() != Mode.FULL).count();
        if (reused < summary.results().size() / 20) {
            problems.add("only " + reused + " of " + summary.results().size() + " cases reused the base by default (at least 5% must, so that "
                    + "reuse itself is tested)");
        }
        return problems;
    }

    private static String differences(List<CaseResult> differing, int cases) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "%d of %d fuzz cases got another suite with reuse than with a full search "
                + "(reports: target/fuzz-differences.txt, tally: target/fuzz-summary.txt):%n", differing.size(), cases));
        for (CaseResult r : differing) {
            sb.append("  ").append(r.fuzzCase().describe()).append("\n      -> ").append(String.join("; ", r.differences()))
                    .append("  [-Dsmallscope.fuzz.seed=").append(r.fuzzCase().seed()).append("]\n");
        }
        sb.append("differing seeds: ").append(differing.stream().map(r -> Long.toString(r.fuzzCase().seed())).collect(Collectors.joining(",")))
                .append("\n\n");
        differing.stream().limit(SHOWN).forEach(r -> sb.append(r.details()).append('\n'));
        if (differing.size() > SHOWN) {
            sb.append("(").append(differing.size() - SHOWN).append(" more reports in target/fuzz-differences.txt)\n");
        }
        return sb.toString();
    }
}
