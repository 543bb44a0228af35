package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.SlotValues;

/**
 * The model of one generation run, fed by the events the search JVM streams back: counts,
 * reuse, the valid structures, exported files, counterexamples and how the run ended.
 * Every event goes through {@link #apply}; how the run ended is set once by {@link #end}.
 * Thread-safe; views poll it or listen (listeners are called on the event thread).
 */
public final class GenerationRun {

    /** Where a run stands. */
    public enum State {
        /** The search JVM is starting. */
        STARTING,
        /** The search is running. */
        RUNNING,
        /** The search ran to the end. */
        COMPLETED,
        /** The user cancelled the run; what was found is kept. */
        CANCELLED,
        /** The search stopped with an error (message says why). */
        FAILED
    }

    /** A valid structure: its ordinal, candidate vector and rendering. */
    public record Structure(long ordinal, int[] vector, String text) {
    }

    /** A method input that throws or breaks repOk. */
    public record Counterexample(int[] vector, String structure, String parameters, String problem) {
    }

    private final GenerationRequest request;
    private final long startedAt;
    private final List<Consumer<GenerationRun>> listeners = new CopyOnWriteArrayList<>();
    private final List<Structure> structures = new ArrayList<>();
    private final List<Counterexample> counterexamples = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();
    private final List<String> exportedFiles = new ArrayList<>();
    private final CandidateSpace candidateSpace = new CandidateSpace();

    private volatile State state = State.STARTING;
    private volatile Mode mode;
    private volatile String spaceSize;
    private volatile List<String> slots = List.of();
    private volatile SlotValues slotValues;
    private volatile long explored;
    private volatile long valid;
    private volatile long millis;
    private volatile Double covered;
    private volatile Long remainingMillis;
    private volatile String baseSnapshot;
    private volatile String baseDescription;
    private volatile long reusedTests;
    private volatile long mixedRanges;
    private volatile String fallbackReason;
    private volatile RunEvent.Resumed resumed;
    private volatile String message;
    private volatile int exitCode = -1;
    private volatile String snapshot;
    private volatile long exportedTests;
    private volatile RunEvent.Finished finished;
    private volatile RunEvent.Started startedEvent;
    private volatile ApiResults apiResults;
    private volatile RunEvent.Reuse reuseEvent;
    private volatile RunEvent.Restarted restartedEvent;
    private volatile RunEvent.Exported exportedEvent;
    private volatile RunEvent.Classes classesEvent;
    private volatile RunEvent.Pruning pruningEvent;

    /** @param request what this run generates */
    public GenerationRun(GenerationRequest request) {
        this(request, System.currentTimeMillis());
    }

    /**
     * A run that started at a given time: a run restored from the saved history is this, replayed from its events.
     *
     * @param request what this run generates
     * @param startedAt when it started (epoch milliseconds)
     */
    public GenerationRun(GenerationRequest request, long startedAt) {
        this.request = request;
        this.startedAt = startedAt;
    }

    /** @return what this run generates */
    public GenerationRequest request() {
        return request;
    }

    /** @return when the run started (epoch milliseconds) */
    public long startedAt() {
        return startedAt;
    }

    /** @return where the run stands */
    public State state() {
        return state;
    }

    /** @return whether the run has ended (completed, cancelled or failed) */
    public boolean ended() {
        State s = state;
        return s == State.COMPLETED || s == State.CANCELLED || s == State.FAILED;
    }

    /** @return whether the run searches the whole space or reuses a snapshot, null before the search started */
    public Mode mode() {
        return mode;
    }

    /** @return the number of candidates in the space (decimal), null before the search started */
    public String spaceSize() {
        return spaceSize;
    }

    /** @return the candidate vector's slot names */
    public List<String> slots() {
        return slots;
    }

    /** @return what each slot's values mean (labels, objects or primitives), or null before the search started or from an older runner */
    public SlotValues slotValues() {
        return slotValues;
    }

    /** @return the object graph of {@code vector} (a structure or counterexample of this run), or null without the slots' meaning */
    public ObjectGraph graphOf(int[] vector) {
        SlotValues values = slotValues;
        if (values == null && request.subject() != null && request.subject().isGenerator()) {
            return generatedGraph(vector);
        }
        return values == null ? null : ObjectGraph.of(slots, values, vector,
                request.subject() != null ? request.subject().simpleName() : null);
    }

    /** @return the object graph of {@code structure}: an API-mode state's from its text (the heap, then the calls), else by its vector */
    public ObjectGraph graphOf(Structure structure) {
        if (!request.isApi()) {
            return graphOf(structure.vector());
        }
        String text = structure.text();
        if (text == null) {
            return null;
        }
        int calls = text.indexOf("  <- ");
        return org.smallscope.engine.export.writers.GraphText.parse(calls < 0 ? text : text.substring(0, calls), request.subject().simpleName());
    }

    /** @return a generator program's input with choice vector {@code vector}, read from its {@code valid} event's text; null if not kept */
    private synchronized ObjectGraph generatedGraph(int[] vector) {
        for (Structure s : structures) {
            if (java.util.Arrays.equals(s.vector(), vector) && s.text() != null) {
                return org.smallscope.engine.export.writers.GraphText.parse(s.text(), request.subject().generatedTypeName());
            }
        }
        return null;
    }

    /** @return candidates explored so far */
    public long explored() {
        return explored;
    }

    /** @return valid candidates so far */
    public long valid() {
        return valid;
    }

    /** @return milliseconds the search ran so far */
    public long millis() {
        return millis;
    }

    /** @return the share of the run's work done (0 to 1) from the last progress event, or null when the runner does not say */
    public Double covered() {
        return covered;
    }

    /** @return the runner's estimate of the time left, or null while it has none */
    public Long remainingMillis() {
        return remainingMillis;
    }

    /** @return the reused snapshot's id, or null */
    public String baseSnapshot() {
        return baseSnapshot;
    }

    /** @return the reused snapshot's subject ({@code BST(5)}), or null */
    public String baseDescription() {
        return baseDescription;
    }

    /** @return tests reused from the base snapshot */
    public long reusedTests() {
        return reusedTests;
    }

    /** @return mixed ranges searched */
    public long mixedRanges() {
        return mixedRanges;
    }

    /** @return why a snapshot could not be reused, or null */
    public String fallbackReason() {
        return fallbackReason;
    }

    /** @return what this run took over from the checkpoint of an interrupted run, or null if it started from the beginning */
    public RunEvent.Resumed resumed() {
        return resumed;
    }

    /** @return the error or cancellation message, or null */
    public String message() {
        return message;
    }

    /** @return the search JVM's exit code, -1 while it runs */
    public int exitCode() {
        return exitCode;
    }

    /** @return the id of the snapshot this run saved, or null */
    public String snapshot() {
        return snapshot;
    }

    /** @return tests written by the JUnit export */
    public long exportedTests() {
        return exportedTests;
    }

    /** @return the valid structures received so far */
    public synchronized List<Structure> structures() {
        return List.copyOf(structures);
    }

    /** @return the number of valid structures received so far */
    public synchronized int structureCount() {
        return structures.size();
    }

    /** @return the structure at {@code index} (0-based), for virtual tables */
    public synchronized Structure structure(int index) {
        return structures.get(index);
    }

    /** @return the counterexamples of a method run */
    public synchronized List<Counterexample> counterexamples() {
        return List.copyOf(counterexamples);
    }

    /** @return the number of counterexamples so far */
    public synchronized int counterexampleCount() {
        return counterexamples.size();
    }

    /** @return the counterexample at {@code index} (0-based), for virtual tables */
    public synchronized Counterexample counterexample(int index) {
        return counterexamples.get(index);
    }

    /** @return the equivalence classes a Korat+ run covered (empty for other runs or before the search ended) */
    public List<RunEvent.Classes.Covered> classesCovered() {
        RunEvent.Classes e = classesEvent;
        return e == null ? List.of() : e.covered();
    }

    /**
     * @return how the run's searches pruned ({@code look-ahead}: fewer explored than Korat, the same valid structures;
     *         {@code korat-exact}: Korat's explored counts, with the reason), or null before the runner said (or from a runner
     *         that does not say: generator programs, API mode)
     */
    public RunEvent.Pruning pruning() {
        return pruningEvent;
    }

    /** @return warnings reported by the run */
    public synchronized List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** @return the run's notes on how it searched (e.g. how much of repOk a candidate ran) */
    public synchronized List<String> notes() {
        return List.copyOf(notes);
    }

    /** @return the files the JUnit export wrote */
    public synchronized List<String> exportedFiles() {
        return List.copyOf(exportedFiles);
    }

    /** @return the regions of the candidate space this run covered, with their totals */
    public CandidateSpace candidateSpace() {
        return candidateSpace;
    }

    /** @return what an API-mode run reported besides its states (its states by call count, its cross-check), null until it ends */
    public ApiResults apiResults() {
        return apiResults;
    }

    /** An API-mode run ended: records its report's results (states by call count, cross-check). */
    public void apiResults(ApiResults results) {
        apiResults = results;
        fire();
    }

    /** Calls {@code listener} whenever the run changes. */
    public void addListener(Consumer<GenerationRun> listener) {
        listeners.add(listener);
    }

    /** Stops calling {@code listener}. */
    public void removeListener(Consumer<GenerationRun> listener) {
        listeners.remove(listener);
    }

    // ---- fed by the event stream ----

    /**
     * Applies one event of the runner to this run: the one place where each kind of event changes the model.
     * The run's end state is not decided here but by {@link #end}, once the runner has exited.
     */
    public void apply(RunEvent event) {
        switch (event) {
            case RunEvent.Started e -> started(e);
            case RunEvent.Reuse e -> reused(e);
            case RunEvent.Progress e -> progress(e);
            case RunEvent.Regions e -> candidateSpace.add(e.regions());
            case RunEvent.Valid e -> found(e);
            case RunEvent.Restarted e -> {
                restartedEvent = e;
                restarted(e.reason());
            }
            case RunEvent.Warning e -> warned(e.text());
            case RunEvent.Note e -> noted(e.text());
            case RunEvent.Pruning e -> {
                pruningEvent = e;
                fire();
            }
            case RunEvent.Resumed e -> {
                resumed = e;
                fire();
            }
            case RunEvent.Exported e -> exported(e);
            case RunEvent.Classes e -> {
                classesEvent = e;
                fire();
            }
            case RunEvent.Counterexample e -> counterexample(e);
            case RunEvent.Finished e -> finished(e);
            case RunEvent.Unknown e -> {
                // a line this IDE does not understand (an unreadable line or a newer runner's event): ignored
            }
        }
    }

    private void started(RunEvent.Started e) {
        startedEvent = e;
        slotValues = e.slotValues();
        mode = e.mode();
        spaceSize = e.spaceSize();
        slots = e.slots() == null ? List.of() : List.copyOf(e.slots());
        candidateSpace.started(e.spaceSize(), e.mode());
        state = State.RUNNING;
        fire();
    }

    private void reused(RunEvent.Reuse e) {
        reuseEvent = e;
        baseSnapshot = e.baseSnapshot();
        baseDescription = e.baseSubject();
        reusedTests = e.reusedTests();
        mixedRanges = e.mixedRanges();
        mode = Mode.INCREMENTAL;
        candidateSpace.reusing();
        fire();
    }

    private void progress(RunEvent.Progress e) {
        explored = Math.max(explored, e.explored());
        valid = Math.max(valid, e.valid());
        millis = e.elapsedMillis();
        covered = e.covered();
        remainingMillis = e.remainingMillis();
        fire();
    }

    private synchronized void found(RunEvent.Valid e) {
        if (structures.size() < RunEvent.Valid.SENT_AT_MOST) { // the runner sends no more; another might
            structures.add(new Structure(e.ordinal(), e.vector(), e.structure()));
        }
        valid = Math.max(valid, structures.size());
    }

    /** The incremental run fell back to a full search: what was collected is void. */
    private void restarted(String reason) {
        synchronized (this) {
            structures.clear();
        }
        candidateSpace.restarted();
        fallbackReason = reason;
        mode = Mode.FULL;
        valid = 0;
        explored = 0;
        fire();
    }

    private synchronized void warned(String text) {
        warnings.add(text);
    }

    private synchronized void noted(String text) {
        if (!notes.contains(text)) { // a run that falls back to a full search starts again
            notes.add(text);
        }
    }

    private void exported(RunEvent.Exported e) {
        exportedEvent = e;
        synchronized (this) {
            exportedFiles.clear();
            exportedFiles.addAll(e.files());
        }
        exportedTests = e.tests();
        fire();
    }

    private synchronized void counterexample(RunEvent.Counterexample e) {
        counterexamples.add(new Counterexample(e.vector(), e.structure(), e.parameters(), e.problem()));
    }

    /** The runner reported its end: its final counts are kept; the state is decided when it has exited ({@link #end}). */
    private void finished(RunEvent.Finished e) {
        explored = e.explored();
        valid = e.valid();
        millis = e.millis();
        snapshot = e.snapshot();
        if (e.fallbackReason() != null) {
            fallbackReason = e.fallbackReason();
        }
        finished = e;
        fire();
    }

    /**
     * @return the events that set this run's description, in the order the runner sends them ({@code started}, {@code reuse},
     *         {@code restarted}, {@code pruning}, {@code resumed}, {@code classes}, {@code exported}, {@code finished}; those received): with the structures,
     *         counterexamples and warnings, what a saved run is replayed from
     */
    public List<RunEvent> summaryEvents() {
        List<RunEvent> events = new ArrayList<>();
        for (RunEvent e : new RunEvent[] {startedEvent, reuseEvent, restartedEvent, pruningEvent, resumed, classesEvent, exportedEvent, finished}) {
            if (e != null) {
                events.add(e);
            }
        }
        return events;
    }

    /** @return the runner's own report of its end, or null if it has not sent one (yet) */
    public RunEvent.Finished finishedEvent() {
        return finished;
    }

    /**
     * The run is over: records its final state and message as decided from the runner's report, its exit and the user.
     *
     * @param end the final state (completed, cancelled or failed)
     * @param text the message shown for the run, or null
     * @param code the runner's exit code, -1 if it did not run or exit
     */
    public void end(State end, String text, int code) {
        exitCode = code;
        message = text;
        candidateSpace.finished(end == State.COMPLETED);
        state = end;
        fire();
    }

    /** @return {@code [1,0,2]}: how every view shows a candidate vector */
    public static String formatVector(int[] vector) {
        return Structures.formatVector(vector);
    }

    private void fire() {
        listeners.forEach(l -> l.accept(this));
    }

    /**
     * @return how lists of runs name this run: {@code BST(8) incremental}, with its end when it did not complete
     *         ({@code BST(8) full, cancelled}) or is still going ({@code BST(8) full, running})
     */
    public String label() {
        String text = request.describe() + (request.isApi() ? " api" : mode != null ? " " + mode.wireName() : "");
        return state == State.COMPLETED ? text : text + ", " + state.name().toLowerCase(java.util.Locale.ROOT);
    }

    @Override
    public String toString() {
        return request.describe() + " " + state + " explored=" + explored + " valid=" + valid + (mode != null ? " " + mode : "");
    }
}
