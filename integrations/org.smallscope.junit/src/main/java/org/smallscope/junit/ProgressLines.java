package org.smallscope.junit;

import java.io.PrintStream;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * Tells a test's output that a long search is still running: from the engine's progress ticks, one line every
 * {@link #EVERY_MILLIS} ms ({@code smallscope: BST(10) searching: 12,345,678 explored, 4,862 valid, 10 s}); short searches
 * print nothing.
 */
final class ProgressLines implements RunListener {

    /** How often a line is printed while the search runs. */
    static final long EVERY_MILLIS = 10_000;

    private final String what;
    private final PrintStream out;
    private long next = EVERY_MILLIS;

    /** @param what {@code BST(10)}; @param out where the lines go */
    ProgressLines(String what, PrintStream out) {
        this.what = what;
        this.out = out;
    }

    @Override
    public void accept(RunEvent event) {
        if (event instanceof RunEvent.Progress p && p.elapsedMillis() >= next) {
            next = (p.elapsedMillis() / EVERY_MILLIS + 1) * EVERY_MILLIS;
            out.println("smallscope: " + what + " searching: " + Counts.format(p.explored()) + " explored, " + Counts.format(p.valid())
                    + " valid, " + p.elapsedMillis() / 1000 + " s");
        }
    }
}
