package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.smallscope.engine.protocol.SlotValues;

/**
 * The model of one generation run, fed by the events the search JVM streams back: counts,
 * reuse, the valid structures, exported files, counterexamples and how the run ended.
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
    private final long startedAt = System.currentTimeMillis();
    private final List<Consumer<GenerationRun>> listeners = new CopyOnWriteArrayList<>();
    private final List<Structure> structures = new ArrayList<>();
    private final List<Counterexample> counterexamples = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<String> exportedFiles = new ArrayList<>();
    private final CandidateSpace candidateSpace = new CandidateSpace();

    private volatile State state = State.STARTING;
    private volatile String mode;
    private volatile String spaceSize;
    private volatile List<String> slots = List.of();
    private volatile SlotValues slotValues;
    private volatile long explored;
    private volatile long valid;
    private volatile long millis;
    private volatile String baseSnapshot;
    private volatile String baseDescription;
    private volatile long reusedTests;
    private volatile long mixedRanges;
    private volatile String fallbackReason;
    private volatile String message;
    private volatile int exitCode = -1;
    private volatile String snapshot;
    private volatile long exportedTests;

    /** @param request what this run generates */
    public GenerationRun(GenerationRequest request) {
        this.request = request;
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

    /** @return {@code full} or {@code incremental}, null before the search started */
    public String mode() {
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
    public StructureGraph graphOf(int[] vector) {
        SlotValues values = slotValues;
        return values == null ? null : StructureGraph.of(slots, values, vector,
                request.subject() != null ? request.subject().simpleName() : null);
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

    /** @return warnings reported by the run */
    public synchronized List<String> warnings() {
        return List.copyOf(warnings);
    }

    /** @return the files the JUnit export wrote */
    public synchronized List<String> exportedFiles() {
        return List.copyOf(exportedFiles);
    }

    /** @return the regions of the candidate space this run covered, with their totals */
    public CandidateSpace candidateSpace() {
        return candidateSpace;
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

    /** The search started. */
    public void started(String newMode, String space, List<String> slotNames) {
        mode = newMode;
        spaceSize = space;
        slots = List.copyOf(slotNames);
        candidateSpace.started(space, newMode);
        state = State.RUNNING;
        fire();
    }

    /** The search started; {@code values} tells what each slot's values mean. */
    public void started(String newMode, String space, List<String> slotNames, SlotValues values) {
        slotValues = values;
        started(newMode, space, slotNames);
    }

    /** A snapshot is being reused. */
    public void reused(String id, String description, long tests, long ranges) {
        baseSnapshot = id;
        baseDescription = description;
        reusedTests = tests;
        mixedRanges = ranges;
        mode = "incremental";
        candidateSpace.reusing();
        fire();
    }

    /** Counts so far. */
    public void progress(long newExplored, long newValid, long newMillis) {
        explored = Math.max(explored, newExplored);
        valid = Math.max(valid, newValid);
        millis = newMillis;
        fire();
    }

    /** A valid structure was found. */
    public void found(long ordinal, int[] vector, String text) {
        synchronized (this) {
            structures.add(new Structure(ordinal, vector, text));
            valid = Math.max(valid, structures.size());
        }
    }

    /** The next regions of the candidate space were covered, in Korat order. */
    public void regionsCovered(List<org.smallscope.engine.protocol.Region> regions) {
        candidateSpace.add(regions);
    }

    /** The incremental run fell back to a full search: what was collected is void. */
    public void restarted(String reason) {
        synchronized (this) {
            structures.clear();
        }
        candidateSpace.restarted();
        fallbackReason = reason;
        mode = "full";
        valid = 0;
        explored = 0;
        fire();
    }

    /** The run reported a warning. */
    public synchronized void warned(String text) {
        warnings.add(text);
    }

    /** The JUnit export wrote files. */
    public void exported(List<String> files, long tests) {
        synchronized (this) {
            exportedFiles.clear();
            exportedFiles.addAll(files);
        }
        exportedTests = tests;
        fire();
    }

    /** A method input broke repOk or threw. */
    public synchronized void counterexample(Counterexample c) {
        counterexamples.add(c);
    }

    /** The search ended. */
    public void finished(State end, long finalExplored, long finalValid, long finalMillis, String text, String savedSnapshot,
            String fallback) {
        explored = finalExplored;
        valid = finalValid;
        millis = finalMillis;
        message = text;
        snapshot = savedSnapshot;
        if (fallback != null) {
            fallbackReason = fallback;
        }
        candidateSpace.finished(end == State.COMPLETED);
        state = end;
        fire();
    }

    /** The search JVM exited with {@code code}; a run without a finish event failed with {@code text}. */
    public void exited(int code, String text) {
        exitCode = code;
        if (!ended()) {
            message = text;
            state = State.FAILED;
        }
        fire();
    }

    /** The run was cancelled before the search JVM reported its end. */
    public void cancelled(String text) {
        if (!ended()) {
            message = text;
            state = State.CANCELLED;
        }
        fire();
    }

    private void fire() {
        listeners.forEach(l -> l.accept(this));
    }

    @Override
    public String toString() {
        return request.describe() + " " + state + " explored=" + explored + " valid=" + valid + (mode != null ? " " + mode : "");
    }
}
