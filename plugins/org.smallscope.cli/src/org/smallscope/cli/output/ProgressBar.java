package org.smallscope.cli.output;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunEvent;

import java.io.PrintStream;


/**
 * A one-line status on standard error, redrawn on each {@code progress} event of a run: the share of the run covered,
 * candidates explored so far, candidates per second, valid so far, elapsed time and the estimated time left. Only used
 * when standard error is a terminal or {@code --progress} asks; erased when the run ends or something else is printed.
 */
public final class ProgressBar {

    private final PrintStream err;
    private final int width = terminalWidth();
    private String label = "";
    private long lastExplored;
    private long lastMillis;
    private int drawnWidth;

    public ProgressBar(PrintStream err) {
        this.err = err;
    }

    /** The run's subject, e.g. {@code BST(9)}: the line's label. */
    synchronized void label(String subject) {
        label = subject;
    }

    /** Redraws the line with the counts of a {@code progress} event. */
    synchronized void update(RunEvent.Progress p) {
        long explored = p.explored();
        long elapsedMillis = p.elapsedMillis();
        double rate = elapsedMillis <= lastMillis ? 0 : (explored - lastExplored) * 1e3 / (elapsedMillis - lastMillis);
        lastExplored = explored;
        lastMillis = elapsedMillis;
        draw(line(label, p.covered(), explored, rate, p.valid(), elapsedMillis, p.remainingMillis()));
    }

    /** The run started over: rates are measured afresh. */
    synchronized void restarted() {
        lastExplored = 0;
    }

    /** @return e.g. {@code BST(9)  explored 1,234,567 | 812,345 cand/s | valid 4,862 | 0:03} */
    public static String line(String label, long explored, double rate, long valid, long elapsedMillis) {
        return line(label, null, explored, rate, valid, elapsedMillis, null);
    }

    /**
     * @param covered the share of the run's work done (0 to 1), or null when the run does not say
     * @param remainingMillis the estimated time left, or null while there is none ({@code — left})
     * @return e.g. {@code BSTP(10)  12.4% covered | explored 83,466,212 | 11,144,979 cand/s | valid 8,922 | 0:07 | ~0:51 left}
     */
    public static String line(String label, Double covered, long explored, double rate, long valid, long elapsedMillis, Long remainingMillis) {
        String counts = "explored " + Counts.format(explored) + " | " + Formats.rate(rate) + " cand/s | valid " + Counts.format(valid) + " | "
                + Formats.clock(elapsedMillis);
        if (covered == null) {
            return label + "  " + counts;
        }
        return label + "  " + Formats.percent(covered) + " covered | " + counts + " | "
                + (remainingMillis == null ? "\u2014" : "~" + Formats.clock(remainingMillis)) + " left";
    }

    private void draw(String line) {
        String text = line.length() < width ? line : line.substring(0, width - 1);
        StringBuilder sb = new StringBuilder("\r").append(text);
        for (int i = text.length(); i < drawnWidth; i++) {
            sb.append(' ');
        }
        drawnWidth = text.length();
        err.print(sb);
        err.flush();
    }

    /**
     * @return the terminal's width from {@code COLUMNS}, else 100 (a line wider than the terminal would wrap on every
     *         redraw); 0, as a pseudo-terminal without a size reports, counts as unknown
     */
    private static int terminalWidth() {
        try {
            String columns = System.getenv("COLUMNS");
            int n = columns == null ? 0 : Integer.parseInt(columns.trim());
            return n <= 0 ? 100 : Math.max(20, n);
        } catch (NumberFormatException e) {
            return 100;
        }
    }

    /** Erases the line (it is drawn again by the next update). */
    synchronized void erase() {
        if (drawnWidth > 0) {
            err.print("\r" + " ".repeat(drawnWidth) + "\r");
            err.flush();
            drawnWidth = 0;
        }
    }
}
