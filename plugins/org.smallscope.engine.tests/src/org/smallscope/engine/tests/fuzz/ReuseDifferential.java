package org.smallscope.engine.tests.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.Generations;

/**
 * Runs one fuzz case: the base version's full search into a snapshot store, then the edited version fully on one and
 * two threads, with reuse decided from that store (one and two threads), and with reuse forced where the base is
 * compatible; every run's suite must be the one-thread full search's, as a set.
 */
public final class ReuseDifferential {

    /** How many structures of each side a difference shows. */
    private static final int SHOWN = 3;

    private ReuseDifferential() {
    }

    /**
     * One generation of the edited version.
     *
     * @param name e.g. {@code default, 2 threads}
     * @param mode how it searched (null if it threw)
     * @param fallbackReason why it did not reuse, or null
     * @param explored candidates explored
     * @param valid valid candidates counted
     * @param suite the suite's vectors as text
     * @param error what it threw, or null
     * @param millis how long it took
     */
    public record RunResult(String name, Mode mode, String fallbackReason, long explored, long valid, List<String> suite, Throwable error,
            long millis) {

        /** @return this result without its suite (kept by the tally of a long run) */
        RunResult withoutSuite() {
            return new RunResult(name, mode, fallbackReason, explored, valid, List.of(), error, millis);
        }

        /** @return whether the run reused the base (forwards or backwards) */
        public boolean reused() {
            return mode != null && mode != Mode.FULL;
        }

        /** @return e.g. {@code incremental, 12 valid, 40 explored} */
        public String describe() {
            if (error != null) {
                return "threw " + error;
            }
            return mode.wireName() + ", " + valid + " valid (" + suite.size() + " in the suite), " + explored + " explored"
                    + (fallbackReason == null ? "" : " [" + fallbackReason + "]");
        }
    }

    /**
     * A case's outcome.
     *
     * @param fuzzCase the case
     * @param compatible whether the base snapshot is compatible with the edited version (an extension)
     * @param runs the edited version's runs, the reference (full, one thread) first
     * @param differences one line per run that differs from the reference
     * @param details the report of the differences (empty when there are none)
     * @param baseValid the base's valid count
     * @param millis how long the case took, compilation aside
     */
    public record CaseResult(FuzzCase fuzzCase, boolean compatible, List<RunResult> runs, List<String> differences, String details,
            long baseValid, long millis) {

        /** @return whether every run gave the reference's suite */
        public boolean agrees() {
            return differences.isEmpty();
        }

        /** @return the run reusing by default on one thread (one that threw, if the case could not be run) */
        public RunResult byDefault() {
            return runs.size() > 2 ? runs.get(2) : new RunResult("default reuse, 1 thread", null, null, 0, 0, List.of(),
                    new IllegalStateException("not run"), 0);
        }

        /** @return whether the default run reused the base */
        public boolean reusedByDefault() {
            return byDefault().reused();
        }

        /** @return whether some run (default or forced) reused the base */
        public boolean reusedAtAll() {
            return runs.stream().anyMatch(RunResult::reused);
        }

        /** @return the runs that differ from the reference, by name */
        public List<String> differingRuns() {
            return differences.stream().map(d -> d.substring(0, d.indexOf(':'))).toList();
        }
    }

    /**
     * Runs {@code c}, compiled into {@code batch}, with scratch stores under {@code work} (deleted afterwards).
     */
    public static CaseResult run(FuzzCase c, FuzzCompiler.Batch batch, Path work) {
        long start = System.nanoTime();
        try {
            Files.createDirectories(work);
            Subject base = SubjectLoader.load(new SubjectRequest(c.className(), null, new int[] {c.base().size()}, batch.base()));
            Subject edited = SubjectLoader.load(new SubjectRequest(c.className(), null, new int[] {c.edited().size()}, batch.edited()));
            SnapshotStore baseStore = new SnapshotStore(work.resolve("base"));
            Generations.Run baseRun = Generations.generate(base, new Generation.Options(baseStore, null, false, 1, 0, "fuzz"), SearchListener.NONE);
            if (baseRun.report().outcome().result().outcome() != Outcome.COMPLETED || baseRun.report().saved() == null) {
                throw new IllegalStateException("the base run did not complete and save: " + baseRun.report().outcome().result().outcome());
            }
            Path snapshot = baseRun.report().saved();
            boolean compatible = Compatibility.check(baseStore.list().get(0).header().descriptor(), edited).compatible();

            List<RunResult> runs = new ArrayList<>();
            // the reference explores Korat's candidates, also when the other runs look ahead (ReuseFuzzTest's second test)
            runs.add(run("full, 1 thread", () -> koratExact(() -> Generations.generate(edited, new Generation.Options(null, null, false, 1, 0, "fuzz"),
                    SearchListener.NONE))));
            runs.add(run("full, 2 threads", () -> Generations.generateInSegments(edited,
                    new Generation.Options(new SnapshotStore(work.resolve("full2")), null, false, 2, 0, "fuzz"), SearchListener.NONE)));
            runs.add(run("default reuse, 1 thread", () -> Generations.generate(edited,
                    new Generation.Options(storeWith(snapshot, work.resolve("auto1")), null, true, 1, 0, "fuzz"), SearchListener.NONE)));
            runs.add(run("default reuse, 2 threads", () -> Generations.generateInSegments(edited,
                    new Generation.Options(storeWith(snapshot, work.resolve("auto2")), null, true, 2, 0, "fuzz"), SearchListener.NONE)));
            // forced where the base extends (forwards) or where the estimate chose a full search over a reuse it could do (backwards too)
            String defaultReason = runs.get(2).fallbackReason();
            boolean estimatedAway = runs.get(2).mode() == Mode.FULL && defaultReason != null && defaultReason.contains(" is estimated cheaper than ");
            if (compatible && runs.get(2).mode() != Mode.INCREMENTAL || estimatedAway) {
                runs.add(run("--reuse always, 1 thread", () -> Generations.generate(edited,
                        new Generation.Options(storeWith(snapshot, work.resolve("always1")), null, true, 1, 0, "fuzz")
                                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE)));
                runs.add(run("--reuse always, 2 threads", () -> Generations.generateInSegments(edited,
                        new Generation.Options(storeWith(snapshot, work.resolve("always2")), null, true, 2, 0, "fuzz")
                                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE)));
            }
            RunResult reference = runs.get(0);
            if (reference.error() != null || reference.mode() == null) {
                throw new IllegalStateException("the full search of the edited version failed", reference.error());
            }
            Set<String> expected = new TreeSet<>(reference.suite());
            List<String> differences = new ArrayList<>();
            StringBuilder details = new StringBuilder();
            for (RunResult r : runs) {
                String problem = compare(r, reference, expected);
                if (problem != null) {
                    differences.add(r.name() + ": " + problem);
                    details.append(explain(r, reference, expected, edited, problem));
                }
            }
            String report = differences.isEmpty() ? "" : header(c, baseRun, compatible) + details + replay(c);
            return new CaseResult(c, compatible, runs.stream().map(RunResult::withoutSuite).toList(), differences, report,
                    baseRun.report().outcome().result().valid(), (System.nanoTime() - start) / 1_000_000);
        } catch (IOException | RuntimeException | Error e) {
            // the engine refused or failed on a subject of the fuzzer's making, or the full searches failed: a case that
            // differs too, so that a long run goes on and reports it with the rest
            java.io.StringWriter trace = new java.io.StringWriter();
            e.printStackTrace(new java.io.PrintWriter(trace));
            String report = "seed " + c.seed() + " (" + c.edited().template().name() + "): could not be run: " + e + "\n  "
                    + c.describe() + "\n" + trace.toString().lines().limit(25).map(l -> "    " + l + "\n").collect(Collectors.joining())
                    + "  edited source:\n" + c.editedSource().lines().map(l -> "    " + l + "\n").collect(Collectors.joining()) + replay(c);
            return new CaseResult(c, false, List.of(), List.of("could not run: " + e), report, 0, (System.nanoTime() - start) / 1_000_000);
        } finally {
            delete(work);
        }
    }

    private interface Generating {
        Generations.Run run();
    }

    /** @return what {@code g} returns, run with searches exploring Korat's candidates (no look-ahead) */
    private static Generations.Run koratExact(Generating g) {
        String before = System.getProperty(org.smallscope.engine.search.prune.LookAhead.EXACT);
        System.setProperty(org.smallscope.engine.search.prune.LookAhead.EXACT, "true");
        try {
            return g.run();
        } finally {
            if (before == null) {
                System.clearProperty(org.smallscope.engine.search.prune.LookAhead.EXACT);
            } else {
                System.setProperty(org.smallscope.engine.search.prune.LookAhead.EXACT, before);
            }
        }
    }

    private static RunResult run(String name, Generating g) {
        long start = System.nanoTime();
        try {
            Generations.Run r = g.run();
            var outcome = r.report().outcome();
            String reason = outcome.result().outcome() == Outcome.COMPLETED ? outcome.fallbackReason()
                    : "outcome " + outcome.result().outcome() + (outcome.fallbackReason() == null ? "" : "; " + outcome.fallbackReason());
            return new RunResult(name, outcome.mode(), reason, outcome.result().explored(), outcome.result().valid(), r.suite(),
                    outcome.result().outcome() == Outcome.COMPLETED ? null : new IllegalStateException("not completed: " + outcome.result().outcome()),
                    (System.nanoTime() - start) / 1_000_000);
        } catch (RuntimeException | Error e) {
            return new RunResult(name, null, null, 0, 0, List.of(), e, (System.nanoTime() - start) / 1_000_000);
        }
    }

    /** @return what is wrong with {@code r} against the reference, or null */
    private static String compare(RunResult r, RunResult reference, Set<String> expected) {
        if (r.error() != null) {
            return "threw " + r.error();
        }
        Set<String> got = new LinkedHashSet<>(r.suite());
        if (!got.equals(expected)) {
            long missing = expected.stream().filter(v -> !got.contains(v)).count();
            long extra = got.stream().filter(v -> !expected.contains(v)).count();
            return r.mode().wireName() + " gave " + got.size() + " structures, the full search " + expected.size() + ": " + missing + " missing, "
                    + extra + " extra";
        }
        if (got.size() != r.suite().size()) {
            return r.mode().wireName() + " gave " + (r.suite().size() - got.size()) + " structures twice";
        }
        if (r.valid() != reference.valid()) {
            return r.mode().wireName() + " counted " + r.valid() + " valid, the full search " + reference.valid();
        }
        return null;
    }

    private static String explain(RunResult r, RunResult reference, Set<String> expected, Subject edited, String problem) {
        StringBuilder sb = new StringBuilder();
        sb.append("  ").append(r.name()).append(": ").append(problem).append('\n');
        sb.append("    this run:        ").append(r.describe()).append('\n');
        sb.append("    full, 1 thread:  ").append(reference.describe()).append('\n');
        if (r.error() != null) {
            java.io.StringWriter trace = new java.io.StringWriter();
            r.error().printStackTrace(new java.io.PrintWriter(trace));
            trace.toString().lines().limit(12).forEach(l -> sb.append("      ").append(l).append('\n'));
            return sb.toString();
        }
        Set<String> got = new TreeSet<>(r.suite());
        expected.stream().filter(v -> !got.contains(v)).limit(SHOWN)
                .forEach(v -> sb.append("    only in the full search: ").append(render(edited, v)).append('\n'));
        got.stream().filter(v -> !expected.contains(v)).limit(SHOWN)
                .forEach(v -> sb.append("    only in this run:        ").append(render(edited, v)).append('\n'));
        return sb.toString();
    }

    private static String render(Subject subject, String vector) {
        try {
            return Structures.render(subject, Structures.parseVector(vector)) + "   " + vector;
        } catch (RuntimeException e) {
            return vector;
        }
    }

    private static String header(FuzzCase c, Generations.Run baseRun, boolean compatible) {
        StringBuilder sb = new StringBuilder();
        sb.append("seed ").append(c.seed()).append(" (").append(c.edited().template().name()).append("): reuse gave another suite than a full search\n");
        sb.append("  base:   ").append(c.base().describe()).append(", ").append(baseRun.report().outcome().result().valid()).append(" valid\n");
        c.edits().forEach(e -> sb.append("  edit:   ").append(e.kind().label()).append(": ").append(e.description()).append('\n'));
        sb.append("  edited: ").append(c.edited().describe()).append(compatible ? " (the base snapshot is compatible)" : "").append('\n');
        sb.append("  source diff, base -> edited (").append(c.className()).append("):\n");
        SourceDiff.of(c.baseSource(), c.editedSource()).lines().forEach(l -> sb.append("    ").append(l).append('\n'));
        return sb.toString();
    }

    /** @return how to run just this case again */
    public static String replay(FuzzCase c) {
        return "  replay: ./mvnw -B -o -pl releng/org.smallscope.target,plugins/org.smallscope.api,plugins/org.smallscope.engine,"
                + "plugins/org.smallscope.examples,plugins/org.smallscope.engine.tests verify -Dtest=ReuseFuzzTest "
                + "-Dsurefire.failIfNoSpecifiedTests=false -Dsmallscope.fuzz.seed=" + c.seed() + "\n";
    }

    private static SnapshotStore storeWith(Path snapshot, Path dir) {
        try {
            Files.createDirectories(dir);
            Files.copy(snapshot, dir.resolve(snapshot.getFileName()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new SnapshotStore(dir);
    }

    private static void delete(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // scratch space: left for the temp folder's cleanup
        }
    }
}
