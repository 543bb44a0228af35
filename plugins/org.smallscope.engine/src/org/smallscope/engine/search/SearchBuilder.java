package org.smallscope.engine.search;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.search.prune.EqClasses;
import org.smallscope.engine.search.prune.Pruning;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/** Configures a {@link Search}: the range, listener, heap, watchdog timeout and pruning it runs with ({@link Search#over}). */
public final class SearchBuilder {
    final Subject subject;
    CandidateHeap heap;
    SearchListener listener = SearchListener.NONE;
    int[] from;
    int[] to;
    long timeoutMillis = 10_000;
    int[] prefix;
    boolean[] newSlots;
    int floorHeight;
    EqClasses eqClasses;
    int skipBase;
    int skipInherited;
    Boolean koratExact;
    final List<Pruning> added = new ArrayList<>();

    SearchBuilder(Subject subject) {
        this.subject = subject;
    }

    /** Where valid candidates and other events go. */
    public SearchBuilder listener(SearchListener l) {
        this.listener = l;
        return this;
    }

    /** The first candidate to explore (default: all zeros). */
    public SearchBuilder from(int[] cv) {
        this.from = cv;
        return this;
    }

    /** The candidate at which to stop, not explored (default: explore to the end of the space). */
    public SearchBuilder to(int[] cv) {
        this.to = cv;
        return this;
    }

    /** How long repOk may run on one candidate before the run is stopped; 0 turns the watchdog off. */
    public SearchBuilder candidateTimeoutMillis(long millis) {
        this.timeoutMillis = millis;
        return this;
    }

    /**
     * Searches one subtree: the fields {@code prefix} are already on the stack (with the values of
     * {@code from}), and neither they nor the first field read after them are ever changed.
     */
    public SearchBuilder subtree(int[] prefix) {
        this.prefix = prefix.clone();
        return this;
    }

    /**
     * Searches a mixed range of an extended subject: {@code newSlots[i]} marks the fields the base
     * subject did not have. The search checks at run time that it may stop at {@code to}: base
     * fields are never read after new ones, and the first change of a base field yields exactly
     * {@code to}; otherwise it fails with {@link EngineError#RANGE_ORDER_BROKEN}.
     */
    public SearchBuilder mixedRange(boolean[] newSlots) {
        this.newSlots = newSlots.clone();
        return this;
    }

    /**
     * Searches a floor-pinned range (see {@link Range#floorPinned}): after exploring the first candidate, the
     * first {@code height} entries of its stack are never popped.
     */
    public SearchBuilder floorPinned(int height) {
        if (height < 0) {
            throw new IllegalArgumentException("a floor-pinned range needs a height of 0 or more, not " + height);
        }
        this.floorHeight = height;
        return this;
    }

    /**
     * Korat+ coverage pruning: classifies every valid candidate with {@code classes} and, when Korat's next step would
     * change no field its eqClass read, skips to the next change of the topmost such field on the stack (every skipped
     * candidate is of an already covered class). Only for whole-space searches (no range, subtree or floor).
     */
    public SearchBuilder eqClasses(EqClasses classes) {
        this.eqClasses = classes;
        return this;
    }

    /**
     * The mixed ranges this search runs start at stored candidates of a base whose repOk was this repOk's first
     * {@code base} conjuncts (same code) and read every field of each of them, with {@code inherited} the base snapshot's
     * {@code fullReads}: on such a range without new fields, repOk runs from conjunct {@code base} on (the ones before
     * pass, and with every field on the stack the range holds that candidate alone).
     */
    public SearchBuilder skipBaseConjuncts(int base, int inherited) {
        this.skipBase = base;
        this.skipInherited = inherited;
        return this;
    }

    /** Adds {@code p}, a pruning of the caller's for this one search, after the registry's ({@link org.smallscope.engine.search.prune.Prunings}). */
    public SearchBuilder pruning(Pruning p) {
        this.added.add(p);
        return this;
    }

    /**
     * Whether the search explores exactly Korat's candidates ({@code true}), or may skip more invalid ones by conjunct
     * look-ahead ({@link org.smallscope.engine.search.prune.LookAhead}; same valid candidates, same order). Default: the
     * switch {@value org.smallscope.engine.search.prune.LookAhead#EXACT}, off unless set.
     */
    public SearchBuilder koratExact(boolean exact) {
        this.koratExact = exact;
        return this;
    }

    /** The heap to search with (default: a new one). */
    public SearchBuilder heap(CandidateHeap h) {
        this.heap = h;
        return this;
    }

    /** @return the configured search */
    public Search build() {
        return new Search(this);
    }
}
