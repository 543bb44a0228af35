package org.smallscope.evaluation;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** Prints the per-scope results as a terminal table and names the smallest scope reaching each maximum. */
public final class ResultTable {

    private ResultTable() {
    }

    /** Prints {@code report}'s rows ({@code scopes}) and its smallest full scopes to {@code out}. */
    public static void print(EvaluationReport report, List<ScopeResult> scopes, PrintStream out) {
        out.printf(Locale.ROOT, "%-6s %10s %9s  %-18s %-18s %s%n", "scope", "inputs", "gen ms", "statements", "branches", "mutation score");
        for (ScopeResult s : scopes) {
            ScopeResult.Coverage c = s.coverage();
            String mutation = s.mutants() == null ? "skipped" : percent(s.mutationScore(), s.killed(), s.mutants());
            out.printf(Locale.ROOT, "%-6d %,10d %,9d  %-18s %-18s %s%n", s.scope(), s.inputs(), s.generationMillis(),
                    percent(c.statement(), c.coveredLines(), c.totalLines()), percent(c.branch(), c.coveredBranches(), c.totalBranches()),
                    mutation);
        }
        line(out, report, "statement coverage", EvaluationReport::statement);
        line(out, report, "branch coverage", EvaluationReport::branch);
        line(out, report, "mutation score", EvaluationReport::mutation);
    }

    private static void line(PrintStream out, EvaluationReport report, String what, Function<ScopeResult, Double> measure) {
        Double max = report.maximum(measure);
        if (max != null) {
            out.printf(Locale.ROOT, "%s: maximum %.2f%% first reached at scope %d%n", what, 100 * max, report.smallestFull(measure));
        }
    }

    private static String percent(double value, int part, int whole) {
        return String.format(Locale.ROOT, "%.2f%% (%d/%d)", 100 * value, part, whole);
    }
}
