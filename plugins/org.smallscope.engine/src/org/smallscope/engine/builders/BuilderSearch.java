package org.smallscope.engine.builders;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import java.util.function.UnaryOperator;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.internal.SubjectClassLoader;
import org.smallscope.engine.search.RunControl;

/**
 * API mode: enumerates call sequences breadth first (constructors with each argument tuple, then one more method call
 * per level, builders in their order and arguments ascending), replays each on a fresh object, and keeps a sequence
 * only when its {@link HeapState} was not seen before and holds at most the bound's objects (state matching), so each
 * state comes with a shortest sequence; a builder that throws is a {@link BuilderFailure}. The sequences of a level are
 * replayed on worker threads in batches whose outcomes are merged in search order (so any number of threads gives the
 * one-thread states, sequences and order), and a call that runs longer than the call time limit ends the run.
 */
public final class BuilderSearch implements RunControl {

    /** The most calls of the probe that decides which automatically found methods change a state. */
    static final int PROBE_CALLS = 2;

    /** The default most time one builder call may take. */
    public static final long DEFAULT_CALL_TIMEOUT_MILLIS = 10_000;

    /** The sequences replayed per batch and worker thread: the states of a batch are merged in order once it is done. */
    static final int BATCH_PER_THREAD = 256;

    /** Hears each new state as it is found, and each level once it is done. */
    public interface Listener {

        /** @param ordinal 1, 2, ...; @param state the state and its shortest sequence */
        void state(long ordinal, BuiltState state);

        /**
         * Hears that every sequence of {@code length} method calls was run (0: the constructor calls).
         *
         * @param states the states found so far
         * @param sequences the sequences run so far
         */
        default void level(int length, long states, long sequences) {
        }
    }

    private final BuilderSpec spec;
    private final AtomicLong sequences = new AtomicLong();
    private final AtomicLong found = new AtomicLong();
    private volatile boolean cancelled;
    private int threads = 1;
    private long callTimeoutMillis = DEFAULT_CALL_TIMEOUT_MILLIS;

    /** @param spec what to explore */
    public BuilderSearch(BuilderSpec spec) {
        this.spec = spec;
    }

    /**
     * @param n the worker threads that replay the sequences of a level (at least 1; default 1): the states, their
     *        sequences and their order are those of the one-thread run
     * @return this search
     */
    public BuilderSearch threads(int n) {
        this.threads = Math.max(1, n);
        return this;
    }

    /**
     * @param millis the most time one builder call may take (default {@value #DEFAULT_CALL_TIMEOUT_MILLIS}; 0: no
     *        limit); a call that takes longer ends the run with a {@link StuckCall}
     * @return this search
     */
    public BuilderSearch callTimeout(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("the call time limit must be 0 (none) or more milliseconds, not " + millis);
        }
        this.callTimeoutMillis = millis;
        return this;
    }

    /** @return the builders {@code spec} asks for (checks them: unknown names and parameter types fail here, before any run) */
    public static List<Builder> builders(BuilderSpec spec) {
        return BuilderResolver.resolve(spec);
    }

    /**
     * @return class {@code className} loaded from {@code source} as compiled (no instrumentation), for a spec; a missing
     *         class is the engine's CLASS_NOT_FOUND
     */
    public static Class<?> load(String className, ClassFileSource source) {
        ClassLoader loader = new SubjectClassLoader(source, BuilderSearch.class.getClassLoader(), UnaryOperator.identity());
        try {
            return Class.forName(className, true, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw EngineError.CLASS_NOT_FOUND.exception(e, className, " (" + e + ")");
        }
    }

    /**
     * Runs the search, telling {@code listener} (may be null) each new state and each level done; a builder call that
     * runs longer than the call time limit ends it with {@link BuilderResult#stuck()} set.
     */
    public BuilderResult run(Listener listener) {
        long start = System.nanoTime();
        List<Builder> all = BuilderResolver.resolve(spec);
        List<Builder> used = all;
        List<String> unchanging = new ArrayList<>();
        try (Replayer replayer = new Replayer(threads, callTimeoutMillis)) {
            if (spec.builders().isEmpty()) {
                // found automatically: a method is a builder when some call of it changes a state the probe reaches
                Set<Builder> changing = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
                Exploration probe = new Exploration(replayer, all, Math.min(spec.maxCalls(), PROBE_CALLS), null, changing);
                probe.run();
                if (probe.stuck != null) {
                    return result(all, unchanging, probe, start);
                }
                used = new ArrayList<>();
                for (Builder b : all) {
                    if (b.constructor() || changing.contains(b)) {
                        used.add(b);
                    } else {
                        unchanging.add(b.signature());
                    }
                }
            }
            Exploration x = new Exploration(replayer, used, spec.maxCalls(), listener, null);
            x.run();
            return result(used, unchanging, x, start);
        }
    }

    private BuilderResult result(List<Builder> used, List<String> unchanging, Exploration x, long start) {
        return new BuilderResult(List.copyOf(used), List.copyOf(unchanging), List.copyOf(x.states), List.copyOf(x.failures.values()),
                x.sequences, x.perLength, x.overBound, cancelled, (System.nanoTime() - start) / 1_000_000L, x.stuck);
    }

    @Override
    public long exploredSoFar() {
        return sequences.get();
    }

    @Override
    public long validSoFar() {
        return found.get();
    }

    @Override
    public void cancel() {
        cancelled = true;
    }

    /** One breadth-first exploration over a list of builders, each level replayed in batches and merged in order. */
    private final class Exploration {
        private final Replayer replayer;
        private final List<Builder> builders;
        private final int maxCalls;
        private final Listener listener;
        private final Set<Builder> changing;
        private final Map<String, BuiltState> seen = new HashMap<>();
        private final List<BuiltState> states = new ArrayList<>();
        private final Map<String, BuilderFailure> failures = new LinkedHashMap<>();
        private final long[] perLength;
        private long sequences;
        private long overBound;
        private StuckCall stuck;

        Exploration(Replayer replayer, List<Builder> builders, int maxCalls, Listener listener, Set<Builder> changing) {
            this.replayer = replayer;
            this.builders = builders;
            this.maxCalls = maxCalls;
            this.listener = listener;
            this.changing = changing;
            this.perLength = new long[maxCalls + 1];
        }

        void run() {
            List<BuiltState> frontier = new ArrayList<>();
            List<Replayer.Item> batch = new ArrayList<>();
            int size = BATCH_PER_THREAD * replayer.threads();
            for (Builder b : builders) {
                if (b.constructor()) {
                    for (Object[] a : b.tuples()) {
                        batch.add(new Replayer.Item(null, CallSequence.start(b, a)));
                        if (batch.size() == size && !flush(batch, frontier)) {
                            return;
                        }
                    }
                }
            }
            if (!flush(batch, frontier)) {
                return;
            }
            level(0);
            for (int length = 1; length <= maxCalls && !frontier.isEmpty(); length++) {
                List<BuiltState> next = new ArrayList<>();
                for (BuiltState s : frontier) {
                    for (Builder b : builders) {
                        if (b.constructor()) {
                            continue;
                        }
                        for (Object[] a : b.tuples()) {
                            batch.add(new Replayer.Item(s, s.sequence().then(b, a)));
                            if (batch.size() == size && !flush(batch, next)) {
                                return;
                            }
                        }
                    }
                }
                if (!flush(batch, next)) {
                    return;
                }
                level(length);
                frontier = next;
            }
        }

        private void level(int length) {
            if (listener != null) {
                listener.level(length, states.size(), sequences);
            }
        }

        /** Replays {@code batch} and merges its outcomes in order into {@code next}; @return false when the run must stop */
        private boolean flush(List<Replayer.Item> batch, List<BuiltState> next) {
            if (batch.isEmpty()) {
                return !cancelled;
            }
            Replayer.Replayed[] done;
            try {
                done = replayer.replay(batch, seen, () -> cancelled);
            } catch (Replayer.Stuck e) {
                stuck = e.call;
                return false;
            }
            batch.clear();
            if (done == null) {
                return false;
            }
            for (Replayer.Replayed r : done) {
                if (cancelled) {
                    return false;
                }
                consider(r, next);
            }
            return !cancelled;
        }

        private void consider(Replayer.Replayed r, List<BuiltState> next) {
            CallSequence sequence = r.item().sequence();
            sequences++;
            if (changing == null) {
                BuilderSearch.this.sequences.incrementAndGet();
            }
            if (r.threw() != null) {
                Throwable thrown = r.threw().getCause() == null ? r.threw() : r.threw().getCause();
                failures.merge(sequence.last().signature() + " " + thrown.getClass().getName(), new BuilderFailure(sequence.last(), thrown, sequence, 1),
                        (was, now) -> new BuilderFailure(was.builder(), was.thrown(), was.sequence(), was.occurrences() + 1));
                return;
            }
            HeapState h = r.state();
            if (changing != null && r.changed()) {
                changing.add(sequence.last());
            }
            if (h.objects() > spec.maxObjects()) {
                overBound++;
                return;
            }
            if (r.seenBefore() || seen.containsKey(h.canonical())) {
                return;
            }
            BuiltState b = new BuiltState(h, sequence, r.object());
            seen.put(h.canonical(), b);
            states.add(b);
            perLength[sequence.length()]++;
            next.add(b);
            if (changing == null) {
                found.incrementAndGet();
            }
            if (listener != null) {
                listener.state(states.size(), b);
            }
        }
    }
}
