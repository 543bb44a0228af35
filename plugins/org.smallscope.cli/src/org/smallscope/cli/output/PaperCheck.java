package org.smallscope.cli.output;

import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalLong;

import org.smallscope.examples.PaperTables;

/**
 * The paper's Table II counts for one run, when the run is a Table II subject at a tabulated
 * size with its own finitization over the whole space (or HeapArray at 6, 7 or 8: UDITA's Fig. 13 and Korat's rules).
 *
 * @param subject the Table II short name (BST, RBT, ...)
 * @param size the finitization's single argument
 * @param explored the paper's explored candidates
 * @param valid the number of valid structures
 */
public record PaperCheck(String subject, int size, long explored, long valid) {

    /** @return the oracle for {@code example} with {@code args}, if Table II has that cell */
    public static Optional<PaperCheck> lookup(String example, int[] args) {
        if (example == null || args.length != 1) {
            return Optional.empty();
        }
        if (example.equals("HeapArray")) {
            return PaperTables.heapArray(args[0]).map(c -> new PaperCheck(example, args[0], c[0], c[1]));
        }
        if (!Arrays.asList(PaperTables.subjects()).contains(example)) {
            return Optional.empty();
        }
        OptionalLong explored = PaperTables.explored(example, args[0]);
        OptionalLong valid = PaperTables.valid(example, args[0]);
        if (explored.isEmpty() || valid.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new PaperCheck(example, args[0], explored.getAsLong(), valid.getAsLong()));
    }

    /** @return where the counts come from: {@code Table II}, or UDITA's Fig. 13 with Korat's rules for HeapArray */
    public String source() {
        return subject.equals("HeapArray") ? "UDITA Fig. 13 / Korat's rules," : "Table II";
    }

    /** @return this check of the valid count alone (a search that looked ahead explores fewer than the paper's Korat) */
    public PaperCheck validOnly() {
        return new PaperCheck(subject, size, -1, valid);
    }

    /** @return whether {@code explored} equals the paper's (always, for a check of the valid count alone) */
    public boolean exploredMatches(long actual) {
        return explored < 0 || actual == explored;
    }

    /** @return whether {@code valid} equals the paper's */
    public boolean validMatches(long actual) {
        return actual == valid;
    }

    /** @return whether both counts equal the paper's */
    public boolean matches(long actualExplored, long actualValid) {
        return exploredMatches(actualExplored) && validMatches(actualValid);
    }
}
