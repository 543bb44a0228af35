package org.smallscope.engine.export.methods;

import java.util.List;

/**
 * What method mode found: the inputs on which the method kept repOk (exported as tests) and the
 * counterexamples (reported, never exported as passing tests).
 *
 * @param method the method and its parameter values
 * @param inputs how many inputs were run (receivers times argument combinations)
 * @param passing the inputs that passed, in order (receivers in search order, last parameter fastest)
 * @param counterexamples the inputs that failed, in the same order
 */
public record MethodRun(MethodUnderTest method, long inputs, List<MethodInput> passing, List<Counterexample> counterexamples) {

    /** @return the number of counterexamples with problem {@code p} */
    public long count(Counterexample.Problem p) {
        return counterexamples.stream().filter(c -> c.problem() == p).count();
    }
}
