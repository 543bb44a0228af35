package org.smallscope.engine.door;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.builders.Builder;
import org.smallscope.engine.builders.BuilderFailure;
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.engine.builders.BuilderTestWriter;
import org.smallscope.engine.builders.BuiltState;
import org.smallscope.engine.builders.CrossCheck;

/**
 * API mode through the front door: a class's own builders (constructors and methods) called in every sequence within
 * bounds, keeping each distinct object state reached; with its tests written and its cross-check with repOk. Immutable:
 * each bound gives a new request.
 */
public final class ApiMode {

    /** How long one builder call may run unless a request says otherwise. */
    public static final long DEFAULT_CALL_TIMEOUT_MILLIS = BuilderSearch.DEFAULT_CALL_TIMEOUT_MILLIS;

    private final BuilderSpec spec;

    private ApiMode(BuilderSpec spec) {
        this.spec = spec;
    }

    /** @return API mode on {@code subject} at size {@code n}: at most n objects, n calls, ints 0..n-1, every public builder */
    public static ApiMode of(Class<?> subject, int n) {
        return new ApiMode(BuilderSpec.of(subject, n));
    }

    /**
     * @return class {@code className} loaded from {@code classes} as compiled (no instrumentation); a missing class is the
     *         engine's CLASS_NOT_FOUND ({@link org.smallscope.engine.SmallscopeException})
     */
    public static Class<?> load(String className, ClassFileSource classes) {
        return BuilderSearch.load(className, classes);
    }

    /** @return this request calling only the builders named (all public ones when empty) */
    public ApiMode withBuilders(List<String> names) {
        return new ApiMode(spec.withBuilders(names));
    }

    /** @return this request leaving out the builders named */
    public ApiMode withExclude(List<String> names) {
        return new ApiMode(spec.withExclude(names));
    }

    /** @return this request making sequences of at most {@code calls} calls */
    public ApiMode withCalls(int calls) {
        return new ApiMode(spec.withCalls(calls));
    }

    /** @return this request passing the ints {@code min..max} to int parameters */
    public ApiMode withInts(int min, int max) {
        return new ApiMode(spec.withInts(min, max));
    }

    /** @return {@code AvlTree(4)} with the bounds that differ from the defaults */
    public String describe() {
        return spec.describe();
    }

    /** @return the class whose objects are built */
    public Class<?> subject() {
        return spec.subject();
    }

    /** @return the builders named, or empty for all public ones */
    public List<String> builderNames() {
        return spec.builders();
    }

    /** @return the builders left out */
    public List<String> excluded() {
        return spec.exclude();
    }

    /** @return the most objects a state may hold */
    public int maxObjects() {
        return spec.maxObjects();
    }

    /** @return the most calls in a sequence */
    public int maxCalls() {
        return spec.maxCalls();
    }

    /** @return the least int passed */
    public int minInt() {
        return spec.minInt();
    }

    /** @return the greatest int passed */
    public int maxInt() {
        return spec.maxInt();
    }

    /**
     * @return the signatures of the builders this request calls; checks them before any run: an unknown name or an
     *         unusable parameter type is a {@link org.smallscope.engine.SmallscopeException} naming the method
     */
    public List<String> builders() {
        return BuilderSearch.builders(spec).stream().map(Builder::signature).toList();
    }

    /** @return the states built on one thread, each builder call allowed {@link #DEFAULT_CALL_TIMEOUT_MILLIS} */
    public Result run() {
        return new Result(new BuilderSearch(spec).run(null));
    }

    /**
     * @param threads how many threads replay the sequences
     * @param callTimeoutMillis how long one builder call may run (0: no limit); a longer call ends the run ({@link Result#stuck()})
     * @return the states built
     */
    public Result run(int threads, long callTimeoutMillis) {
        return new Result(new BuilderSearch(spec).threads(threads).callTimeout(callTimeoutMillis).run(null));
    }

    /** What API mode built, and which builders threw. */
    public static final class Result {

        private final BuilderResult result;

        private Result(BuilderResult result) {
            this.result = result;
        }

        /** @return the distinct states reached, in the order found */
        public List<State> states() {
            return result.states().stream().map(State::new).toList();
        }

        /** @return each builder that threw, with its shortest sequence */
        public List<Failure> failures() {
            return result.failures().stream().map(Failure::new).toList();
        }

        /** @return how many call sequences ran */
        public long sequences() {
            return result.sequences();
        }

        /** @return the signatures of the builders called */
        public List<String> builders() {
            return result.builders().stream().map(Builder::signature).toList();
        }

        /** @return the builders left out because no call of theirs changed a state */
        public List<String> unchanging() {
            return result.unchanging();
        }

        /** @return the run's wall-clock time */
        public long millis() {
            return result.millis();
        }

        /** @return the builder call that did not return in time and ended the run (its states are then not all), or null */
        public String stuck() {
            return result.stuck() == null ? null : result.stuck().describe();
        }

        /** @return the JUnit 5 test class written under {@code testSourceRoot}: one test per state, built by its sequence */
        public Path writeTests(Class<?> subject, Path testSourceRoot) throws IOException {
            return BuilderTestWriter.write(result, subject, testSourceRoot);
        }

        /** @return the comparison of these states with a full repOk search of {@code subject} (the same class, with its finitization) */
        public CrossCheckResult crossCheck(LoadedSubject subject) {
            return new CrossCheckResult(CrossCheck.run(result, subject.subject()));
        }
    }

    /** One state reached, with the shortest call sequence that reaches it. */
    public static final class State {

        private final BuiltState state;

        private State(BuiltState state) {
            this.state = state;
        }

        /** @return how many objects the state holds */
        public int objects() {
            return state.state().objects();
        }

        /** @return the state as one line of text, the same for equal states */
        public String canonical() {
            return state.state().canonical();
        }

        /** @return the calls that build it, joined by {@code separator} */
        public String calls(String separator) {
            return state.sequence().text(separator);
        }

        /** @return the object built during the run */
        public Object object() {
            return state.object();
        }

        /** @return a fresh object built again by the state's calls */
        public Object rebuild() {
            return state.rebuild();
        }
    }

    /** A builder that threw. */
    public static final class Failure {

        private final BuilderFailure failure;

        private Failure(BuilderFailure failure) {
            this.failure = failure;
        }

        /** @return the builder's signature */
        public String builder() {
            return failure.builder().signature();
        }

        /** @return what it threw */
        public Throwable thrown() {
            return failure.thrown();
        }

        /** @return the shortest sequence whose last call threw, joined by {@code separator} */
        public String calls(String separator) {
            return failure.sequence().text(separator);
        }

        /** @return how many sequences ended in this builder throwing */
        public long occurrences() {
            return failure.occurrences();
        }

        /** @return e.g. {@code remove(int) threw java.lang.NullPointerException: ... (new BST(), add(0), remove(0))} */
        public String describe() {
            return failure.describe();
        }
    }

    /** API mode's states compared with repOk's valid structures at the same bounds. */
    public static final class CrossCheckResult {

        private final CrossCheck.Result result;

        private CrossCheckResult(CrossCheck.Result result) {
            this.result = result;
        }

        /** @return whether both sides found the same structures (those within bounds) */
        public boolean agree() {
            return result.agree();
        }

        /** @return how many structures repOk accepts */
        public long repOkValid() {
            return result.repOkValid();
        }

        /** @return how many built states lie outside the finitization's bounds (not compared) */
        public int outOfBounds() {
            return result.outOfBounds();
        }

        /** @return the first of those, or null */
        public String firstOutside() {
            return result.firstOutside();
        }

        /** @return the built states repOk rejects, smallest first */
        public List<Witness> rejected() {
            return result.rejected().stream().map(Witness::new).toList();
        }

        /** @return the structures repOk accepts that no sequence builds, smallest first */
        public List<Witness> unreached() {
            return result.unreached().stream().map(Witness::new).toList();
        }
    }

    /** One structure on which the two sides differ: built by a sequence, or found as a candidate vector. */
    public static final class Witness {

        private final CrossCheck.Witness witness;

        private Witness(CrossCheck.Witness witness) {
            this.witness = witness;
        }

        /** @return the structure as one line of text */
        public String structure() {
            return witness.structure();
        }

        /** @return the calls that build it joined by {@code separator}, or null for a structure only repOk found */
        public String calls(String separator) {
            return witness.sequence() == null ? null : witness.sequence().text(separator);
        }

        /** @return its candidate vector, for a structure only repOk found, else null */
        public int[] candidate() {
            return witness.candidate();
        }
    }
}
