package org.smallscope.cli.output;

import java.io.PrintStream;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

/** The terminal sink of a run: its warnings on standard error as they come, and the progress line when asked for. */
public final class TerminalSink implements RunListener, AutoCloseable {

    private final PrintStream err;
    private final ProgressBar bar;

    /** @param err standard error; @param progress whether to draw the progress line */
    public TerminalSink(PrintStream err, boolean progress) {
        this.err = err;
        this.bar = progress ? new ProgressBar(err) : null;
    }

    @Override
    public void accept(RunEvent event) {
        if (event instanceof RunEvent.Warning w) {
            if (bar != null) {
                bar.erase();
            }
            err.println("smallscope: warning: " + w.text());
            err.flush();
        } else if (event instanceof RunEvent.Resumed r) {
            if (bar != null) {
                bar.erase();
            }
            err.println("smallscope: resuming: " + Counts.format(r.ranges()) + " of " + Counts.format(r.totalRanges()) + " ranges done, "
                    + Counts.format(r.valid()) + " valid");
            err.flush();
        } else if (bar != null && event instanceof RunEvent.Started s) {
            bar.label(s.subject());
        } else if (bar != null && event instanceof RunEvent.Progress p) {
            bar.update(p);
        } else if (bar != null && event instanceof RunEvent.Restarted) {
            bar.restarted();
        }
    }

    /** Erases the progress line. */
    @Override
    public void close() {
        if (bar != null) {
            bar.erase();
        }
    }
}
