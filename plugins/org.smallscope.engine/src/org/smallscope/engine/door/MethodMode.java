package org.smallscope.engine.door;

import java.util.List;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodRunner;
import org.smallscope.engine.export.methods.MethodUnderTest;

/**
 * Method mode through the front door: a method of the subject's class, called on every valid instance with every
 * combination of its parameters' values, each call checked (it returns, and repOk holds afterwards).
 */
public final class MethodMode {

    private final LoadedSubject subject;
    private final MethodUnderTest method;

    private MethodMode(LoadedSubject subject, MethodUnderTest method) {
        this.subject = subject;
        this.method = method;
    }

    /**
     * @param spec {@code add} or {@code add(int)} (the parameter types pick among overloads)
     * @param values one text per parameter ({@code 0..5}, {@code 1,3,7}, {@code true,false}, ...), or an empty list for the defaults
     * @return the method of {@code subject}'s class that {@code spec} names; throws {@link IllegalArgumentException} naming the
     *         method and parameter when it is missing, ambiguous or static, or a parameter has no values
     */
    public static MethodMode resolve(LoadedSubject subject, String spec, List<String> values) {
        try {
            return new MethodMode(subject, MethodUnderTest.resolve(subject.subject(), spec, values));
        } catch (ExportException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** @return {@code insert(int)} */
    public String signature() {
        return method.signature();
    }

    /** @return {@code a.b.Heap.insert(int)} */
    public String qualifiedSignature() {
        return method.qualifiedSignature();
    }

    /** @return how many parameters the method takes */
    public int parameters() {
        return method.domains().size();
    }

    /** @return every combination of value indexes, one per parameter, the last parameter varying fastest */
    public List<int[]> choices() {
        return method.choices();
    }

    /** @return {@code insert(3)}: the call of combination {@code choice} as source text */
    public String call(int[] choice) {
        return method.call(choice);
    }

    /** @return the arguments of combination {@code choice} for parameters of {@code types} (the method's as another loader has it) */
    public Object[] argumentValues(int[] choice, Class<?>[] types) {
        return method.argumentValues(choice, types);
    }

    /**
     * @param instances the valid instances (receivers), as candidate vectors
     * @param timeoutMillis how long each call may run (0: no limit)
     * @return the tally of calling the method on every input
     */
    public Run run(List<int[]> instances, long timeoutMillis) {
        return new Run(MethodRunner.run(subject.subject(), instances, method, timeoutMillis));
    }

    /** What calling the method on every input found. */
    public static final class Run {

        private final MethodRun run;

        private Run(MethodRun run) {
            this.run = run;
        }

        /** @return the engine's run, for the export */
        MethodRun run() {
            return run;
        }

        /** @return {@code insert(int)} */
        public String signature() {
            return run.method().signature();
        }

        /** @return the inputs tried: instances times combinations of values */
        public long inputs() {
            return run.inputs();
        }

        /** @return the inputs on which the call returned and repOk held */
        public int passed() {
            return run.passing().size();
        }

        /** @return the inputs on which it did not, smallest receiver first */
        public List<Failure> counterexamples() {
            return run.counterexamples().stream().map(Failure::new).toList();
        }
    }

    /** One input on which the method threw, timed out or broke repOk. */
    public static final class Failure {

        private final Counterexample c;

        private Failure(Counterexample c) {
            this.c = c;
        }

        /** @return the input and what went wrong, on one line */
        public String describe() {
            return c.describe();
        }

        /** @return the stack frames in the subject's own code, innermost first */
        public List<String> userFrames() {
            return c.userFrames();
        }

        @Override
        public String toString() {
            return describe();
        }
    }
}
