package org.smallscope.engine.door;

import java.nio.file.Path;
import java.util.List;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.ExportResult;
import org.smallscope.engine.export.model.SuiteFacts;
import org.smallscope.engine.export.model.ValidCollector;
import org.smallscope.engine.export.writers.SuiteExport;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.SubjectRun;
import org.smallscope.engine.search.SearchResult;

/**
 * A generation as {@code smallscope generate} runs it, through the front door: a search of a subject against the snapshot
 * store (incremental when a compatible snapshot pays), keeping the valid instances; then, when asked, their JUnit export.
 * Immutable: each setting gives a new generation.
 */
public final class SuiteGeneration {

    /** When a compatible snapshot is replayed. */
    public enum Reuse {
        /** When replaying it is estimated cheaper than a full search. */
        AUTO,
        /** Whenever it is compatible. */
        ALWAYS,
        /** Never: a full search. */
        NEVER;

        /** @return the policy called {@code name} (auto, always, never; any case); throws {@link IllegalArgumentException} naming it otherwise */
        public static Reuse parse(String name) {
            return valueOf(ReuseEstimate.Policy.parse(name).name());
        }
    }

    private final Path store;
    private final String base;
    private final boolean incremental;
    private final Reuse reuse;
    private final int threads;
    private final long timeoutMillis;
    private final String tool;
    private final boolean progressTicks;

    private SuiteGeneration(Path store, String base, boolean incremental, Reuse reuse, int threads, long timeoutMillis, String tool,
            boolean progressTicks) {
        this.store = store;
        this.base = base;
        this.incremental = incremental;
        this.reuse = reuse;
        this.threads = threads;
        this.timeoutMillis = timeoutMillis;
        this.tool = tool;
        this.progressTicks = progressTicks;
    }

    /** @return how many threads a generation uses unless told: as many as the machine has cores */
    public static int defaultThreads() {
        return RunSpec.defaults().workers();
    }

    /** @return a generation against the snapshot store in {@code store}, with the command line's defaults for the rest */
    public static SuiteGeneration in(Path store) {
        return new SuiteGeneration(store, null, true, Reuse.AUTO, 0, RunSpec.DEFAULT_TIMEOUT_MILLIS, "development", false);
    }

    /** @return this generation reusing the snapshot {@code snapshot} (an id or a prefix of one), or the latest compatible one when null */
    public SuiteGeneration base(String snapshot) {
        return new SuiteGeneration(store, snapshot, incremental, reuse, threads, timeoutMillis, tool, progressTicks);
    }

    /** @return this generation reusing a snapshot when {@code on}, else always a full search */
    public SuiteGeneration incremental(boolean on) {
        return new SuiteGeneration(store, base, on, reuse, threads, timeoutMillis, tool, progressTicks);
    }

    /** @return this generation replaying a compatible snapshot as {@code policy} says */
    public SuiteGeneration reuse(Reuse policy) {
        return new SuiteGeneration(store, base, incremental, policy, threads, timeoutMillis, tool, progressTicks);
    }

    /** @return this generation on {@code n} threads (0: as many as the machine has cores) */
    public SuiteGeneration threads(int n) {
        return new SuiteGeneration(store, base, incremental, reuse, n, timeoutMillis, tool, progressTicks);
    }

    /** @return this generation allowing repOk {@code millis} per candidate (0: no limit) */
    public SuiteGeneration timeout(long millis) {
        return new SuiteGeneration(store, base, incremental, reuse, threads, millis, tool, progressTicks);
    }

    /** @return this generation writing {@code version} into the snapshots it saves and the files it exports */
    public SuiteGeneration tool(String version) {
        return new SuiteGeneration(store, base, incremental, reuse, threads, timeoutMillis, version, progressTicks);
    }

    /** @return this generation sending progress ticks ({@code RunEvent.Progress}) to its listener when {@code on} */
    public SuiteGeneration progressTicks(boolean on) {
        return new SuiteGeneration(store, base, incremental, reuse, threads, timeoutMillis, tool, on);
    }

    /**
     * Runs the generation on {@code subject}.
     *
     * @param events takes the run's events (warnings, and progress ticks if asked)
     * @return how it went and the valid instances; throws {@link org.smallscope.engine.SmallscopeException} for a snapshot store
     *         or a base that cannot be used, naming it
     */
    public Result run(LoadedSubject subject, RunListener events) {
        RunSpec spec = RunSpec.defaults().withThreads(threads)
                .withStore(new RunSpec.Store(store, base, incremental, ReuseEstimate.Policy.valueOf(reuse.name()), Generation.Checkpointing.OFF))
                .withLimits(RunSpec.Limits.DEFAULT.timeout(timeoutMillis));
        ValidCollector collect = new ValidCollector();
        SubjectRun run = new SubjectRun(SubjectRun.Request.of(subject.subject(), spec, tool, null, null).sending(false, progressTicks, false));
        return new Result(subject, tool, run.run(events, collect), collect.instances());
    }

    /** How a generation went: the search's outcome and counts, what it reused and saved, and the valid instances. */
    public static final class Result {

        private final LoadedSubject subject;
        private final String tool;
        private final SubjectRun.Result run;
        private final List<int[]> instances;

        private Result(LoadedSubject subject, String tool, SubjectRun.Result run, List<int[]> instances) {
            this.subject = subject;
            this.tool = tool;
            this.run = run;
            this.instances = instances;
        }

        private SearchResult search() {
            return run.search();
        }

        /** @return whether the search completed, or why it stopped */
        public Outcome outcome() {
            return search().outcome();
        }

        /** @return the error that stopped the search (a breach of repOk's contract, a candidate that timed out), or null */
        public SmallscopeException failure() {
            return search().failure();
        }

        /** @return the valid instances found */
        public long valid() {
            return search().valid();
        }

        /** @return the candidates repOk ran on */
        public long explored() {
            return search().explored();
        }

        /** @return the search's wall-clock time */
        public long millis() {
            return search().millis();
        }

        /** @return the candidates on which repOk threw (counted invalid) */
        public long predicateExceptions() {
            return search().predicateExceptions();
        }

        /** @return the first exception repOk threw, or null */
        public Throwable firstException() {
            return search().firstException();
        }

        /** @return the candidate vector on which repOk first threw, or null */
        public int[] firstExceptionCandidate() {
            return search().firstExceptionCandidate();
        }

        /** @return how the run searched: full, or reusing a snapshot forward or backward */
        public Mode mode() {
            return run.mode();
        }

        private Generation.Report report() {
            return run.generation();
        }

        /** @return the id of the snapshot the run compared with (reused, or refused), or null when there was none */
        public String baseId() {
            return report() == null || report().base() == null ? null : report().base().id();
        }

        /** @return {@code BST(4)}: the subject and bounds of the snapshot the run compared with, or null when there was none */
        public String baseDescription() {
            return report() == null || report().base() == null ? null : report().base().descriptor().describe();
        }

        /** @return the tests of the snapshot an incremental run reused */
        public long reusedTests() {
            return report() == null ? 0 : report().outcome().reusedTests();
        }

        /** @return the mixed ranges (forward) or stretches (backward) an incremental run reused */
        public long mixedRanges() {
            return report() == null ? 0 : report().outcome().mixedRanges();
        }

        /** @return why a compatible-looking snapshot could not be reused, or null */
        public String fallbackReason() {
            return report() == null ? null : report().outcome().fallbackReason();
        }

        /** @return why the estimate chose a full search over replaying a compatible snapshot, or null when it did not */
        public String fullSearchChosen() {
            ReuseEstimate estimate = report() == null ? null : report().outcome().estimate();
            return estimate != null && estimate.chosen() == ReuseEstimate.Choice.FULL ? estimate.reason() : null;
        }

        /** @return the run's warnings (damaged snapshots, ...) */
        public List<String> warnings() {
            return report() == null ? List.of() : report().warnings();
        }

        /** @return whether the run saved a snapshot of its suite */
        public boolean saved() {
            return report() != null && report().saved() != null;
        }

        /** @return the valid instances, as candidate vectors in the search's order */
        public List<int[]> instances() {
            return instances;
        }

        /**
         * Writes the valid instances (or, with a method run, its passing inputs and counterexamples) as JUnit 5 test classes.
         *
         * @param testSourceRoot the test-source root, under which the files go by package
         * @param classes the class files the tests are generated against
         * @param methodRun method mode's run over these instances, or null
         * @return the files written; throws {@link IllegalArgumentException} naming what the tests cannot build
         */
        public Written export(Path testSourceRoot, ClassFileSource classes, MethodMode.Run methodRun) {
            String snapshot = saved() ? subject.fingerprint() : null;
            ExportRequest request = ExportRequest.of(subject.subject(), instances, new SuiteFacts(tool, snapshot, explored(), valid()))
                    .withClassFiles(classes).withMethodRun(methodRun == null ? null : methodRun.run());
            try {
                return new Written(SuiteExport.write(request, testSourceRoot));
            } catch (ExportException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }
    }

    /** The JUnit files an export wrote. */
    public static final class Written {

        private final ExportResult result;

        private Written(ExportResult result) {
            this.result = result;
        }

        /** @return the test classes' simple names, in the order written */
        public List<String> classNames() {
            return result.files().stream().map(ExportResult.WrittenFile::className).toList();
        }

        /** @return how many files were written (the others already held the same text) */
        public long changedFiles() {
            return result.changedFiles();
        }

        /** @return how many tests the files hold */
        public int tests() {
            return result.tests();
        }

        /** @return the stale files of an earlier export that were deleted */
        public List<Path> deleted() {
            return result.deleted();
        }
    }
}
