package org.smallscope.cli;

import java.io.PrintStream;

import org.smallscope.engine.Progress;

/**
 * A one-line status on standard error, redrawn about every 200 ms by its own thread while a
 * search runs: candidates explored so far, candidates per second, valid so far, elapsed time.
 * Cleared when closed. Only used when standard error is a terminal or {@code --progress} asks.
 */
final class ProgressBar implements AutoCloseable {

    /** Time between redraws. */
    static final long PERIOD_MILLIS = 200;

    private final Progress search;
    private final PrintStream err;
    private final String label;
    private final long start = System.nanoTime();
    private final Thread thread;
    private final int width = terminalWidth();
    private int drawnWidth;

    private ProgressBar(Progress search, PrintStream err, String label) {
        this.search = search;
        this.err = err;
        this.label = label;
        this.thread = new Thread(this::loop, "smallscope-progress");
        thread.setDaemon(true);
    }

    /** @return a started bar, or null when {@code enabled} is false */
    static ProgressBar startIf(boolean enabled, Progress search, PrintStream err, String label) {
        if (!enabled) {
            return null;
        }
        ProgressBar bar = new ProgressBar(search, err, label);
        bar.thread.start();
        return bar;
    }

    private void loop() {
        long lastExplored = 0;
        long lastNanos = start;
        try {
            while (true) {
                Thread.sleep(PERIOD_MILLIS);
                long now = System.nanoTime();
                long explored = search.exploredSoFar();
                double rate = now == lastNanos ? 0 : (explored - lastExplored) * 1e9 / (now - lastNanos);
                lastExplored = explored;
                lastNanos = now;
                draw(line(label, explored, rate, search.validSoFar(), (now - start) / 1_000_000L));
            }
        } catch (InterruptedException e) {
            // closed
        }
    }

    /** @return e.g. {@code BST(9)  explored 1,234,567 | 812,345 cand/s | valid 4,862 | 0:03} */
    static String line(String label, long explored, double rate, long valid, long elapsedMillis) {
        return label + "  explored " + Formats.count(explored) + " | " + Formats.rate(rate) + " cand/s | valid "
                + Formats.count(valid) + " | " + Formats.clock(elapsedMillis);
    }

    private synchronized void draw(String line) {
        String text = line.length() < width ? line : line.substring(0, width - 1);
        StringBuilder sb = new StringBuilder("\r").append(text);
        for (int i = text.length(); i < drawnWidth; i++) {
            sb.append(' ');
        }
        drawnWidth = text.length();
        err.print(sb);
        err.flush();
    }

    /** @return the terminal's width from {@code COLUMNS}, else 100 (a line wider than the terminal would wrap on every redraw) */
    private static int terminalWidth() {
        try {
            String columns = System.getenv("COLUMNS");
            return columns == null ? 100 : Math.max(20, Integer.parseInt(columns.trim()));
        } catch (NumberFormatException e) {
            return 100;
        }
    }

    /** Stops redrawing and erases the line. */
    @Override
    public void close() {
        thread.interrupt();
        try {
            thread.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (this) {
            if (drawnWidth > 0) {
                err.print("\r" + " ".repeat(drawnWidth) + "\r");
                err.flush();
                drawnWidth = 0;
            }
        }
    }
}
