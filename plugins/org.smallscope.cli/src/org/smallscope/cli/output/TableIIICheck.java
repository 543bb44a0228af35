package org.smallscope.cli.output;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

import org.smallscope.examples.PaperTables;

/**
 * The paper's Table III verdict for an incremental run of one of its pairs: the percentage of
 * Table II's explored candidates that reuse saved, to the table's two decimals.
 *
 * @param pair {@code BST->BSTP}
 * @param size the finitization's argument
 * @param fullExplored Table II's explored count of the extended subject
 * @param paperSaved the table's percentage (-1 for "&lt; 0.01")
 */
public record TableIIICheck(String pair, int size, long fullExplored, double paperSaved) {

    /** @return the check for a run of {@code example} reusing {@code base}, if Table III has that cell */
    public static Optional<TableIIICheck> lookup(String base, String example, int[] args) {
        if (example == null || args.length != 1) {
            return Optional.empty();
        }
        String pair = base + "->" + example;
        OptionalDouble saved = PaperTables.savings(pair, args[0]);
        if (saved.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new TableIIICheck(pair, args[0], PaperTables.explored(example, args[0]).orElseThrow(), saved.getAsDouble()));
    }

    /** @return the percentage saved by a run that explored {@code explored} candidates */
    public double saved(long explored) {
        return 100.0 * (1 - (double) explored / fullExplored);
    }

    /** @return whether {@code saved} equals the table to two decimals */
    public boolean matches(double saved) {
        return paperSaved < 0 ? saved < 0.01 : format(saved).equals(format(paperSaved));
    }

    /** @return {@code Table III BST->BSTP(8): saved 96.56% ✓} */
    public String describe(double saved, Streams streams) {
        return "Table III " + pair + "(" + size + "): saved " + format(saved) + "% " + streams.mark(matches(saved))
                + (matches(saved) ? "  (matches the paper)" : "  (paper: " + (paperSaved < 0 ? "< 0.01" : format(paperSaved)) + "%)");
    }

    private static String format(double percent) {
        return String.format(Locale.ROOT, "%.2f", percent);
    }
}
