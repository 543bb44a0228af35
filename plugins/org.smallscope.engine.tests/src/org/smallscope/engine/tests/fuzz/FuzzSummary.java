package org.smallscope.engine.tests.fuzz;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;

import org.smallscope.engine.tests.fuzz.ReuseDifferential.CaseResult;

/** Tallies a fuzz run's cases (per edit kind, per template, per run that differed) and writes them as text. */
public final class FuzzSummary {

    private final List<CaseResult> results = new ArrayList<>();
    private double seconds;
    private double cpuSeconds;

    /** Adds a case's outcome. */
    public void add(CaseResult r) {
        results.add(r);
    }

    /** Records how long the run took, in wall time and in this process's CPU time. */
    public void timing(double wallSeconds, double cpu) {
        this.seconds = wallSeconds;
        this.cpuSeconds = cpu;
    }

    /** @return the run's wall time in seconds */
    public double seconds() {
        return seconds;
    }

    /** @return the cases that differed, in order */
    public List<CaseResult> differing() {
        return results.stream().filter(r -> !r.agrees()).toList();
    }

    /** @return the cases added */
    public List<CaseResult> results() {
        return List.copyOf(results);
    }

    /** @return the summary text */
    public String text() {
        StringBuilder sb = new StringBuilder();
        long reused = results.stream().filter(CaseResult::reusedByDefault).count();
        long forced = results.stream().filter(CaseResult::reusedAtAll).count();
        long compatible = results.stream().filter(CaseResult::compatible).count();
        sb.append(String.format(Locale.ROOT, "Smallscope reuse fuzzer (ReuseFuzzTest): %d cases in %.1f s (%.1f s of CPU)%n", results.size(), seconds,
                cpuSeconds));
        sb.append(String.format(Locale.ROOT, "cases %d, base compatible (extension) %d, reused by default %d, reused by default or forced %d, "
                + "differed %d%n%n", results.size(), compatible, reused, forced, differing().size()));
        table(sb, "edit kind", r -> new LinkedHashSet<>(r.fuzzCase().kinds().stream().map(EditKind::label).toList()), k -> true);
        table(sb, "template", r -> List.of(r.fuzzCase().edited().template().name()), k -> true);
        table(sb, "default mode", r -> List.of(r.byDefault().mode() == null ? "threw" : r.byDefault().mode().wireName()), k -> true);
        Map<String, Integer> byRun = new TreeMap<>();
        differing().forEach(r -> r.differingRuns().forEach(n -> byRun.merge(n, 1, Integer::sum)));
        sb.append("differing runs (cases):\n");
        byRun.forEach((run, n) -> sb.append(String.format(Locale.ROOT, "  %-28s %5d%n", run, n)));
        sb.append("\ndiffering seeds: ").append(differing().stream().map(r -> Long.toString(r.fuzzCase().seed())).toList()).append("\n\n");
        sb.append("cases (seed, template, edits, default run, outcome):\n");
        for (CaseResult r : results) {
            sb.append(String.format(Locale.ROOT, "  %6d %-7s %-70s %-22s %s%n", r.fuzzCase().seed(), r.fuzzCase().edited().template().name(),
                    String.join(",", r.fuzzCase().kinds().stream().map(EditKind::label).toList()),
                    r.byDefault().mode() == null ? "threw" : r.byDefault().mode().wireName(),
                    r.agrees() ? "same" : "DIFFERS: " + String.join("; ", r.differences())));
        }
        return sb.toString();
    }

    private void table(StringBuilder sb, String title, Function<CaseResult, ? extends java.util.Collection<String>> keys, Predicate<String> keep) {
        Map<String, long[]> rows = new TreeMap<>();
        for (CaseResult r : results) {
            for (String k : keys.apply(r)) {
                if (keep.test(k)) {
                    long[] row = rows.computeIfAbsent(k, x -> new long[4]);
                    row[0]++;
                    row[1] += r.reusedByDefault() ? 1 : 0;
                    row[2] += r.reusedAtAll() ? 1 : 0;
                    row[3] += r.agrees() ? 0 : 1;
                }
            }
        }
        sb.append(String.format(Locale.ROOT, "%-26s %6s %8s %8s %8s%n", title, "cases", "reused", "+forced", "differed"));
        rows.forEach((k, row) -> sb.append(String.format(Locale.ROOT, "  %-24s %6d %8d %8d %8d%n", k, row[0], row[1], row[2], row[3])));
        sb.append('\n');
    }
}
