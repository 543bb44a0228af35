package org.smallscope.engine.udita;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.runtime.StopRequest;
import org.smallscope.engine.search.Watchdog;
import org.smallscope.engine.subject.Structures;

/**
 * Explores one subtree of a generator's choice tree on the calling thread: executes the generator again and again,
 * each execution replaying the choice vector up to the advanced choice point, until no choice point of the subtree has
 * values left; every execution is an explored path, one that returns is a successful path.
 */
final class PathExplorer implements Watchdog.Watched {

    /** Hears each successful path on the exploring thread, while the input's pending choices are still readable. */
    interface Found {
        /** @param vector the path's choice vector; @param input what the generator returned; @param pending its unmade choices */
        void found(int[] vector, Object input, ReflectiveGraph.Pending pending);
    }

    private final GeneratorMethod generator;
    private final ChoiceTrail trail;
    private final EagerChooser chooser;
    private volatile long explored;
    private volatile long successful;
    private volatile Thread runner;
    private volatile boolean cancelled;
    private volatile String timedOut;
    private long timeoutMillis;

    PathExplorer(GeneratorMethod generator, ChoiceMode mode, int[] prefix) {
        this.generator = generator;
        this.trail = new ChoiceTrail(prefix);
        this.chooser = mode == ChoiceMode.DELAYED ? new DelayedChooser(trail) : new EagerChooser(trail);
    }

    /** Explores the subtree; returns when it is done or cancelled, throws {@link SmallscopeException} for a failing generator. */
    void run(Found found) {
        runner = Thread.currentThread();
        chooser.install();
        try {
            do {
                if (cancelled) {
                    return;
                }
                if (!execute(found)) {
                    return;
                }
            } while (trail.backtrack());
        } finally {
            chooser.uninstall();
            runner = null;
            Thread.interrupted();
        }
    }

    /** Runs one execution (the subtree's first) and reports nothing: the probe that finds a choice point's values for splitting. */
    void probe() {
        runner = Thread.currentThread();
        chooser.install();
        try {
            execute(null);
        } finally {
            chooser.uninstall();
            runner = null;
            Thread.interrupted();
        }
    }

    /** @return false when the run was stopped */
    private boolean execute(Found found) {
        trail.begin();
        chooser.reset();
        Object input;
        try {
            input = generator.invoke();
            chooser.finish(input);
        } catch (PrunedPath pruned) {
            explored++;
            return true;
        } catch (StopRequest stop) {
            if (timedOut != null) {
                throw EngineError.GENERATOR_TIMEOUT.exception(generator.name(), timeoutMillis, timedOut);
            }
            return false;
        } catch (BadChoice bad) {
            throw EngineError.GENERATOR_BAD_CHOICE.exception(generator.name(), bad.getMessage(), vectorText());
        } catch (SmallscopeException e) {
            throw e;
        } catch (Throwable t) {
            if (cancelled || timedOut != null) {
                return false;
            }
            throw EngineError.GENERATOR_THREW.exception(t, generator.name(), t, vectorText());
        }
        explored++;
        successful++;
        if (found != null) {
            found.found(trail.vector(), input, chooser.pending());
        }
        return true;
    }

    private String vectorText() {
        return Structures.formatVector(trail.vector());
    }

    /** @return the trail (to read a probe's choice points) */
    ChoiceTrail trail() {
        return trail;
    }

    /** @return executions so far */
    long explored() {
        return explored;
    }

    /** @return executions that returned an input so far */
    long successful() {
        return successful;
    }

    /** Asks the exploration to stop after the current execution (interrupting user code that loops). */
    void cancel() {
        cancelled = true;
        Thread t = runner;
        if (t != null) {
            t.interrupt();
        }
    }

    @Override
    public long progress() {
        return explored;
    }

    @Override
    public void stopStuckCandidate(long limitMillis, long observedProgress) {
        Thread t = runner;
        if (t == null || explored != observedProgress) {
            return;
        }
        timeoutMillis = limitMillis;
        timedOut = vectorText();
        t.interrupt();
    }
}
