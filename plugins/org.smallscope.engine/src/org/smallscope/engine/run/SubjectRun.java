package org.smallscope.engine.run;

import org.smallscope.engine.search.Listeners;
import org.smallscope.engine.search.CurrentRun;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.DelegatingRunControl;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchBuilder;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SearchFindings;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;

import com.google.gson.JsonObject;

/**
 * One run of a loaded subject (a range search, a full search, or a generation against the snapshot store) told as
 * one stream of {@link RunEvent}s: {@code started}, {@code reuse}, {@code valid}, {@code regions} and {@code progress}
 * ticks, {@code restarted}, {@code warning}, {@code note} and {@code pruning}. The caller adds what comes after the search ({@code exported},
 * {@code counterexample}) and ends the stream with {@code finished}.
 */
public final class SubjectRun implements DelegatingRunControl {

    /**
     * What to run and which events to send.
     *
     * @param subject the loaded subject
     * @param kind a range search, a full search on {@code threads} workers, or a generation against the store
     * @param from the first candidate of a range search, or null for the first of the space
     * @param to the candidate at which a range search stops (not explored), or null for the end of the space
     * @param generation how a generation reuses and saves snapshots (its threads and time limit count), or null
     * @param threads workers of a full search
     * @param timeoutMillis per-candidate time limit of repOk (0 for none)
     * @param validEvents whether to send every valid candidate (rendered) as a {@code valid} event
     * @param ticks whether to send {@code progress} about every 200 ms (and once more at the end)
     * @param regionEvents whether to measure the regions covered and send them before each tick (implies ticks)
     * @param validAtMost with {@code validEvents}, the most valid candidates sent (the first ones; the rest are not rendered)
     */
    public record Request(Subject subject, Kind kind, int[] from, int[] to, Generation.Options generation, int threads, long timeoutMillis,
            boolean validEvents, boolean ticks, boolean regionEvents, long validAtMost) {

        /** @return a range search from {@code from} to {@code to} (either null for the space's start or end) */
        public static Request range(Subject subject, int[] from, int[] to, long timeoutMillis) {
            return new Request(subject, Kind.RANGE, from, to, null, 1, timeoutMillis, false, false, false, Long.MAX_VALUE);
        }

        /** @return a full search on {@code threads} workers, without snapshots */
        public static Request full(Subject subject, int threads, long timeoutMillis) {
            return new Request(subject, Kind.FULL, null, null, null, threads, timeoutMillis, false, false, false, Long.MAX_VALUE);
        }

        /** @return a generation: a full or incremental search against the snapshot store, as {@code options} say */
        public static Request generation(Subject subject, Generation.Options options) {
            return new Request(subject, Kind.GENERATION, null, null, options, options.threads(), options.timeoutMillis(), false, false, false,
                    Long.MAX_VALUE);
        }

        /**
         * @return the run {@code spec} asks for: a range search (a range of the space, or Korat+ pruning), else a generation
         *         against its store on {@link RunSpec#workers()} threads (on {@code executor} if not null)
         * @param toolVersion written into saved snapshots
         * @param sourceModel the IDE's facts about the subject's source (read from {@code spec}'s source model file), or null
         */
        public static Request of(Subject subject, RunSpec spec, String toolVersion, JsonObject sourceModel, BatchExecutor executor) {
            RunSpec.Limits limits = spec.limits();
            if (limits.isRange() || spec.strategy().eqClasses()) {
                return range(subject, RunSpec.Limits.array(limits.from()), RunSpec.Limits.array(limits.to()), limits.timeoutMillis());
            }
            RunSpec.Store store = spec.store();
            return generation(subject, new Generation.Options(store.directory() == null ? null : new SnapshotStore(store.directory()), store.base(),
                    store.reuse(), spec.workers(), limits.timeoutMillis(), toolVersion, sourceModel, store.checkpointing(), executor,
                    store.policy()));
        }

        /** @return this request, sending or not every valid candidate, progress ticks and covered regions */
        public Request sending(boolean valid, boolean progressTicks, boolean regions) {
            return new Request(subject, kind, from, to, generation, threads, timeoutMillis, valid, progressTicks || regions, regions, validAtMost);
        }

        /** @return this request, sending at most the first {@code n} valid candidates (an IDE keeps no more) */
        public Request validUpTo(long n) {
            return new Request(subject, kind, from, to, generation, threads, timeoutMillis, validEvents, ticks, regionEvents, n);
        }
    }

    /** The kinds of run. */
    public enum Kind {
        /** One range of the space (or all of it) on one thread, Korat's plain search. */
        RANGE,
        /** The whole space on several workers, no snapshots. */
        FULL,
        /** A full or incremental search against the snapshot store, saving the new suite. */
        GENERATION
    }

    /**
     * How the search went.
     *
     * @param search its outcome and counts
     * @param generation what a generation reused and saved, or null for other kinds
     */
    public record Result(SearchResult search, Generation.Report generation) {

        /** @return how the run searched */
        public Mode mode() {
            return generation == null ? Mode.FULL : generation.outcome().mode();
        }
    }

    private final Request request;
    private final CurrentRun current = new CurrentRun();
    private org.smallscope.engine.search.prune.EqClasses eqClasses;

    /** @param request what to run */
    public SubjectRun(Request request) {
        this.request = request;
    }

    /**
     * Korat+ coverage pruning for a range search of the whole space (see {@code SearchBuilder#eqClasses}).
     *
     * @return this run
     */
    public SubjectRun withEqClasses(org.smallscope.engine.search.prune.EqClasses classes) {
        if (classes != null && (request.kind() != Kind.RANGE || request.from() != null || request.to() != null)) {
            throw new IllegalArgumentException("equivalence-class pruning needs a range search of the whole space");
        }
        this.eqClasses = classes;
        return this;
    }

    @Override
    public RunControl control() {
        return current;
    }

    /**
     * Runs the search, sending its events to {@code events}; {@code candidates} also hears every candidate with its
     * objects (for collectors that need the heap: the JUnit export, method mode).
     */
    public Result run(RunListener events, SearchListener candidates) {
        Subject subject = request.subject();
        // batches run on a cluster report no regions, and a range's size is not known: no share covered for them
        boolean measured = (request.generation() == null || request.generation().executor() == null)
                && (request.kind() != Kind.RANGE || request.from() == null && request.to() == null);
        Coverage coverage = request.ticks() && measured ? new Coverage(Coverage.log2(subject.spaceSize())) : null;
        CandidateEvents bridge = new CandidateEvents(subject, events, request.validEvents(), request.validAtMost(), request.regionEvents(),
                coverage);
        ProgressTicker ticker = request.ticks() ? new ProgressTicker(this, events, bridge::sendRegions, coverage) : null;
        if (ticker != null) {
            bridge.onRestart(ticker::restarted);
        }
        SearchListener listener = Listeners.of(candidates, bridge);
        Runnable begin = () -> {
            if (ticker != null) {
                ticker.start();
            }
        };
        try {
            return switch (request.kind()) {
                case RANGE -> new Result(range(listener, events, begin), null);
                case FULL -> new Result(full(listener, events, begin), null);
                case GENERATION -> generation(listener, events, begin);
            };
        } finally {
            if (ticker != null) {
                ticker.stop();
            }
        }
    }

    private SearchResult range(SearchListener listener, RunListener events, Runnable begin) {
        SearchBuilder builder = Search.over(request.subject()).candidateTimeoutMillis(request.timeoutMillis()).listener(listener);
        if (request.from() != null) {
            builder.from(request.from());
        }
        if (request.to() != null) {
            builder.to(request.to());
        }
        if (eqClasses != null) {
            builder.eqClasses(eqClasses);
        }
        Search search = builder.build();
        current.watch(search);
        events.accept(SubjectEvents.started(request.subject(), Mode.FULL));
        SubjectEvents.notes(request.subject(), events);
        events.accept(pruning());
        begin.run();
        SearchResult result = search.run();
        findings(result, events);
        if (request.to() != null && result.outcome() == Outcome.COMPLETED && !search.reachedRangeEnd()) {
            events.accept(new RunEvent.Warning("the search never reached --to " + Structures.formatVector(request.to())
                    + " and ran to the end of the space; --to must be a candidate the search visits (e.g. a line of valid.cvs)"));
        }
        return result;
    }

    private SearchResult full(SearchListener listener, RunListener events, Runnable begin) {
        ParallelRunner runner = new ParallelRunner(request.subject(), request.threads(), request.timeoutMillis(), listener);
        current.watch(runner);
        events.accept(SubjectEvents.started(request.subject(), Mode.FULL));
        SubjectEvents.notes(request.subject(), events);
        events.accept(pruning());
        begin.run();
        SearchResult result = runner.runFullSearch();
        findings(result, events);
        return result;
    }

    /** @return how this run's searches prune: they look ahead unless asked not to, or unless it cannot help (the reason) */
    private RunEvent.Pruning pruning() {
        Subject subject = request.subject();
        String reason = !LookAhead.onByDefault() ? "asked for (--korat-exact, -D" + LookAhead.EXACT + "=true)"
                : eqClasses != null ? "Korat+ (--eq-class) prunes by equivalence class instead"
                : subject.probedConjuncts() == 0 ? "repOk's conjuncts carry no probes (" + subject.probeRefusal() + ")"
                : LookAhead.servedPrefix(subject) == 0 ? "no conjunct of repOk after the first can run on its own (the note says why)"
                : subject.newHeap().holdsCollections() ? "the candidates hold collections or maps, whose changes a probe could not undo"
                : null;
        return reason == null ? new RunEvent.Pruning(RunEvent.Pruning.LOOK_AHEAD, null) : new RunEvent.Pruning(RunEvent.Pruning.KORAT_EXACT, reason);
    }

    /** Sends what a completed search found about the subject's code ({@link SearchFindings}) as warnings. */
    private void findings(SearchResult result, RunListener events) {
        if (result.outcome() == Outcome.COMPLETED) {
            SearchFindings.warnings(request.subject()).forEach(w -> events.accept(new RunEvent.Warning(w)));
        }
    }

    private Result generation(SearchListener listener, RunListener events, Runnable begin) {
        Generation generation = new Generation(request.subject(), request.generation());
        current.watch(generation);
        Generation.Report report = generation.run(listener, (mode, base, reusedTests, mixedRanges) -> {
            events.accept(SubjectEvents.started(request.subject(), mode));
            if (base != null) {
                events.accept(new RunEvent.Reuse(base.id(), base.descriptor().describe(), reusedTests, mixedRanges));
            }
            SubjectEvents.notes(request.subject(), events);
            events.accept(pruning());
            begin.run();
        });
        report.warnings().forEach(w -> events.accept(new RunEvent.Warning(w)));
        return new Result(report.outcome().result(), report);
    }

}
