package org.smallscope.engine.search;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.ContractRefusal;
import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Outcome;

import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.search.prune.Pruning;
import org.smallscope.engine.search.prune.Prunings;
import org.smallscope.engine.search.prune.PruningHooks;
import org.smallscope.engine.search.prune.RangeStart;

/**
 * The Korat search over one range of a subject's candidate space: run repOk on a candidate
 * while recording first field reads, then backtrack on the last read field ({@link CandidateStepper}), skipping
 * isomorphic choices (at most one fresh object per choice), calling the active prunings ({@link Prunings}) through
 * their hooks. Valid candidates stream to a {@link SearchListener}. Runs on the calling thread and may be run again on
 * other ranges; {@link #cancel()} and the per-candidate watchdog may stop it from other threads.
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
    private final ConjunctTrail trail;
    private final CandidateStepper steps;
    /** What the search was asked for beyond its subject (the registry's input). */
    private final Prunings.Config config;
    /** The prunings of its plain ranges, by hook. */
    private final PruningHooks prunings;
    /** The prunings of its mixed ranges, made when the first one begins. */
    private PruningHooks mixedPrunings;
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
        this.trail = listener.wantsTrail() && subject.probedConjuncts() > 0 ? new ConjunctTrail(subject, listener) : null;
        boolean lookAhead = b.koratExact == null ? LookAhead.onByDefault() : !b.koratExact;
        this.config = new Prunings.Config(b.eqClasses, false, b.skipBase, b.skipInherited, b.added, lookAhead ? heap : null);
        java.util.List<Pruning> active = Prunings.forSubject(subject, config);
        this.prunings = hooks(active);
        this.steps = new CandidateStepper(subject, heap, tally);
        this.control = new SearchControl(steps);
        this.keepsStack = prunings.keepsStack && !Boolean.getBoolean("smallscope.search.freshStack");
    }

    private static PruningHooks hooks(java.util.List<Pruning> active) {
        return active.isEmpty() ? PruningHooks.NONE : new PruningHooks(active);
    }

    /** @return the prunings of ranges with new fields {@code newSlots} (null: a plain range) */
    private PruningHooks pruningsFor(boolean[] newSlots) {
        if (newSlots == null) {
            return prunings;
        }
        if (mixedPrunings == null) {
            mixedPrunings = hooks(Prunings.forSubject(subject, config.mixed()));
        }
        return mixedPrunings;
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
    public SearchResult run(Range range, Watchdog dog, boolean trusted) {
        int[] from = range.from() == null ? new int[subject.vectorLength()]
                : trusted ? range.from() : subject.checkVector(range.from().clone());
        int[] to = range.to() == null ? null : trusted ? range.to() : subject.checkVector(range.to().clone());
        int[] prefix = range.subtreePrefix() == null ? NO_PREFIX : range.subtreePrefix();
        int floorHeight = range.floorHeight();
        boolean[] newSlots = range.newSlots();
        PruningHooks active = pruningsFor(newSlots);
        steps.begin(from, to, range.subtreePrefix() == null ? -1 : prefix.length, floorHeight, newSlots, active);
        Pruning.FromBase base = active.none() ? null : begun(active, new RangeStart(from, to, prefix, steps.floor(), floorHeight, newSlots,
                tally != null, trail != null));
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
        boolean fromBase = base != null && !empty;
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
                valid = exploreStored(rec, base);
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
            boolean starts = active.starters.length > 0;
            Pruning starter = active.starters.length == 1 ? active.starters[0] : null; // the usual case, called directly
            boolean checksRange = active.rangeChecks.length > 0;
            boolean hearsValid = active.validHooks.length > 0;
            boolean limits = active.limiters.length > 0;
            boolean rejects = active.rejecters.length > 0;
            while (!fromBase && !steps.stopped() && !empty) {
                explored++;
                control.explored(explored);
                boolean ok;
                try {
                    int first = rerun || !starts ? 0 : starter != null ? starter.startConjunct(rec) : active.startConjunct(rec);
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
                if (ok && checksRange) {
                    // a valid candidate's reachable fields join the stack before its range is checked (a mixed range's
                    // order); one that breaks the range is not reported: the range is void, the run starts over, and a valid
                    // candidate reported here would have no successor (a batch's records would end inside it)
                    reachable.touch(rec, cv);
                    broken = active.breaksRange(rec, cv);
                }
                if (ok && !broken) {
                    valid++;
                    control.valid(valid);
                    if (hearsValid && !validFound(active, rec)) {
                        break;
                    }
                    listener.validFound(cv, heap, valid);
                    if (!checksRange) {
                        reachable.touch(rec, cv);
                    }
                }
                int limit = limits ? active.stepLimit(rec, ok) : Integer.MAX_VALUE;
                if (reportsExplored) {
                    listener.candidateExplored(cv, ok);
                }
                if (tally != null) {
                    tally.explored(cv, rec, ok);
                }
                if (broken || checksRange && !ok && active.breaksRange(rec, cv)) {
                    break;
                }
                boolean more = steps.next(rec, limit);
                if (ok) {
                    listener.successorFound(steps.successor(more));
                }
                if (more && rejects) {
                    more = steps.skipRejected(rec);
                }
                if (!more) {
                    break;
                }
            }
        } finally {
            control.runEnds();
        }
        return finish(active, refused, new SearchResult(Outcome.COMPLETED, explored, valid, exceptions, timed ? System.nanoTime() - start : 0, null,
                firstException, firstExceptionCandidate));
    }

    /** @return where the range that begins runs from instead of the loop, after telling the prunings it begins (null: the loop) */
    private static Pruning.FromBase begun(PruningHooks active, RangeStart start) {
        active.rangeBegins(start);
        return active.fromBase(start);
    }

    /**
     * @param counted the run's counts, completed
     * @return them with the run's outcome and failure (a breach of repOk's contract, a pruning's, a timeout, or
     *         cancelled), after closing its regions and trail and telling the listener
     */
    private SearchResult finish(PruningHooks active, ContractRefusal refused, SearchResult counted) {
        Outcome outcome = Outcome.COMPLETED;
        SmallscopeException failure = null;
        SmallscopeException pruningFailure = refused != null || active.none() ? null : active.failure();
        if (refused != null) {
            outcome = Outcome.FAILED;
            failure = refused;
        } else if (pruningFailure != null) {
            outcome = Outcome.FAILED;
            failure = pruningFailure;
        } else if (control.timedOutCandidate() != null) {
            outcome = Outcome.FAILED;
            failure = EngineError.CANDIDATE_TIMEOUT.exception(subject.className(), timeoutMillis, control.timedOutCandidate());
        } else if (control.cancelled()) {
            outcome = Outcome.CANCELLED;
        }
        SearchResult result = new SearchResult(outcome, counted.explored(), counted.valid(), counted.predicateExceptions(), counted.nanos(), failure,
                counted.firstException(), counted.firstExceptionCandidate());
        if (tally != null && !regionsOpen) {
            tally.close();
        }
        if (trail != null) {
            trail.flush(Math.max(prunings.cutThrough(), mixedPrunings == null ? 0 : mixedPrunings.cutThrough()));
        }
        listener.searchFinished(result);
        return result;
    }

    /**
     * Tells the prunings that hear of valid candidates of {@code cv}; one interrupted by a stray interrupt hears of it again.
     *
     * @return false when the search was stopped meanwhile (cancelled, or a pruning ran too long): the run ends
     */
    private boolean validFound(PruningHooks active, AccessRecorder rec) {
        for (Pruning p : active.validHooks) {
            try {
                p.validFound(cv);
            } catch (StopRequest stop) {
                if (steps.stopped()) {
                    stoppedOn(rec);
                    return false;
                }
                Thread.interrupted(); // a stray interrupt: again (nothing was counted)
                p.validFound(cv);
            }
        }
        return true;
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
     * Explores the one candidate of a range that runs from the first new conjunct ({@link Pruning#fromBase}): it passes the
     * base conjuncts, which read every field, so nothing new joins the stack and the range ends at its end after it.
     *
     * @return 1 if it is valid, else 0; a predicate exception is left in {@link #storedException}
     */
    private int exploreStored(AccessRecorder rec, Pruning.FromBase base) {
        control.explored(1);
        boolean ok = false;
        boolean ran = false;
        while (!ran && !steps.stopped()) {
            try {
                ok = heap.repOkFrom(base.conjunct());
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
            trail.exploredFrom(base.conjunct(), base.inheritedFullReads(), cv, rec, ok);
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
    public void keepRegionsOpen() {
        regionsOpen = true;
    }

    /** Sizes the regions as if {@code n} candidates had been explored before this search (by other workers of the run). */
    void seedRegions(long n) {
        if (tally != null) {
            tally.seed(n);
        }
    }

    /** {@code 2^log2} candidates after the last run were skipped without a search (the subtree splitter's cuts). */
    public void coverSkipped(double log2) {
        if (tally != null) {
            tally.skippedLog2(log2);
        }
    }

    /** Hands the open region, if any, to the listener. */
    public void closeRegions() {
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
    public int[] probe(int[] candidate, int[] prefix, Watchdog dog) {
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
