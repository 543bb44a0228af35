package org.smallscope.engine.search;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.generators.Pruner;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.ContractRefusal;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Outcome;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;

/**
 * The Korat search over one range of a subject's candidate space: run repOk on a candidate
 * while recording first field reads (from the first conjunct whose fields the last step may have changed:
 * {@link ConjunctJump}), then backtrack on the last read field ({@link CandidateStepper}), skipping
 * isomorphic choices (at most one fresh object per choice). Valid candidates stream to a
 * {@link SearchListener}. Runs on the calling thread and may be run again on other ranges;
 * {@link #cancel()} and the per-candidate watchdog may stop it from other threads.
 */
public final class Search implements DelegatingRunControl {

    private static final int[] NO_PREFIX = new int[0];
    private final Subject subject;
    private final ReachableWalk reachable;
    private final CandidateHeap heap;
    private final SearchListener listener;
    private final long timeoutMillis;
    private final Range configured;
    private final RegionTally tally;
    private final boolean reportsExplored;
    private final Pruner pruner;
    private final ConjunctTrail trail;
    private final EqClasses eqClasses;
    private final MixedRangeCheck mixed;
    private final CandidateStepper steps;
    /** Where a candidate's repOk may start, past conjuncts whose fields the step kept; null: always at its start. */
    private final ConjunctJump jumps;
    /**
     * Whether a plain range starts from the stack's agreeing bottom ({@link AgreeingBottom}), and a subtree and a probe from
     * the part of their prefix the stack holds already; {@code -Dsmallscope.search.freshStack=true} empties it, to compare.
     */
    private final boolean keepsStack;
    private boolean regionsOpen;
    /** Counts, cancellation and the watchdog, as other threads see them. */
    private final SearchControl control;
    /** The candidate being explored (the stepper's vector during a run). */
    private int[] cv;
    /** For mixed ranges of stored candidates: the base conjuncts repOk jumps over ({@link #skipBaseConjuncts}), or 0. */
    private int skipBase;
    private int skipInherited;
    /** What repOk threw on the candidate of {@link #exploreStored}, until the run takes it. */
    private Throwable storedException;
    /** Where {@link #exploreStored} leaves a breach of repOk's contract. */
    private ContractRefusal storedRefusal;
    /** Whether the stack holds every field, pushed disarmed in vector order by a run that skipped the base conjuncts. */
    private boolean allPushed;

    Search(SearchBuilder b) {
        this.subject = b.subject;
        this.reachable = new ReachableWalk(b.subject, !Boolean.getBoolean("smallscope.search.fullWalks"));
        this.heap = b.heap != null ? b.heap : subject.newHeap();
        this.listener = b.listener;
        this.timeoutMillis = b.timeoutMillis;
        this.configured = new Range(b.from, b.to, b.prefix, b.newSlots, Double.NEGATIVE_INFINITY, b.floorHeight);
        this.tally = listener.wantsRegions() ? new RegionTally(subject, listener) : null;
        this.reportsExplored = listener.wantsExplored();
        this.pruner = subject.pruning() == null ? null : subject.pruning().newPruner();
        this.trail = listener.wantsTrail() && subject.probedConjuncts() > 0 ? new ConjunctTrail(subject, listener) : null;
        this.eqClasses = b.eqClasses;
        this.mixed = new MixedRangeCheck(subject);
        this.steps = new CandidateStepper(subject, heap, tally, pruner, mixed);
        this.control = new SearchControl(steps);
        this.jumps = ConjunctJump.of(subject);
        this.keepsStack = pruner == null && eqClasses == null && !Boolean.getBoolean("smallscope.search.freshStack");
    }

    /** @return a builder of a search over {@code subject} */
    public static SearchBuilder over(Subject subject) {
        return new SearchBuilder(subject);
    }

    /** @return the search's counts so far and its cancellation (any thread); also what its watchdog watches */
    @Override
    public SearchControl control() {
        return control;
    }

    /** @return whether the last run stopped because it reached the end of its range (not the end of the space) */
    public boolean reachedRangeEnd() {
        return steps.reachedEnd();
    }

    /**
     * @return after a floor-pinned range that ended at its floor, the candidate that follows the range in Korat order
     *         (the ordinary advance below the floor; a copy), or null when the range ended with the space or was no
     *         floor-pinned range
     */
    public int[] endOfRange() {
        int[] end = steps.endOfRange();
        return end == null ? null : end.clone();
    }

    /**
     * The mixed ranges this search runs from now on start at stored candidates of a base whose repOk was this repOk's first
     * {@code base} conjuncts (same code) and read every field of each of them, with {@code inherited} the base snapshot's
     * {@code fullReads}: on such a range without new fields, repOk runs from conjunct {@code base} on (the ones before
     * pass, and with every field on the stack the range holds that candidate alone; see {@link #runsFromBase}).
     */
    void skipBaseConjuncts(int base, int inherited) {
        this.skipBase = subject.canSkipTo(base) ? base : 0;
        this.skipInherited = inherited;
    }

    /**
     * @return whether a range runs only the conjuncts after the base ones on its first candidate: a plain mixed range
     *         without new fields, no regions, pruning or equivalence classes, and a conjunct trail only where the base's
     *         {@code fullReads} lets {@link ConjunctTrail#exploredFrom} tell its entry
     */
    private boolean runsFromBase(int[] prefix, int floorHeight) {
        return skipBase > 0 && prefix.length == 0 && floorHeight == 0 && tally == null && pruner == null && eqClasses == null
                && (trail == null || skipInherited >= skipBase) && mixed.noNewSlots();
    }

    /** Runs the configured range on the calling thread. */
    public SearchResult run() {
        if (timeoutMillis <= 0) {
            return run(configured, null);
        }
        try (Watchdog dog = new Watchdog(timeoutMillis)) {
            return run(configured, dog);
        }
    }

    /** Runs {@code range} on the calling thread, watched by {@code dog} (or none); the search may be run again. */
    SearchResult run(Range range, Watchdog dog) {
        return run(range, dog, false);
    }

    /**
     * Runs {@code range}; a {@code trusted} range (built by the engine itself, its vectors fresh and
     * fitting the subject) is used as it is, without checks or copies.
     */
    SearchResult run(Range range, Watchdog dog, boolean trusted) {
        int[] from = range.from() == null ? new int[subject.vectorLength()]
                : trusted ? range.from() : subject.checkVector(range.from().clone());
        int[] to = range.to() == null ? null : trusted ? range.to() : subject.checkVector(range.to().clone());
        int[] prefix = range.subtreePrefix() == null ? NO_PREFIX : range.subtreePrefix();
        int floorHeight = range.floorHeight();
        boolean[] newSlots = range.newSlots();
        steps.begin(from, to, range.subtreePrefix() == null ? -1 : prefix.length, floorHeight, newSlots);
        if (eqClasses != null && (steps.floor() > 0 || to != null || newSlots != null)) {
            throw new IllegalStateException("equivalence-class pruning searches the whole space: no range, subtree or floor");
        }
        boolean timed = control.runBegins(from, dog);
        ContractRefusal refused = null;
        long start = timed ? System.nanoTime() : 0;
        long explored = 0;
        long valid = 0;
        long exceptions = 0;
        Throwable firstException = null;
        int[] firstExceptionCandidate = null;
        AccessRecorder rec = heap.recorder();
        boolean empty = steps.empty();
        boolean fromBase = runsFromBase(prefix, floorHeight) && !empty;
        prepareStack(rec, from, prefix, floorHeight, fromBase);
        if (tally != null) {
            tally.cut(0);
            if (newSlots != null) {
                tally.rangeBegun();
            }
        }
        cv = from;
        heap.writeChanged(cv);
        if (trail != null) {
            trail.runStarts();
            if (prefix.length > 0 && !empty) {
                trail.naturalFirst(heap, rec, cv, prefix);
            }
        }
        listener.searchStarted(subject, cv);
        try {
            if (fromBase && !steps.stopped()) {
                explored = 1;
                valid = exploreStored(rec);
                refused = storedRefusal;
                storedRefusal = null;
                if (storedException != null) {
                    exceptions = 1;
                    firstException = storedException;
                    firstExceptionCandidate = cv.clone();
                    storedException = null;
                }
            }
            boolean rerun = true; // the candidate runs all of repOk: the first of the range, or one explored again
            while (!fromBase && !steps.stopped() && !empty) {
                explored++;
                control.explored(explored);
                boolean ok;
                try {
                    int first = rerun || jumps == null ? 0 : jumps.after(rec);
                    rerun = false;
                    ok = first == 0 ? heap.repOk() : heap.repOkFrom(first);
                } catch (ContractRefusal refusal) {
                    refused = refusal; // the candidate counts as explored, not as invalid: the run fails
                    break;
                } catch (StopRequest stop) {
                    if (steps.stopped()) {
                        stoppedOn(rec);
                        break;
                    }
                    // a stray interrupt, not a stop request: explore the candidate again
                    Thread.interrupted();
                    explored--;
                    rerun = true;
                    continue;
                } catch (Throwable t) {
                    if (steps.stopped()) {
                        stoppedOn(rec);
                        break;
                    }
                    ok = false;
                    exceptions++;
                    if (firstException == null) {
                        firstException = t;
                        firstExceptionCandidate = cv.clone();
                    }
                    listener.predicateThrew(cv, t);
                }
                if (trail != null) {
                    trail.explored(cv, rec, ok);
                }
                boolean broken = false;
                if (ok && newSlots != null) {
                    // a valid candidate's reachable fields join the stack before its mixed range is checked; one that breaks
                    // the range is not reported: the range is void, the run starts over, and a valid candidate reported here
                    // would have no successor (a batch's records would end inside it)
                    reachable.touch(rec, cv);
                    broken = !mixed.baseFieldsFirst(rec, cv);
                }
                if (ok && !broken) {
                    valid++;
                    control.valid(valid);
                    if (eqClasses != null) {
                        try {
                            eqClasses.classify(cv);
                        } catch (StopRequest stop) {
                            if (steps.stopped()) {
                                stoppedOn(rec); // stopped (cancelled, or eqClass ran too long) while eqClass ran
                                break;
                            }
                            Thread.interrupted(); // a stray interrupt: classify again (nothing was counted)
                            eqClasses.classify(cv);
                        }
                    }
                    listener.validFound(cv, heap, valid);
                    if (newSlots == null) {
                        reachable.touch(rec, cv);
                    }
                }
                int eqTop = ok && eqClasses != null ? eqClasses.topRead(rec) : Integer.MAX_VALUE;
                if (reportsExplored) {
                    listener.candidateExplored(cv, ok);
                }
                if (tally != null) {
                    tally.explored(cv, rec, ok);
                }
                if (broken || newSlots != null && !ok && !mixed.baseFieldsFirst(rec, cv)) {
                    break;
                }
                boolean more = steps.next(rec, eqTop);
                if (ok) {
                    listener.successorFound(steps.successor(more));
                }
                if (more && pruner != null) {
                    more = steps.skipPruned(rec);
                }
                if (!more) {
                    break;
                }
            }
        } finally {
            control.runEnds();
        }
        Outcome outcome = Outcome.COMPLETED;
        SmallscopeException failure = null;
        if (refused != null) {
            outcome = Outcome.FAILED;
            failure = refused;
        } else if (mixed.violation() != null) {
            outcome = Outcome.FAILED;
            failure = EngineError.RANGE_ORDER_BROKEN.exception(subject.className(), mixed.violation());
        } else if (control.timedOutCandidate() != null) {
            outcome = Outcome.FAILED;
            failure = EngineError.CANDIDATE_TIMEOUT.exception(subject.className(), timeoutMillis, control.timedOutCandidate());
        } else if (control.cancelled()) {
            outcome = Outcome.CANCELLED;
        }
        SearchResult result = new SearchResult(outcome, explored, valid, exceptions, timed ? System.nanoTime() - start : 0, failure, firstException,
                firstExceptionCandidate);
        if (tally != null && !regionsOpen) {
            tally.close();
        }
        if (trail != null) {
            trail.flush();
        }
        listener.searchFinished(result);
        return result;
    }

    /**
     * Sets the stack up for a range from {@code from}: every field, disarmed, for a range that runs from the base
     * conjuncts (kept across such ranges); else the bottom that agrees with {@code from} where the stack is kept, or
     * nothing; then the subtree's {@code prefix}, disarmed.
     */
    private void prepareStack(AccessRecorder rec, int[] from, int[] prefix, int floorHeight, boolean fromBase) {
        if (allPushed && !fromBase) {
            rec.clear();
            allPushed = false;
        }
        if (fromBase) {
            if (!allPushed) { // every field joins the stack once, disarmed, and stays there
                rec.clear();
                for (int slot = 0; slot < from.length; slot++) {
                    rec.pushDisarmed(slot);
                }
                allPushed = true;
            }
        } else if (keepsStack && prefix.length == 0 && floorHeight == 0) {
            rec.popTo(AgreeingBottom.height(heap, rec, from, trail != null));
        } else if (keepsStack) {
            rec.popTo(AgreeingBottom.ofPrefix(heap, rec, from, prefix));
        } else {
            rec.clear();
        }
        for (int slot : prefix) {
            rec.pushDisarmed(slot);
        }
    }

    /**
     * Explores the one candidate of a range that runs from the first new conjunct ({@link #runsFromBase}): it passes the
     * base conjuncts, which read every field, so nothing new joins the stack and the range ends at its end after it.
     *
     * @return 1 if it is valid, else 0; a predicate exception is left in {@link #storedException}
     */
    private int exploreStored(AccessRecorder rec) {
        control.explored(1);
        boolean ok = false;
        boolean ran = false;
        while (!ran && !steps.stopped()) {
            try {
                ok = heap.repOkFrom(skipBase);
                ran = true;
            } catch (ContractRefusal refusal) {
                storedRefusal = refusal;
                return 0;
            } catch (StopRequest stop) {
                if (steps.stopped()) {
                    return 0;
                }
                Thread.interrupted(); // a stray interrupt: explore it again
            } catch (Throwable t) {
                if (steps.stopped()) {
                    return 0;
                }
                ran = true;
                storedException = t;
                listener.predicateThrew(cv, t);
            }
        }
        if (!ran) {
            return 0;
        }
        if (trail != null) {
            trail.exploredFrom(skipBase, skipInherited, cv, rec, ok);
        }
        if (ok) {
            control.valid(1);
            listener.validFound(cv, heap, 1);
        }
        if (reportsExplored) {
            listener.candidateExplored(cv, ok);
        }
        steps.endAtEnd();
        if (ok) {
            listener.successorFound(steps.to());
        }
        return ok ? 1 : 0;
    }

    /** The candidate being explored when the search was stopped counts as explored, with the fields read so far. */
    private void stoppedOn(AccessRecorder rec) {
        if (tally != null) {
            tally.explored(cv, rec, false);
        }
    }

    /**
     * Keeps the regions this search covers open across its runs (ranges), so that neighbouring ranges
     * merge; {@link #closeRegions()} hands over the last one. For engine-internal multi-range runs.
     */
    void keepRegionsOpen() {
        regionsOpen = true;
    }

    /** Sizes the regions as if {@code n} candidates had been explored before this search (by other workers of the run). */
    void seedRegions(long n) {
        if (tally != null) {
            tally.seed(n);
        }
    }

    /** {@code 2^log2} candidates after the last run were skipped without a search (the subtree splitter's cuts). */
    void coverSkipped(double log2) {
        if (tally != null) {
            tally.skippedLog2(log2);
        }
    }

    /** Hands the open region, if any, to the listener. */
    void closeRegions() {
        if (tally != null) {
            tally.close();
        }
    }

    /**
     * Runs repOk once on {@code cv} as the search would (see {@link #stackAfter}), watched by {@code dog}.
     *
     * @return the stack afterwards, or null if the search was cancelled
     * @throws SmallscopeException {@link EngineError#CANDIDATE_TIMEOUT} if repOk did not return in time
     */
    int[] probe(int[] candidate, int[] prefix, Watchdog dog) {
        cv = candidate;
        if (!control.probeBegins(candidate, dog)) {
            return null;
        }
        int[] stack;
        try {
            stack = KoratSteps.stackAfter(subject, heap, candidate, prefix, keepsStack);
        } catch (StopRequest stop) {
            stack = null;
        } finally {
            control.probeEnds(dog);
        }
        if (control.timedOutCandidate() != null) {
            throw EngineError.CANDIDATE_TIMEOUT.exception(subject.className(), timeoutOf(dog), control.timedOutCandidate());
        }
        return control.cancelled() ? null : stack;
    }

    private long timeoutOf(Watchdog dog) {
        return dog == null ? timeoutMillis : dog.timeoutMillis();
    }
}
