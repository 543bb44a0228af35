package org.smallscope.core;

import java.util.List;

import org.smallscope.engine.run.RunSpec;

/**
 * What to generate: a subject, its finitization arguments, whether to reuse a snapshot, how many
 * threads, the per-candidate time limit, the JUnit export and (optionally) a method to test.
 *
 * @param subject the subject
 * @param args the finitization's int arguments
 * @param reuse how to use saved snapshots
 * @param baseSnapshot the snapshot id for {@link Reuse#BASE}, else null
 * @param threads worker threads (0: as many as cores)
 * @param timeoutMillis per-candidate time limit for repOk (0: none)
 * @param export the JUnit export, or null for none
 * @param method name of a method to test in black-box mode, or null
 * @param params the method's parameter domains (one text per parameter), empty for defaults
 * @param eqClasses Korat+: prune to the black-box equivalence classes of the subject's {@code eqClass()} (one thread, the whole
 *            space, no snapshot saved: the pruned suite is not a complete one to reuse)
 * @param delayed for a generator program: delayed rather than eager choice
 * @param api API mode: build the structures with the class's own methods instead of searching with repOk; null for a search
 */
public record GenerationRequest(WorkspaceSubject subject, int[] args, Reuse reuse, String baseSnapshot, int threads, long timeoutMillis,
        Export export, String method, List<String> params, boolean eqClasses, boolean delayed, Api api) {

    /** A request of a search (not API mode). */
    public GenerationRequest(WorkspaceSubject subject, int[] args, Reuse reuse, String baseSnapshot, int threads, long timeoutMillis,
            Export export, String method, List<String> params, boolean eqClasses, boolean delayed) {
        this(subject, args, reuse, baseSnapshot, threads, timeoutMillis, export, method, params, eqClasses, delayed, null);
    }

    /** A request without eqClass pruning and with eager choice (the mode of generator programs; repOk subjects have none). */
    public GenerationRequest(WorkspaceSubject subject, int[] args, Reuse reuse, String baseSnapshot, int threads, long timeoutMillis,
            Export export, String method, List<String> params) {
        this(subject, args, reuse, baseSnapshot, threads, timeoutMillis, export, method, params, false, false);
    }

    /**
     * API mode: the structures the class's builders reach within {@code args[0]} (objects, calls and int arguments).
     *
     * @param builders the builder methods by name; empty to let the runner find them (public methods with int or boolean parameters)
     * @param exclude methods never used as builders when they are found automatically
     * @param calls the most calls after the constructor, or null for {@code args[0]}
     * @param crossCheck whether to compare the states with the repOk search at the same bounds (needs repOk and a finitization)
     */
    public record Api(List<String> builders, List<String> exclude, Integer calls, boolean crossCheck) {
        /** Builders found automatically, none excluded, {@code n} calls, no cross-check. */
        public static final Api AUTOMATIC = new Api(List.of(), List.of(), null, false);

        /** Copies the lists. */
        public Api {
            builders = List.copyOf(builders);
            exclude = List.copyOf(exclude);
        }
    }

    /** How a run uses the project's snapshot store. */
    public enum Reuse {
        /** Reuse the newest compatible snapshot if there is one, else search fully. */
        AUTO,
        /** Always search the whole space (the new suite is still saved). */
        FULL,
        /** Reuse the snapshot named by {@code baseSnapshot}. */
        BASE
    }

    /** The JUnit flavour of exported tests. */
    public enum Flavour {
        /** JUnit 5 if the project has it or nothing, else JUnit 4. */
        AUTO,
        /** JUnit 5 (Jupiter) parameterized tests. */
        JUNIT5,
        /** JUnit 4 {@code Parameterized}. */
        JUNIT4
    }

    /**
     * The JUnit export.
     *
     * @param flavour the JUnit flavour
     * @param perClass maximum instances per generated class
     */
    public record Export(Flavour flavour, int perClass) {
        /** The default export: flavour from the project, 500 instances per class. */
        public static final Export DEFAULT = new Export(Flavour.AUTO, 500);
    }

    /**
     * @return a request with the project's settings (threads, time limit, export) that reuses a snapshot when possible and tests no
     *         method, for the overload of the subject's finitization that takes {@code args.length} ints if it has one
     */
    public static GenerationRequest of(WorkspaceSubject given, int... args) {
        WorkspaceSubject subject = given == null ? null : given.withFinitizationTaking(args.length);
        org.eclipse.core.resources.IProject project = subject == null ? null : subject.javaProject().getProject();
        if (project == null) {
            return new GenerationRequest(subject, args.clone(), Reuse.AUTO, null, 0, 10_000, Export.DEFAULT, null, List.of());
        }
        Flavour flavour;
        try {
            flavour = Flavour.valueOf(SmallscopePreferences.get(project, SmallscopePreferences.JUNIT_FLAVOUR));
        } catch (IllegalArgumentException | NullPointerException e) {
            flavour = Flavour.AUTO;
        }
        int perClass = Math.max(1, SmallscopePreferences.getInt(project, SmallscopePreferences.INSTANCES_PER_CLASS));
        return new GenerationRequest(subject, args.clone(), Reuse.AUTO, null, SmallscopePreferences.getInt(project, SmallscopePreferences.THREADS),
                SmallscopePreferences.getLong(project, SmallscopePreferences.TIMEOUT_MILLIS), new Export(flavour, perClass), null, List.of());
    }

    /** @return this request with another reuse mode */
    public GenerationRequest withReuse(Reuse newReuse, String snapshot) {
        return new GenerationRequest(subject, args, newReuse, snapshot, threads, timeoutMillis, export, method, params, eqClasses, delayed, api);
    }

    /** @return this request with another thread count */
    public GenerationRequest withThreads(int newThreads) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, newThreads, timeoutMillis, export, method, params, eqClasses, delayed, api);
    }

    /** @return this request with another per-candidate time limit */
    public GenerationRequest withTimeout(long millis) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, threads, millis, export, method, params, eqClasses, delayed, api);
    }

    /** @return this request with another export (null: none) */
    public GenerationRequest withExport(Export newExport) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, threads, timeoutMillis, newExport, method, params, eqClasses, delayed, api);
    }

    /** @return this request testing {@code methodName} with these parameter domains */
    public GenerationRequest withMethod(String methodName, List<String> domains) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, threads, timeoutMillis, export, methodName, List.copyOf(domains), eqClasses, delayed, api);
    }

    /** @return this request with Korat+ equivalence-class pruning on or off */
    public GenerationRequest withEqClasses(boolean on) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, threads, timeoutMillis, export, method, params, on, delayed, api);
    }

    /** @return this request exploring a generator program with delayed ({@code true}) or eager choice */
    public GenerationRequest withDelayed(boolean delayedChoice) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, threads, timeoutMillis, export, method, params, eqClasses, delayedChoice, api);
    }

    /** @return this request in API mode ({@code mode} non-null) or searching with repOk (null) */
    public GenerationRequest withApi(Api mode) {
        return new GenerationRequest(subject, args, reuse, baseSnapshot, threads, timeoutMillis, export, method, params, eqClasses, delayed, mode);
    }

    /** @return the worker threads of this request: {@link #threads()}, or as many as cores when it is 0 (as {@link RunSpec#workers()} says) */
    public int workers() {
        return RunSpec.defaults().withThreads(Math.max(0, threads)).workers();
    }

    /** @return whether this is an API-mode run */
    public boolean isApi() {
        return api != null;
    }

    /** @return {@code BST(5)}, {@code SortedListGen.generate(6)} */
    public String describe() {
        StringBuilder sb = new StringBuilder(subject.simpleName()).append(subject.isGenerator() ? "." + subject.generator().getElementName() : "")
                .append('(');
        for (int i = 0; i < args.length; i++) {
            sb.append(i > 0 ? "," : "").append(args[i]);
        }
        return sb.append(')').append(method != null ? "." + method : "").toString();
    }
}
