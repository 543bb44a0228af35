package org.smallscope.engine.run;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;

/**
 * The command line's {@code generate} flags of every {@link RunSpec} field, defined once: the IDE writes a spec with
 * {@link #arguments(RunSpec)} and the command line's options (named by these constants) read it back into the same spec.
 */
public final class RunSpecFlags {

    public static final String COMMAND = "generate";
    public static final String CLASS = "--class";
    public static final String EXAMPLE = "--example";
    public static final String GENERATOR = "--generator";
    public static final String CLASSPATH = "--classpath";
    public static final String ARGS = "--args";
    public static final String FINITIZATION = "--finitization";
    public static final String EAGER = "--eager";
    public static final String DELAYED = "--delayed";
    public static final String EQ_CLASS = "--eq-class";
    public static final String ONE_PER_CLASS = "--one-per-class";
    public static final String API = "--api";
    public static final String BUILDERS = "--builders";
    public static final String EXCLUDE = "--exclude";
    public static final String CALLS = "--calls";
    public static final String CROSS_CHECK = "--cross-check";
    /** API mode: the most milliseconds one builder call may take. */
    public static final String CALL_TIMEOUT = "--call-timeout";
    public static final String THREADS = "--threads";
    public static final String STORE = "--store";
    public static final String BASE = "--base";
    public static final String NO_REUSE = "--no-reuse";
    public static final String REUSE = "--reuse";
    public static final String RESUME = "--resume";
    public static final String NO_CHECKPOINT = "--no-checkpoint";
    public static final String TIMEOUT = "--timeout";
    public static final String FROM = "--from";
    public static final String TO = "--to";
    public static final String JUNIT = "--junit";
    public static final String JUNIT_FLAVOUR = "--junit-flavour";
    public static final String JUNIT_PER_CLASS = "--junit-per-class";
    public static final String METHOD = "--method";
    public static final String PARAM = "--param";
    public static final String FIRST_FAILURE = "--first-failure";
    public static final String EVENTS = "--events";
    public static final String SOURCE_MODEL = "--source-model";
    public static final String REPORT = "--report";
    public static final String QUIET = "--quiet";
    public static final String PROGRESS = "--progress";
    public static final String NO_PROGRESS = "--no-progress";

    private RunSpecFlags() {
    }

    /**
     * @return the {@code generate} command and its options that ask for {@code spec}; settings a kind of run does not
     *         take (the store and threads of API mode, the store of a generator program) and the exports' defaults are
     *         left out
     */
    public static List<String> arguments(RunSpec spec) {
        List<String> cmd = new ArrayList<>(List.of(COMMAND));
        RunSpec.Kind kind = spec.kind();
        subject(cmd, spec);
        if (!spec.bounds().args().isEmpty()) {
            add(cmd, ARGS, spec.bounds().args().stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
        if (kind == RunSpec.Kind.API) {
            api(cmd, spec.strategy().api());
        }
        add(cmd, FINITIZATION, spec.bounds().finitization());
        add(cmd, CLASSPATH, spec.subject().classpath());
        if (kind == RunSpec.Kind.SEARCH) {
            add(cmd, STORE, spec.store().directory());
        }
        add(cmd, EVENTS, spec.channel().eventsPort());
        if (kind != RunSpec.Kind.API) {
            add(cmd, TIMEOUT, spec.limits().timeoutMillis());
            add(cmd, FROM, vector(spec.limits().from()));
            add(cmd, TO, vector(spec.limits().to()));
            if (spec.strategy().eqClasses()) {
                cmd.add(EQ_CLASS); // one thread, the whole space, no snapshot or checkpoint: reuse and threads do not apply
                flag(cmd, ONE_PER_CLASS, spec.strategy().onePerClass());
            } else {
                storeAndThreads(cmd, spec, kind);
            }
        }
        add(cmd, SOURCE_MODEL, spec.channel().sourceModel());
        add(cmd, REPORT, spec.channel().report());
        export(cmd, spec.export());
        method(cmd, spec.method());
        flag(cmd, QUIET, spec.channel().quiet());
        if (spec.channel().progress() != null) {
            cmd.add(spec.channel().progress() ? PROGRESS : NO_PROGRESS);
        }
        return cmd;
    }

    private static void subject(List<String> cmd, RunSpec spec) {
        RunSpec.Target s = spec.subject();
        if (spec.kind() == RunSpec.Kind.API) {
            cmd.add(API);
        }
        if (s.generator() != null) {
            add(cmd, GENERATOR, s.generator());
            cmd.add(spec.strategy().delayed() ? DELAYED : EAGER);
        }
        add(cmd, CLASS, s.className());
        add(cmd, EXAMPLE, s.example());
    }

    private static void api(List<String> cmd, RunSpec.Api api) {
        if (!api.builders().isEmpty()) {
            add(cmd, BUILDERS, String.join(",", api.builders()));
        }
        if (!api.exclude().isEmpty()) {
            add(cmd, EXCLUDE, String.join(",", api.exclude()));
        }
        add(cmd, CALLS, api.calls());
        add(cmd, CALL_TIMEOUT, api.callTimeout());
        flag(cmd, CROSS_CHECK, api.crossCheck());
    }

    /** Adds resuming a checkpoint (or keeping none), the threads and what to reuse (a generator program has no store). */
    private static void storeAndThreads(List<String> cmd, RunSpec spec, RunSpec.Kind kind) {
        RunSpec.Store store = spec.store();
        if (kind == RunSpec.Kind.SEARCH) {
            flag(cmd, RESUME, store.checkpointing() == Generation.Checkpointing.RESUME);
            flag(cmd, NO_CHECKPOINT, store.checkpointing() == Generation.Checkpointing.OFF);
        }
        if (spec.threads() > 0) {
            add(cmd, THREADS, spec.threads());
        }
        if (kind == RunSpec.Kind.SEARCH) {
            flag(cmd, NO_REUSE, !store.reuse());
            add(cmd, BASE, store.base());
            if (store.policy() != ReuseEstimate.Policy.AUTO) {
                add(cmd, REUSE, store.policy().name().toLowerCase(java.util.Locale.ROOT));
            }
        }
    }

    private static void export(List<String> cmd, RunSpec.Export export) {
        add(cmd, JUNIT, export.directory());
        if (!RunSpec.DEFAULT_FLAVOUR.equals(export.flavour())) {
            add(cmd, JUNIT_FLAVOUR, export.flavour());
        }
        if (export.perClass() != RunSpec.DEFAULT_PER_CLASS) {
            add(cmd, JUNIT_PER_CLASS, export.perClass());
        }
    }

    private static void method(List<String> cmd, RunSpec.MethodTest method) {
        add(cmd, METHOD, method.name());
        for (String p : method.params()) {
            add(cmd, PARAM, p);
        }
        flag(cmd, FIRST_FAILURE, method.firstFailure());
    }

    private static String vector(List<Integer> v) {
        return v == null ? null : v.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    private static void add(List<String> cmd, String flag, Object value) {
        if (value != null) {
            cmd.add(flag);
            cmd.add(value.toString());
        }
    }

    private static void flag(List<String> cmd, String flag, boolean on) {
        if (on) {
            cmd.add(flag);
        }
    }
}
