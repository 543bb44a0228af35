package org.smallscope.ui.internal.structures;

import org.smallscope.engine.protocol.Counts;

/**
 * Which rows of a run the Structures table holds: one page of at most {@link #ROWS} rows, so that filling, emptying and
 * replacing the table take the same short time at any suite size (GTK empties a table in time linear in its rows).
 */
public final class StructurePages {

    /** The most rows the table holds (what GTK takes to empty them: docs/benchmarks.md, UI responsiveness). */
    public static final int ROWS = 1_000;

    private int first;

    /** @return the run's index of the page's first row */
    public int first() {
        return first;
    }

    /** @return the page shown, from 0 */
    public int page() {
        return first / ROWS;
    }

    /** @return the number of pages of a run of {@code total} rows, at least 1 */
    public static int pageCount(int total) {
        return Math.max(1, (total + ROWS - 1) / ROWS);
    }

    /** @return the rows of the page shown in a run of {@code total} rows */
    public int rows(int total) {
        return Math.max(0, Math.min(ROWS, total - first));
    }

    /**
     * Turns to {@code page} (clamped to the pages of {@code total} rows).
     *
     * @return whether the page changed
     */
    public boolean turnTo(int page, int total) {
        int clamped = Math.max(0, Math.min(page, pageCount(total) - 1));
        boolean changed = clamped * ROWS != first;
        first = clamped * ROWS;
        return changed;
    }

    /** @return the text saying which rows the page holds, e.g. "Rows 1,001–2,000 of 40,320" */
    public String describe(int total) {
        if (total <= ROWS && first == 0) {
            return total == 1 ? "1 row" : Counts.format(total) + " rows";
        }
        int shown = rows(total);
        return shown == 0 ? "No rows on this page of " + Counts.format(total)
                : "Rows " + Counts.format(first + 1L) + "\u2013" + Counts.format((long) first + shown) + " of " + Counts.format(total);
    }
}
