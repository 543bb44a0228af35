package org.smallscope.cli.bench;

import org.smallscope.cli.commands.ClassFiles;
import org.smallscope.cli.commands.ExampleRun;
import org.smallscope.cli.commands.InterruptGuard;
import org.smallscope.cli.commands.MachineInfo;
import org.smallscope.cli.output.Formats;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.floor.CandidateTrace;
import org.smallscope.engine.floor.FloorReplay;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * {@code smallscope bench --floor}: per example and size, the engine's full search on one thread against the floor, the
 * same explored candidates replayed into the uninstrumented classes with plain repOk ({@link FloorReplay}), alternating in
 * one JVM, best of N each in CPU time of the measuring thread; overhead = engine / floor - 1.
 */
final class FloorBench {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** The largest trace of explored candidates written (the sizes the floor takes). */
    static final long TRACE_LIMIT = 1L << 30;

    /**
     * One measured cell: the best engine run and the best replay of the same candidates, with the CPU time the measuring
     * thread spent in each (the search runs on it when it has one thread).
     */
    record Row(String subject, int size, SearchResult engine, long engineCpu, FloorReplay.Result floor, long floorCpu, CandidateTrace trace) {

        /** @return whether the replay saw the search's candidates and plain repOk gave every one the search's verdict */
        boolean faithful() {
            return floor.disagreements() == 0 && floor.candidates() == engine.explored() && floor.valid() == engine.valid()
                    && trace.valid() == engine.valid();
        }

        /** @return engine CPU time over floor CPU time, minus one */
        double overhead() {
            return (double) engineCpu / Math.max(1, floorCpu) - 1;
        }
    }

    /** Stops a measurement: a run was interrupted or failed. */
    static final class Stopped extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient SearchResult result;

        Stopped(SearchResult result) {
            super(null, null, false, false);
            this.result = result;
        }
    }

    private final List<String> names;
    private final Sizes sizes;
    private final int repeat;
    private final long timeoutMillis;
    private final InterruptGuard guard;
    private final PrintStream out;
    private final PrintStream err;

    FloorBench(List<String> names, Sizes sizes, int repeat, long timeoutMillis, InterruptGuard guard, PrintStream out, PrintStream err) {
        this.names = names;
        this.sizes = sizes;
        this.repeat = repeat;
        this.timeoutMillis = timeoutMillis;
        this.guard = guard;
        this.out = out;
        this.err = err;
    }

    /** Measures every example at every size into {@code rows} (which keeps what was measured if a run stops). */
    void measure(ClassFiles files, List<Row> rows) {
        for (String name : names) {
            for (int size : sizes.values()) {
                Row row = measure(name, size, files, size == sizes.smallest());
                rows.add(row);
                out.println(String.format(Locale.ROOT, "%s(%d): engine %s ms, floor %s ms (CPU; wall %s ms, %s ms), overhead %s%s", name, size,
                        Formats.millis(row.engineCpu()), Formats.millis(row.floorCpu()), Formats.millis(row.engine().nanos()), Formats.millis(row.floor().nanos()),
                        percent(row.overhead()),
                        row.faithful() ? "" : " (REPLAY DIFFERS: " + row.floor().disagreements() + " verdicts, first at candidate "
                                + row.floor().firstDisagreement() + ")"));
                out.flush();
            }
        }
    }

    private Row measure(String name, int size, ClassFiles files, boolean warmUp) {
        Subject subject = ExampleRun.load(name, size, files);
        Subject plain = ExampleRun.loadUnmonitored(name, size, files);
        CandidateTrace trace = CandidateTrace.record(subject, tempFile(), TRACE_LIMIT, timeoutMillis);
        try {
            FloorReplay replay = new FloorReplay(plain, trace);
            if (warmUp) {
                engineRun(subject);
                replay.run();
            }
            Best<SearchResult> engine = new Best<>();
            Best<FloorReplay.Result> floor = new Best<>();
            for (int i = 0; i < repeat; i++) {
                engine.measure(() -> engineRun(subject));
                floor.measure(replay::run);
            }
            return new Row(name, size, engine.result, engine.cpu, floor.result, floor.cpu, trace);
        } finally {
            trace.delete();
        }
    }

    /** The run that took the least CPU time of the calling thread, and that time in nanoseconds. */
    private static final class Best<T> {
        T result;
        long cpu = Long.MAX_VALUE;

        void measure(java.util.function.Supplier<T> run) {
            long start = THREADS.getCurrentThreadCpuTime();
            T r = run.get();
            long spent = THREADS.getCurrentThreadCpuTime() - start;
            if (spent < cpu) {
                result = r;
                cpu = spent;
            }
        }
    }

    private SearchResult engineRun(Subject subject) {
        SearchResult r = ExampleRun.run(subject, 1, timeoutMillis, guard, false, err, false).result();
        if (r.outcome() != Outcome.COMPLETED || guard.interrupted()) {
            throw new Stopped(r);
        }
        return r;
    }

    private static Path tempFile() {
        try {
            return Files.createTempFile("smallscope-floor-", ".trace");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the floor benchmark's trace file in " + System.getProperty("java.io.tmpdir"), e);
        }
    }

    /** @return the table of {@code rows}, {@code yes}/{@code no} marking whether the replay was faithful */
    TextTable table(List<Row> rows, String yes, String no) {
        String best = repeat > 1 ? ", best of " + repeat : "";
        TextTable t = new TextTable("subject", "size", "explored", "valid", "engine (CPU ms" + best + ")", "floor: bare repOk (CPU ms" + best + ")",
                "engine ns/candidate", "floor ns/candidate", "overhead", "trace (MB)", "replay = search").rightAligned(1, 2, 3, 4, 5, 6, 7, 8, 9);
        for (Row r : rows) {
            long n = r.engine().explored();
            t.row(r.subject(), r.size(), Counts.format(n), Counts.format(r.engine().valid()), Formats.millis(r.engineCpu()), Formats.millis(r.floorCpu()),
                    perCandidate(r.engineCpu(), n), perCandidate(r.floorCpu(), n), percent(r.overhead()),
                    String.format(Locale.ROOT, "%.1f", r.trace().bytes() / 1e6), r.faithful() ? yes : no);
        }
        return t;
    }

    /** @return the Markdown fragment for docs/benchmarks.md */
    String markdown(List<Row> rows) {
        String command = "smallscope bench --floor --subjects " + String.join(",", rows.stream().map(Row::subject).distinct().toList())
                + " --sizes " + sizes + " --repeat " + repeat;
        return "<!-- generated by `" + command + "` on " + LocalDate.now() + " -->\n" + table(rows, "✓", "✗").markdown() + "\n"
                + "smallscope " + VersionProvider.toolVersion() + "; " + MachineInfo.jvm() + "; " + MachineInfo.os() + ". One thread;"
                + " engine and floor alternate in one JVM after a warm-up of each at size " + sizes.smallest()
                + "; CPU time of the measuring thread. overhead = engine / floor - 1."
                + " ✓: the replay saw every explored candidate and plain repOk gave each the search's verdict.\n";
    }

    private static String perCandidate(long nanos, long candidates) {
        return String.format(Locale.ROOT, "%.0f", (double) nanos / Math.max(1, candidates));
    }

    private static String percent(double ratio) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * ratio);
    }
}
