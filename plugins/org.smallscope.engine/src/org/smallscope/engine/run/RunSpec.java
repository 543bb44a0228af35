package org.smallscope.engine.run;

import java.nio.file.Path;
import java.util.List;

import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;

/**
 * Everything a run is asked to do, the same from every front end (IDE, command line, JUnit extension, Maven plugin) to the
 * search; its defaults are worked out here and nowhere else ({@link #defaults()}, {@link #workers()}).
 *
 * @param subject what is generated: a class, a bundled example or a generator program, and where its classes are
 * @param bounds the finitization and its int arguments
 * @param strategy how the structures are found: the repOk search (with or without Korat+), a generator's choices, or API mode
 * @param threads worker threads; 0 for as many as cores ({@link #workers()})
 * @param store the snapshot store, the base to reuse and checkpoints
 * @param limits the per-candidate time limit and the range of candidates searched
 * @param export the JUnit export
 * @param method the method under test (method mode), or {@link MethodTest#NONE}
 * @param channel where the run reports: its event port, the source model it records, its JSON report, its terminal output
 */
public record RunSpec(Target subject, Bounds bounds, Strategy strategy, int threads, Store store, Limits limits, Export export,
        MethodTest method, Channel channel) {

    /** The per-candidate time limit of repOk when none is given, in milliseconds. */
    public static final long DEFAULT_TIMEOUT_MILLIS = 10_000;

    /** The snapshot store when none is given. */
    public static final String DEFAULT_STORE = ".smallscope";

    /** The most tests per exported class when not given. */
    public static final int DEFAULT_PER_CLASS = 500;

    /** The JUnit flavour when not given. */
    public static final String DEFAULT_FLAVOUR = "junit5";

    private static final RunSpec DEFAULTS = new RunSpec(Target.NONE, Bounds.NONE, Strategy.SEARCH, 0, Store.DEFAULT, Limits.DEFAULT, Export.NONE,
            MethodTest.NONE, Channel.NONE);

    /** Checks that every part is given (the parts' own defaults stand for "nothing asked"). */
    public RunSpec {
        if (subject == null || bounds == null || strategy == null || store == null || limits == null || export == null || method == null
                || channel == null) {
            throw new IllegalArgumentException("a run spec needs every part; use RunSpec.defaults() and its with... methods");
        }
        if (threads < 0) {
            throw new IllegalArgumentException("threads must be 0 (as many as cores) or more, not " + threads);
        }
    }

    /** @return the spec of a run nobody changed anything of: no subject yet, all cores, the store {@code .smallscope}, 10 s per candidate */
    public static RunSpec defaults() {
        return DEFAULTS;
    }

    /** @return the worker threads: {@link #threads()}, or as many as this machine's cores when it is 0 */
    public int workers() {
        return threads > 0 ? threads : Runtime.getRuntime().availableProcessors();
    }

    /** @return this spec generating {@code s} */
    public RunSpec withSubject(Target s) {
        return new RunSpec(s, bounds, strategy, threads, store, limits, export, method, channel);
    }

    /** @return this spec with bounds {@code b} */
    public RunSpec withBounds(Bounds b) {
        return new RunSpec(subject, b, strategy, threads, store, limits, export, method, channel);
    }

    /** @return this spec finding the structures by {@code s} */
    public RunSpec withStrategy(Strategy s) {
        return new RunSpec(subject, bounds, s, threads, store, limits, export, method, channel);
    }

    /** @return this spec on {@code n} worker threads (0: as many as cores) */
    public RunSpec withThreads(int n) {
        return new RunSpec(subject, bounds, strategy, n, store, limits, export, method, channel);
    }

    /** @return this spec with store settings {@code s} */
    public RunSpec withStore(Store s) {
        return new RunSpec(subject, bounds, strategy, threads, s, limits, export, method, channel);
    }

    /** @return this spec with limits {@code l} */
    public RunSpec withLimits(Limits l) {
        return new RunSpec(subject, bounds, strategy, threads, store, l, export, method, channel);
    }

    /** @return this spec with the export {@code e} */
    public RunSpec withExport(Export e) {
        return new RunSpec(subject, bounds, strategy, threads, store, limits, e, method, channel);
    }

    /** @return this spec testing {@code m} */
    public RunSpec withMethod(MethodTest m) {
        return new RunSpec(subject, bounds, strategy, threads, store, limits, export, m, channel);
    }

    /** @return this spec reporting through {@code c} */
    public RunSpec withChannel(Channel c) {
        return new RunSpec(subject, bounds, strategy, threads, store, limits, export, method, c);
    }

    /** @return the kind of run: API mode, a generator program, or a repOk search */
    public Kind kind() {
        return strategy.api() != null ? Kind.API : subject.generator() != null ? Kind.GENERATOR : Kind.SEARCH;
    }

    /** The kinds of run a spec asks for. */
    public enum Kind {
        /** Korat's search with repOk over the finitization's space. */
        SEARCH,
        /** A generator program's choices explored (UDITA). */
        GENERATOR,
        /** The structures built by the class's own methods. */
        API
    }

    /**
     * What is generated: exactly one of a class, a bundled example and a generator program.
     *
     * @param className the binary name of the class with repOk, or null
     * @param example a bundled example's short name, or null
     * @param generator a generator program {@code Class#method}, or null
     * @param classpath where the subject's classes are (path-separated), or null for the runner's own
     */
    public record Target(String className, String example, String generator, String classpath) {
        /** No subject chosen yet. */
        public static final Target NONE = new Target(null, null, null, null);

        /** @return the class {@code binaryName} on {@code classpath} */
        public static Target ofClass(String binaryName, String classpath) {
            return new Target(binaryName, null, null, classpath);
        }

        /** @return the generator program {@code classAndMethod} on {@code classpath} */
        public static Target ofGenerator(String classAndMethod, String classpath) {
            return new Target(null, null, classAndMethod, classpath);
        }
    }

    /**
     * The finitization and its arguments.
     *
     * @param finitization the finitization method's name ({@code fin} + simple name when null)
     * @param args its int arguments
     */
    public record Bounds(String finitization, List<Integer> args) {
        /** The default finitization with no arguments. */
        public static final Bounds NONE = new Bounds(null, List.of());

        /** Copies the arguments. */
        public Bounds {
            args = List.copyOf(args);
        }

        /** @return the bounds {@code args} of {@code finitization} (null: the default one) */
        public static Bounds of(String finitization, int... args) {
            return new Bounds(finitization, java.util.Arrays.stream(args).boxed().toList());
        }

        /** @return the arguments as an array */
        public int[] values() {
            return args.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /**
     * How the structures are found.
     *
     * @param delayed for a generator program: delayed rather than eager choice
     * @param eqClasses Korat+: prune to the black-box equivalence classes of {@code eqClass()} (one thread, the whole space, no snapshot)
     * @param onePerClass with {@code eqClasses}: export only the first input of each class
     * @param api API mode's settings, or null for a search
     */
    public record Strategy(boolean delayed, boolean eqClasses, boolean onePerClass, Api api) {
        /** The plain search (eager choice for generator programs). */
        public static final Strategy SEARCH = new Strategy(false, false, false, null);
    }

    /**
     * API mode: the structures the class's builders reach within the first bound.
     *
     * @param builders the builder methods by name; empty to find them automatically
     * @param exclude methods never used as builders when they are found automatically
     * @param calls the most calls after the constructor, or null for the first bound
     * @param crossCheck whether to compare the states with the repOk search at the same bounds
     * @param callTimeout the most milliseconds one builder call may take (0: no limit), or null for the engine's default
     */
    public record Api(List<String> builders, List<String> exclude, Integer calls, boolean crossCheck, Long callTimeout) {
        /** Builders found automatically, none excluded, as many calls as the bound, no cross-check, the default call limit. */
        public static final Api AUTOMATIC = new Api(List.of(), List.of(), null, false, null);

        /** Copies the lists. */
        public Api {
            builders = List.copyOf(builders);
            exclude = List.copyOf(exclude);
        }
    }

    /**
     * The snapshot store.
     *
     * @param directory where snapshots are read and saved
     * @param base a user's word naming the snapshot to reuse (id, prefix, file, class), or null to pick one
     * @param reuse whether to look for a snapshot to reuse at all
     * @param policy when a compatible snapshot is replayed
     * @param checkpointing whether the run keeps a checkpoint (and resumes one)
     */
    public record Store(Path directory, String base, boolean reuse, ReuseEstimate.Policy policy, Generation.Checkpointing checkpointing) {
        /** The store {@code .smallscope}, reusing when estimated cheaper, keeping a checkpoint. */
        public static final Store DEFAULT = new Store(Path.of(DEFAULT_STORE), null, true, ReuseEstimate.Policy.AUTO,
                Generation.Checkpointing.KEEP);

        /** @return this store settings in {@code dir} */
        public Store in(Path dir) {
            return new Store(dir, base, reuse, policy, checkpointing);
        }

        /** @return these settings reusing {@code snapshot} (null: the newest compatible one) */
        public Store base(String snapshot) {
            return new Store(directory, snapshot, reuse, policy, checkpointing);
        }

        /** @return these settings reusing a snapshot ({@code on}) or always searching in full */
        public Store reusing(boolean on) {
            return new Store(directory, base, on, policy, checkpointing);
        }

        /** @return these settings deciding reuse by {@code p} */
        public Store policy(ReuseEstimate.Policy p) {
            return new Store(directory, base, reuse, p, checkpointing);
        }

        /** @return these settings with checkpoints as {@code c} says */
        public Store checkpointing(Generation.Checkpointing c) {
            return new Store(directory, base, reuse, policy, c);
        }
    }

    /**
     * How far a run goes.
     *
     * @param timeoutMillis per-candidate time limit of repOk (and of the method under test); 0 for none
     * @param from the first candidate vector of a range search, or null for the first of the space
     * @param to the candidate vector at which a range search stops (not explored), or null for the end of the space
     */
    public record Limits(long timeoutMillis, List<Integer> from, List<Integer> to) {
        /** 10 s per candidate, the whole space. */
        public static final Limits DEFAULT = new Limits(DEFAULT_TIMEOUT_MILLIS, null, null);

        /** Copies the vectors. */
        public Limits {
            from = from == null ? null : List.copyOf(from);
            to = to == null ? null : List.copyOf(to);
        }

        /** @return these limits with {@code millis} per candidate */
        public Limits timeout(long millis) {
            return new Limits(millis, from, to);
        }

        /** @return whether a range of the space (not all of it) is searched */
        public boolean isRange() {
            return from != null || to != null;
        }

        /** @return {@code v} as an array, or null */
        public static int[] array(List<Integer> v) {
            return v == null ? null : v.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /**
     * The JUnit export.
     *
     * @param directory the test-source root written into, or null for no export
     * @param flavour {@code junit5} or {@code junit4}
     * @param perClass the most tests per generated class (larger suites are split)
     */
    public record Export(Path directory, String flavour, int perClass) {
        /** No export (JUnit 5, 500 per class when one is asked for). */
        public static final Export NONE = new Export(null, DEFAULT_FLAVOUR, DEFAULT_PER_CLASS);
    }

    /**
     * Method mode.
     *
     * @param name the method to call on every valid structure ({@code name} or {@code name(types)}), or null for none
     * @param params the values of its parameters, one text per parameter; empty for the defaults
     * @param firstFailure whether to stop after the first structure on which some input fails
     */
    public record MethodTest(String name, List<String> params, boolean firstFailure) {
        /** No method under test. */
        public static final MethodTest NONE = new MethodTest(null, List.of(), false);

        /** Copies the parameters. */
        public MethodTest {
            params = List.copyOf(params);
        }
    }

    /**
     * Where a run reports.
     *
     * @param eventsPort the IDE's event port on 127.0.0.1, or null for none
     * @param sourceModel a JSON file describing repOk's source, kept in the saved snapshot's header, or null
     * @param report where the JSON report of the run is written, or null for none
     * @param quiet whether to print no summary
     * @param progress whether to show a progress line (null: only on a terminal)
     */
    public record Channel(Integer eventsPort, Path sourceModel, Path report, boolean quiet, Boolean progress) {
        /** Nothing but the summary and, on a terminal, the progress line. */
        public static final Channel NONE = new Channel(null, null, null, false, null);
    }
}
