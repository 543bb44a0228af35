package org.smallscope.cli.output;


import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Outcome;
import java.io.PrintStream;
import java.util.Optional;

import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/** The short summary {@code generate} prints: subject, space size, counts, time, rate, and the paper's verdict. */
public final class Summary {

    private final Streams streams;

    public Summary(Streams streams) {
        this.streams = streams;
    }

    /** Prints the summary of a search of {@code subject} to standard output. */
    public void print(Subject subject, SearchResult r, String from, String to, Optional<PaperCheck> paper) {
        print(subject, r, from, to, paper, false);
    }

    /**
     * Prints the summary of a search of {@code subject} to standard output; {@code lookedAhead}: the search skipped
     * candidates by conjunct look-ahead, so its explored count is below Korat's.
     */
    public void print(Subject subject, SearchResult r, String from, String to, Optional<PaperCheck> paper, boolean lookedAhead) {
        PrintStream out = streams.out();
        row(out, "subject", subject.describe() + "  (" + subject.className() + ", " + subject.finitizationName() + ")");
        row(out, "space", Formats.power(subject.spaceSize()) + " candidates (vectors of " + subject.vectorLength() + (subject.vectorLength() == 1 ? " field)" : " fields)"));
        if (from != null || to != null) {
            row(out, "range", "from " + (from == null ? "the first candidate" : from) + " to " + (to == null ? "the end" : to + " (excluded)"));
        }
        if (r.outcome() != Outcome.COMPLETED) {
            row(out, "outcome", r.outcome() == Outcome.CANCELLED ? "interrupted: the counts below are partial"
                    : "stopped by an error: the counts below are partial");
        }
        row(out, "explored", Counts.format(r.explored()));
        row(out, "valid", Counts.format(r.valid()));
        if (lookedAhead) {
            row(out, "pruning", "conjunct look-ahead: fewer explored than Korat, the same valid structures (--korat-exact: Korat's counts)");
        }
        if (r.predicateExceptions() > 0) {
            row(out, "threw", Counts.format(r.predicateExceptions()) + " (repOk threw; counted invalid)");
        }
        row(out, "time", Formats.duration(r.millis()) + " (" + Formats.rate(r.candidatesPerSecond()) + " candidates/s)");
        paper.ifPresent(p -> row(out, "paper", p.source() + " " + p.subject() + "(" + p.size() + "): explored " + Counts.format(p.explored()) + " "
                + streams.mark(p.exploredMatches(r.explored())) + ", valid " + Counts.format(p.valid()) + " "
                + streams.mark(p.validMatches(r.valid())) + (p.matches(r.explored(), r.valid()) ? "  (matches the paper)" : "  (DIFFERS from the paper)")));
        out.flush();
    }

    private static void row(PrintStream out, String label, String value) {
        out.printf("%-9s %s%n", label, value);
    }
}
