package org.smallscope.engine.export.generator;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.smallscope.engine.export.methods.CallTimer;
import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodInput;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.MethodUnderTest;
import org.smallscope.engine.export.methods.UserCode;

/**
 * Method mode on the inputs a generator program returned: for every input and every argument combination, a fresh deep
 * copy of the input receives the call (under the time limit); then repOk, if the input's class has one, must hold.
 * Inputs that pass become tests; the others become {@link Counterexample}s, reported as for a repOk subject (the
 * counterexample's vector is the input's choice vector).
 */
public final class GeneratorMethodRunner {

    private GeneratorMethodRunner() {
    }

    /**
     * @param inputs the returned inputs, in exploration order
     * @param vectors each input's choice vector (for counterexample reports), in the same order
     * @param timeoutMillis the time limit for the call and for repOk afterwards; 0 for none
     */
    public static MethodRun run(List<Object> inputs, List<int[]> vectors, MethodUnderTest method, long timeoutMillis) {
        return run(inputs, vectors, r -> LiveCopy.of(inputs.get(r)), r -> LiveTerms.of(inputs.get(r)), method, timeoutMillis);
    }

    /**
     * Method mode on live inputs whose receivers {@code fresh} makes, a new one for every call (a deep copy of the input, or
     * API mode's object built again by its call sequence).
     *
     * @param inputs the inputs, in order (their classes' repOk is checked; default parameter values come from their values)
     * @param vectors each input's vector for counterexample reports (empty ones are left out of the reports)
     * @param fresh makes a new receiver equal to input {@code r}
     * @param describe input {@code r} as counterexamples show it
     * @param timeoutMillis the time limit for the call and for repOk afterwards; 0 for none
     */
    public static MethodRun run(List<Object> inputs, List<int[]> vectors, IntFunction<Object> fresh, IntFunction<String> describe,
            MethodUnderTest method, long timeoutMillis) {
        List<int[]> choices = method.choices();
        List<MethodInput> passing = new ArrayList<>();
        List<Counterexample> counterexamples = new ArrayList<>();
        try (CallTimer timer = new CallTimer(timeoutMillis)) {
            for (int r = 0; r < inputs.size(); r++) {
                Method repOk = inputs.get(r) == null ? null : GeneratorClassWriter.repOk(inputs.get(r).getClass());
                for (int[] choice : choices) {
                    Object receiver = fresh.apply(r);
                    Object[] args = method.runtimeArguments(choice);
                    CallTimer.Result call = timer.call(() -> method.method().invoke(receiver, args));
                    Counterexample.Problem problem = call.callProblem();
                    Throwable thrown = call.thrown();
                    if (problem == null && repOk != null) {
                        repOk.setAccessible(true);
                        CallTimer.Result check = timer.call(() -> repOk.invoke(receiver));
                        problem = check.timedOut() ? Counterexample.Problem.TIMED_OUT : check.thrown() != null ? Counterexample.Problem.REPOK_THREW
                                : Boolean.TRUE.equals(check.value()) ? null : Counterexample.Problem.REPOK_FALSE;
                        thrown = check.thrown();
                    }
                    if (problem == null) {
                        passing.add(new MethodInput(r, choice));
                    } else {
                        counterexamples.add(new Counterexample(r + 1, vectors.get(r).clone(), describe.apply(r), method.call(choice),
                                method.arguments(choice), problem, thrown == null ? null : thrown.getClass().getName(),
                                thrown == null ? null : thrown.getMessage(), thrown == null ? List.of() : UserCode.frames(thrown)));
                    }
                }
            }
        }
        return new MethodRun(method, (long) inputs.size() * choices.size(), List.copyOf(passing), List.copyOf(counterexamples));
    }
}
