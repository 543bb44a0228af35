package org.smallscope.cli.output;

import java.io.PrintStream;
import java.util.List;

import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.FailureGroups;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.protocol.Counts;

/** Prints what --junit wrote and what --method found: files and tests on standard output, counterexamples on standard error. */
public final class ExportSummary {

    /** Counterexamples printed in full at most; the rest are counted. */
    public static final int SHOWN = 5;

    private final Streams streams;

    public ExportSummary(Streams streams) {
        this.streams = streams;
    }

    /** Prints the summary rows (unless {@code quiet}) and the counterexamples (always). */
    public void print(ExportRun run, boolean quiet) {
        PrintStream out = streams.out();
        MethodRun m = run.methodRun();
        if (!quiet && m != null) {
            row(out, "method", m.method().qualifiedSignature() + ": " + Counts.format(m.inputs()) + " inputs, " + Counts.format(m.passing().size())
                    + " passed, " + Counts.format(m.counterexamples().size()) + " counterexamples" + oracleFailures(m));
        }
        ExportResult e = run.export();
        if (!quiet && e != null) {
            if (e.files().isEmpty()) {
                row(out, "junit", "no tests to write" + (m == null ? " (no valid instances)" : " (no input passed)"));
            }
            for (ExportResult.WrittenFile f : e.files()) {
                row(out, "junit", f.path() + "  (" + Counts.format(f.tests()) + (f.tests() == 1 ? " test" : " tests")
                        + (f.changed() ? ")" : ", unchanged)"));
            }
            for (java.nio.file.Path p : e.deleted()) {
                row(out, "junit", p + "  (deleted: stale)");
            }
            if (e.files().size() > 1) {
                row(out, "junit", Counts.format(e.tests()) + " tests in " + e.files().size() + " classes");
            }
        }
        out.flush();
        List<Counterexample> all = run.counterexamples();
        if (!all.isEmpty()) {
            PrintStream err = streams.err();
            List<FailureGroups.Group> groups = FailureGroups.of(all);
            err.println("smallscope: " + Counts.format(all.size()) + " counterexample" + (all.size() == 1 ? "" : "s") + " of "
                    + m.method().qualifiedSignature() + " (" + Counts.format(all.size()) + " of " + Counts.format(m.inputs()) + " inputs fail"
                    + (groups.size() == 1 ? "" : ", " + groups.size() + " kinds") + "; the smallest input first):");
            for (FailureGroups.Group g : groups) {
                if (groups.size() > 1) {
                    err.println("  " + Counts.format(g.inputs().size()) + " " + (g.inputs().size() == 1 ? "input" : "inputs") + " " + g.what());
                }
                String indent = groups.size() > 1 ? "    " : "  ";
                for (Counterexample c : g.inputs().subList(0, Math.min(SHOWN, g.inputs().size()))) {
                    err.println(indent + Formats.oneLine(c.describe()));
                    c.userFrames().stream().limit(3).forEach(f -> err.println(indent + "    " + f));
                }
                if (g.inputs().size() > SHOWN) {
                    err.println(indent + "... and " + Counts.format(g.inputs().size() - SHOWN) + " more");
                }
            }
            err.flush();
        }
    }

    /** @return {@code " (2 postcondition failures, 1 model disagreement)"}, or empty when no oracle beyond repOk failed */
    static String oracleFailures(MethodRun m) {
        long post = m.count(Counterexample.Problem.POSTCONDITION_FALSE);
        long model = m.count(Counterexample.Problem.MODEL_DIFFERS);
        List<String> parts = new java.util.ArrayList<>();
        if (post > 0) {
            parts.add(Counts.format(post) + " postcondition failure" + (post == 1 ? "" : "s"));
        }
        if (model > 0) {
            parts.add(Counts.format(model) + " model disagreement" + (model == 1 ? "" : "s"));
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }

    private static void row(PrintStream out, String label, String value) {
        out.printf("%-9s %s%n", label, value);
    }
}
