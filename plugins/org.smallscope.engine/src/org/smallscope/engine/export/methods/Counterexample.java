package org.smallscope.engine.export.methods;

import java.util.List;

import org.smallscope.engine.subject.Structures;

/**
 * An input on which the method under test misbehaved: it threw, it left the receiver violating
 * repOk, it (or repOk afterwards) did not return in time, or an oracle of {@link Oracles} did not hold. Plain data, for reports and events.
 *
 * @param instance the receiver's number among the valid instances (1-based, search order)
 * @param vector the receiver's candidate vector
 * @param structure the receiver before the call, as a term ({@code size=1 root=Node0(info=0)})
 * @param call the call, e.g. {@code add(3)}
 * @param arguments the argument values as text, in parameter order
 * @param problem what went wrong
 * @param exceptionType the class of what was thrown, or null
 * @param message its message, or null
 * @param userFrames the stack frames in the subject's own code ({@code at a.b.C.m(C.java:12)}), innermost first
 * @param failedCheck for {@link Problem#REPOK_FALSE}: the first of repOk's checks that is false afterwards ({@code sizeOk()}),
 *        or null when it is not known
 * @param size how big the receiver was: its objects, plus its arrays' elements (smaller inputs are easier to read)
 */
public record Counterexample(int instance, int[] vector, String structure, String call, List<String> arguments, Problem problem,
        String exceptionType, String message, List<String> userFrames, String failedCheck, int size) {

    /** A counterexample whose failing check and size are not known. */
    public Counterexample(int instance, int[] vector, String structure, String call, List<String> arguments, Problem problem,
            String exceptionType, String message, List<String> userFrames) {
        this(instance, vector, structure, call, arguments, problem, exceptionType, message, userFrames, null, Integer.MAX_VALUE);
    }

    /** What went wrong on an input. */
    public enum Problem {
        /** The method threw. */
        THREW("threw"),
        /** The method returned, but repOk is false afterwards. */
        REPOK_FALSE("left repOk() false"),
        /** The method returned, but repOk threw afterwards. */
        REPOK_THREW("returned, then repOk() threw"),
        /** The method or repOk afterwards did not return within the time limit. */
        TIMED_OUT("did not return within the time limit"),
        /** The method kept repOk, but its postcondition {@code post_m} returned false (or threw). */
        POSTCONDITION_FALSE("failed its postcondition:"),
        /** The method kept repOk, but {@code abstraction()} afterwards differs from what the model operation {@code model_m} gives. */
        MODEL_DIFFERS("disagrees with its model:");

        private final String text;

        Problem(String text) {
            this.text = text;
        }

        /** @return how the problem reads after the call: {@code add(3) threw} */
        public String text() {
            return text;
        }
    }

    /**
     * @return one line: {@code instance #3 [1,0,2] size=1 root=Node0(info=0): add(3) threw java.lang.IllegalStateException: full}
     *         (without the vector when it is empty, as for API mode's objects: {@code instance #2 new Pile(); push(0): ...})
     */
    public String describe() {
        return "instance #" + instance + " " + (vector.length == 0 ? "" : Structures.formatVector(vector) + " ") + structure + ": " + call + " "
                + what();
    }

    /** @return what went wrong, without the input: {@code left repOk() false: sizeOk() is false}, {@code threw java.lang.X: m} */
    public String what() {
        String thrown = exceptionType == null ? (message == null ? "" : " " + message)
                : " " + exceptionType + (message == null ? "" : ": " + message);
        return problem.text() + (failedCheck == null ? "" : ": " + failedCheck + " is false") + thrown;
    }
}
