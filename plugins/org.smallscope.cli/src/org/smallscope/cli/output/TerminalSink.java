package org.smallscope.cli.output;

import java.io.PrintStream;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/**
 * The terminal sink of a run: its warnings (and, when asked for, its notes) on standard error as they come, and the
 * progress line when asked for.
 */
public final class TerminalSink implements RunListener, AutoCloseable {

    private final PrintStream err;
    private final ProgressBar bar;
    private final boolean notes;

    /** A sink that leaves out the run's notes. @param err standard error; @param progress whether to draw the progress line */
    public TerminalSink(PrintStream err, boolean progress) {
        this(err, progress, false);
    }

    /** @param err standard error; @param progress whether to draw the progress line; @param notes whether to print notes (--verbose) */
    public TerminalSink(PrintStream err, boolean progress, boolean notes) {
        this.err = err;
        this.bar = progress ? new ProgressBar(err) : null;
        this.notes = notes;
    }

    @Override
    public void accept(RunEvent event) {
        if (event instanceof RunEvent.Warning w) {
            line("warning: " + w.text());
        } else if (event instanceof RunEvent.Note n) {
            if (notes) {
                line("note: " + n.text());
            }
        } else if (event instanceof RunEvent.Resumed r) {
            line("resuming: " + Counts.format(r.ranges()) + " of " + Counts.format(r.totalRanges()) + " ranges done, " + Counts.format(r.valid())
                    + " valid");
        } else if (bar != null && event instanceof RunEvent.Started s) {
            bar.label(s.subject());
        } else if (bar != null && event instanceof RunEvent.Progress p) {
            bar.update(p);
        } else if (bar != null && event instanceof RunEvent.Restarted) {
            bar.restarted();
        }
    }

    /** Prints {@code smallscope: <text>} on its own line, above the progress line if one is drawn. */
    private void line(String text) {
        if (bar != null) {
            bar.erase();
        }
        err.println("smallscope: " + text);
        err.flush();
    }

    /** Erases the progress line. */
    @Override
    public void close() {
        if (bar != null) {
            bar.erase();
        }
    }
}
