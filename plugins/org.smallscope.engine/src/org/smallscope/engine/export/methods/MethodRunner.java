package org.smallscope.engine.export.methods;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.export.CandidateGraph;
import org.smallscope.engine.export.Terms;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * Korat's black-box method mode, after the search: for every valid instance and every argument
 * combination, rebuild the receiver fresh (a new heap of instrumented objects, guarded against
 * {@code System.exit} and endless loops), call the method under the time limit, then check repOk
 * on the receiver and the subject's {@link Oracles} (postcondition, model operation). Inputs that pass become tests,
 * with their observed return value and abstraction; the others become {@link Counterexample}s.
 */
public final class MethodRunner {

    private MethodRunner() {
    }

    /**
     * @param instances the valid candidate vectors, in search order
     * @param timeoutMillis the time limit for the call and for repOk afterwards (the run's --timeout); 0 for none
     */
    public static MethodRun run(Subject subject, List<int[]> instances, MethodUnderTest method, long timeoutMillis) {
        return run(subject, instances, method, timeoutMillis, true);
    }

    /**
     * @param observe whether to record what each passing call returned and left (the regression assertions of an export:
     *        {@link MethodInput#result()}, {@link MethodInput#state()}, {@link MethodInput#structure()}); a run that exports
     *        nothing saves their time and memory
     */
    public static MethodRun run(Subject subject, List<int[]> instances, MethodUnderTest method, long timeoutMillis, boolean observe) {
        return run(subject, instances, method, timeoutMillis, observe, false);
    }

    /**
     * @param firstFailure whether to stop after the first receiver on which some input fails (its other argument combinations
     *        are still run); the run's {@link MethodRun#inputs()} then counts the inputs run
     */
    public static MethodRun run(Subject subject, List<int[]> instances, MethodUnderTest method, long timeoutMillis, boolean observe,
            boolean firstFailure) {
        CandidateGraph graph = new CandidateGraph(subject);
        List<int[]> choices = method.choices();
        List<MethodInput> passing = new ArrayList<>();
        List<Counterexample> counterexamples = new ArrayList<>();
        long run = 0;
        try (CallTimer timer = new CallTimer(timeoutMillis)) {
            for (int r = 0; r < instances.size() && !(firstFailure && !counterexamples.isEmpty()); r++) {
                int[] cv = instances.get(r);
                for (int[] choice : choices) {
                    Object outcome = runOne(subject, graph, r, cv, method, choice, timer, observe);
                    run++;
                    if (outcome instanceof MethodInput input) {
                        passing.add(input);
                    } else {
                        counterexamples.add((Counterexample) outcome);
                    }
                }
            }
        }
        return new MethodRun(method, run, List.copyOf(passing), List.copyOf(counterexamples));
    }

    /** @return the passing {@link MethodInput} with what the call was observed to do, or the {@link Counterexample} */
    private static Object runOne(Subject subject, CandidateGraph graph, int r, int[] cv, MethodUnderTest method, int[] choice,
            CallTimer timer, boolean observe) {
        CandidateHeap heap = subject.newHeap();
        heap.writeAll(cv);
        Object receiver = heap.root();
        Oracles oracles = method.oracles();
        Object old = null;
        if (oracles.any()) {
            CandidateHeap copy = subject.newHeap();
            copy.writeAll(cv);
            old = copy.root();
        }
        Object[] args = method.runtimeArguments(choice);
        CallTimer.Result call = timer.call(() -> invoke(method, receiver, args));
        if (call.thrown() instanceof CannotCall) {
            throw new IllegalStateException("cannot call " + method.qualifiedSignature() + ": " + call.thrown().getCause(), call.thrown());
        }
        Counterexample.Problem problem = call.callProblem();
        Throwable thrown = call.thrown();
        if (problem == null) {
            CallTimer.Result check = timer.call(() -> checkRepOk(heap));
            if (check.thrown() instanceof org.smallscope.engine.subject.ContractRefusal refusal) {
                throw refusal; // not a counterexample: repOk itself broke its contract
            } else if (check.timedOut()) {
                problem = Counterexample.Problem.TIMED_OUT;
            } else if (check.thrown() != null) {
                problem = Counterexample.Problem.REPOK_THREW;
                thrown = check.thrown();
            } else if (!Boolean.TRUE.equals(check.value())) {
                problem = Counterexample.Problem.REPOK_FALSE;
            }
        }
        String message = null;
        Object state = null;
        if (problem == null) {
            Object before = old;
            CallTimer.Result oracle = timer.call(() -> oracles.any()
                    ? oracles.check(method.name(), before, receiver, call.value(), method.runtimeArguments(choice)) : null);
            if (oracle.timedOut()) {
                problem = Counterexample.Problem.TIMED_OUT;
            } else if (oracle.thrown() != null) {
                problem = oracles.hasModel() ? Counterexample.Problem.MODEL_DIFFERS : Counterexample.Problem.POSTCONDITION_FALSE;
                thrown = oracle.thrown();
            } else if (oracle.value() instanceof Oracles.Failure failure) {
                problem = failure.problem();
                message = failure.message();
            } else if (observe && oracles.hasAbstraction()) {
                CallTimer.Result abstraction = timer.call(() -> oracles.abstractionOf(receiver));
                if (abstraction.timedOut() || abstraction.thrown() != null) {
                    problem = abstraction.timedOut() ? Counterexample.Problem.TIMED_OUT : Counterexample.Problem.MODEL_DIFFERS;
                    thrown = abstraction.thrown();
                } else {
                    state = abstraction.value();
                }
            }
        }
        if (problem == null && !observe) {
            return new MethodInput(r, choice);
        } else if (problem == null) {
            String result = method.method().getReturnType() == void.class ? null : String.valueOf(call.value());
            return new MethodInput(r, choice, result, oracles.hasAbstraction() ? String.valueOf(state) : null,
                    oracles.hasAbstraction() ? null : postState(subject, receiver));
        }
        String failed = problem == Counterexample.Problem.REPOK_FALSE ? FailedCheck.of(subject, receiver, timer) : null;
        return new Counterexample(r + 1, cv.clone(), Terms.render(graph, cv), method.call(choice), method.arguments(choice), problem,
                thrown == null ? null : thrown.getClass().getName(), thrown == null ? message : thrown.getMessage(),
                thrown == null ? List.of() : UserCode.frames(thrown), failed, size(graph, cv));
    }

    /** @return the objects of candidate {@code cv} reachable from its root, plus the elements of its arrays */
    private static int size(CandidateGraph graph, int[] cv) {
        int size = 0;
        for (int o : graph.discover(cv).order()) {
            size += 1 + (graph.isArray(o) ? graph.elementSlots(o, cv).length : 0);
        }
        return size;
    }

    private static PostState postState(Subject subject, Object receiver) {
        try {
            return PostState.of(subject, receiver);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the receiver after the call: " + e, e);
        }
    }

    /** Runs repOk on the heap's root; what it throws is passed on (wrapped only if checked). */
    private static Object checkRepOk(CandidateHeap heap) throws Exception {
        try {
            return heap.repOk();
        } catch (Exception | Error e) {
            throw e;
        } catch (Throwable t) {
            throw new java.lang.reflect.InvocationTargetException(t);
        }
    }

    /** Calls the method; what it throws arrives wrapped in an InvocationTargetException, reflection's own failures as {@link CannotCall}. */
    private static Object invoke(MethodUnderTest method, Object receiver, Object[] args) throws Exception {
        try {
            return method.method().invoke(receiver, args);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new CannotCall(e);
        }
    }

    /** Reflection could not call the method at all (an engine bug, not a counterexample). */
    private static final class CannotCall extends RuntimeException {
        private static final long serialVersionUID = 1L;

        CannotCall(Exception cause) {
            super(cause);
        }
    }
}
