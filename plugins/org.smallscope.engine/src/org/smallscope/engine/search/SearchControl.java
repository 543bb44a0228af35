package org.smallscope.engine.search;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.smallscope.engine.subject.Structures;

/**
 * The run control of one {@link Search}, as other threads see it: its counts so far, cancellation, the watchdog that
 * stops a stuck candidate, and the thread both interrupt (the runner of one run, or of a whole batch of runs).
 */
public final class SearchControl implements RunControl, Watchdog.Watched {

    private final CandidateStepper steps;
    private final AtomicLong published = new AtomicLong();
    private final AtomicLong publishedValid = new AtomicLong();
    /** Runs begun (published lazily: the watchdog only needs to see it change). */
    private final AtomicInteger runs = new AtomicInteger();
    private volatile boolean cancelled;
    private volatile String timedOutCandidate;
    private volatile Thread runner;
    /** Between {@link #beginBatch} and {@link #endBatch}: the runner stays set, and ranges are not timed. */
    private boolean inBatch;
    /** Whether runs leave the clock alone ({@link #untimed}). */
    private boolean untimed;
    private Watchdog watchdog;
    /** The candidate being explored (the stepper's vector during a run; read by the watchdog's thread). */
    private int[] candidate;

    /** @param steps the stepping a cancel or a stuck candidate stops */
    SearchControl(CandidateStepper steps) {
        this.steps = steps;
    }

    /** Asks the search to stop soon; it ends as cancelled with its partial counts. */
    @Override
    public void cancel() {
        cancelled = true;
        steps.stop();
        Thread t = runner;
        if (t != null) {
            t.interrupt();
        }
    }

    /** @return candidates explored so far by the current run (any thread) */
    @Override
    public long exploredSoFar() {
        return published.get();
    }

    /** @return valid candidates found so far by the current run (any thread) */
    @Override
    public long validSoFar() {
        return publishedValid.get();
    }

    /** The caller counted this run's candidates as finished: {@link #exploredSoFar()} and {@link #validSoFar()} say 0 until the next run. */
    public void retirePublishedCounts() {
        published.set(0);
        publishedValid.set(0);
    }

    /** @return a number that changes whenever a candidate or a run begins (what the watchdog watches) */
    @Override
    public long progress() {
        return published.get() ^ ((long) runs.get() << 40);
    }

    /** Called by the watchdog: the current candidate has run too long; stop the search and name the candidate. */
    @Override
    public void stopStuckCandidate(long limitMillis, long observedProgress) {
        Thread t = runner;
        if (t == null || progress() != observedProgress) {
            return; // idle between runs, or a new run began after the watchdog looked
        }
        int[] stuck = candidate;
        timedOutCandidate = stuck == null ? "?" : Structures.formatVector(stuck.clone());
        steps.stop();
        t.interrupt();
    }

    /** @return whether the search was cancelled */
    boolean cancelled() {
        return cancelled;
    }

    /** @return the candidate the watchdog stopped, formatted, or null */
    String timedOutCandidate() {
        return timedOutCandidate;
    }

    /** Leaves the watchdog that watched the last run, if any (a search the watchdog outlives). */
    void unwatch() {
        if (watchdog != null) {
            watchdog.unwatch(this);
            watchdog = null;
        }
    }

    /**
     * Makes {@code dog} (or none) the watchdog of the runs; it stays watching across the runs of one worker (ranges): the
     * watchdog ignores the search while no candidate runs. A batch sets it before its first range ({@link #beginBatch}),
     * so that in the search loop the watchdog is always the same (a branch the JIT need not compile for a change).
     */
    void watchedBy(Watchdog dog) {
        if (dog != watchdog) {
            if (watchdog != null) {
                watchdog.unwatch(this);
            }
            if (dog != null) {
                dog.watch(this);
            }
            watchdog = dog;
        }
    }

    /**
     * The calling thread is about to run many ranges of the search (a batch), watched by {@code dog} (or none): until
     * {@link #endBatch()}, it stays the runner (what {@link #cancel()} interrupts) and the ranges are not timed (their
     * results say 0 ns), so that a range costs no memory fence and no clock read (the runs of a batch of millions of
     * one-candidate ranges spent a sixth of their time there).
     */
    void beginBatch(Watchdog dog) {
        watchedBy(dog);
        runner = Thread.currentThread();
        inBatch = true;
    }

    /** The batch begun with {@link #beginBatch} ended: the search has no runner until its next run. */
    void endBatch() {
        if (inBatch) {
            inBatch = false;
            runner = null;
        }
    }

    /**
     * The caller times its runs itself: from now on a run reads no clock (its result says 0 ns). Millions of one-candidate
     * ranges run one after another spent about a sixth of their time in the two clock reads of each.
     */
    public void untimed() {
        untimed = true;
    }

    /**
     * A run begins on the calling thread, exploring {@code cv} (stepped in place), watched by {@code dog} (or none, or the
     * batch's): counts start at 0, a stray interrupt is cleared, and a cancelled search interrupts itself at once.
     *
     * @return whether the run is timed (not in a batch, not {@link #untimed})
     */
    boolean runBegins(int[] cv, Watchdog dog) {
        candidate = cv;
        published.lazySet(0);
        publishedValid.lazySet(0);
        runs.lazySet(runs.get() + 1);
        if (!cancelled) {
            Thread.interrupted();
        }
        if (!inBatch) {
            runner = Thread.currentThread();
            watchedBy(dog);
        }
        if (cancelled) {
            Thread.currentThread().interrupt();
        }
        return !inBatch && !untimed;
    }

    /** The current run has explored {@code n} candidates. */
    void explored(long n) {
        published.lazySet(n);
    }

    /** The current run has found {@code n} valid candidates. */
    void valid(long n) {
        publishedValid.lazySet(n);
    }

    /** The run ended: a run outside a batch has no runner any more; an interrupt meant for it is cleared. */
    void runEnds() {
        if (!inBatch) {
            runner = null;
        }
        Thread.interrupted();
    }

    /**
     * A probe (one repOk, outside any run) begins on the calling thread on {@code cv}, watched by {@code dog} (or none).
     *
     * @return false when the search was cancelled: the probe must not run (and {@link #probeEnds} not be called)
     */
    boolean probeBegins(int[] cv, Watchdog dog) {
        runs.lazySet(runs.get() + 1);
        if (cancelled) {
            return false;
        }
        runner = Thread.currentThread();
        candidate = cv;
        if (dog != null) {
            dog.watch(this);
        }
        return true;
    }

    /** The probe begun with {@link #probeBegins} ended, watched by {@code dog} (or none). */
    void probeEnds(Watchdog dog) {
        if (dog != null) {
            dog.unwatch(this);
        }
        runner = null;
        Thread.interrupted();
    }
}
