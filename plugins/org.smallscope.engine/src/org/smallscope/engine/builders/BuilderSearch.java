package org.smallscope.engine.builders;

import java.lang.reflect.InvocationTargetException;
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
 * state comes with a shortest sequence; a builder that throws is a {@link BuilderFailure}.
 */
public final class BuilderSearch implements RunControl {

    /** The most calls of the probe that decides which automatically found methods change a state. */
    static final int PROBE_CALLS = 2;

    /** Hears each new state as it is found. */
    public interface Listener {

        /** @param ordinal 1, 2, ...; @param state the state and its shortest sequence */
        void state(long ordinal, BuiltState state);
    }

    private final BuilderSpec spec;
    private final AtomicLong sequences = new AtomicLong();
    private final AtomicLong found = new AtomicLong();
    private volatile boolean cancelled;

    /** @param spec what to explore */
    public BuilderSearch(BuilderSpec spec) {
        this.spec = spec;
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

    /** Runs the search, telling {@code listener} (may be null) each new state. */
    public BuilderResult run(Listener listener) {
        long start = System.nanoTime();
        List<Builder> all = BuilderResolver.resolve(spec);
        List<Builder> used = all;
        List<String> unchanging = new ArrayList<>();
        if (spec.builders().isEmpty()) {
            // found automatically: a method is a builder when some call of it changes a state the probe reaches
            Set<Builder> changing = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
            new Exploration(all, Math.min(spec.maxCalls(), PROBE_CALLS), null, changing).run();
            used = new ArrayList<>();
            for (Builder b : all) {
                if (b.constructor() || changing.contains(b)) {
                    used.add(b);
                } else {
                    unchanging.add(b.signature());
                }
            }
        }
        Exploration x = new Exploration(used, spec.maxCalls(), listener, null);
        x.run();
        return new BuilderResult(List.copyOf(used), List.copyOf(unchanging), List.copyOf(x.states), List.copyOf(x.failures.values()),
                x.sequences, x.perLength, x.overBound, cancelled, (System.nanoTime() - start) / 1_000_000L);
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

    /** One breadth-first exploration over a list of builders. */
    private final class Exploration {
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

        Exploration(List<Builder> builders, int maxCalls, Listener listener, Set<Builder> changing) {
            this.builders = builders;
            this.maxCalls = maxCalls;
            this.listener = listener;
            this.changing = changing;
            this.perLength = new long[maxCalls + 1];
        }

        void run() {
            List<BuiltState> frontier = new ArrayList<>();
            for (Builder b : builders) {
                if (b.constructor()) {
                    for (Object[] a : b.tuples()) {
                        if (cancelled) {
                            return;
                        }
                        consider(CallSequence.start(b, a), null, frontier);
                    }
                }
            }
            for (int length = 1; length <= maxCalls && !frontier.isEmpty(); length++) {
                List<BuiltState> next = new ArrayList<>();
                for (BuiltState s : frontier) {
                    for (Builder b : builders) {
                        if (b.constructor()) {
                            continue;
                        }
                        for (Object[] a : b.tuples()) {
                            if (cancelled) {
                                return;
                            }
                            consider(s.sequence().then(b, a), s, next);
                        }
                    }
                }
                frontier = next;
            }
        }

        private void consider(CallSequence sequence, BuiltState parent, List<BuiltState> next) {
            sequences++;
            if (changing == null) {
                BuilderSearch.this.sequences.incrementAndGet();
            }
            Object o;
            try {
                o = sequence.replay();
            } catch (InvocationTargetException e) {
                Throwable thrown = e.getCause() == null ? e : e.getCause();
                failures.merge(sequence.last().signature() + " " + thrown.getClass().getName(), new BuilderFailure(sequence.last(), thrown, sequence, 1),
                        (was, now) -> new BuilderFailure(was.builder(), was.thrown(), was.sequence(), was.occurrences() + 1));
                return;
            }
            HeapState h = HeapState.of(o);
            if (changing != null && parent != null && !h.canonical().equals(parent.state().canonical())) {
                changing.add(sequence.last());
            }
            if (h.objects() > spec.maxObjects()) {
                overBound++;
                return;
            }
            if (seen.containsKey(h.canonical())) {
                return;
            }
            BuiltState b = new BuiltState(h, sequence, o);
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
