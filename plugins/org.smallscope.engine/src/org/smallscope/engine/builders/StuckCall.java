package org.smallscope.engine.builders;

import java.util.Arrays;

/**
 * A builder call that did not return within the call time limit, which ended an API-mode run.
 *
 * @param builder the builder called
 * @param args its arguments
 * @param sequence the calls up to and including the stuck one (the first such sequence in breadth-first order among
 *        those running when the limit was noticed)
 * @param limitMillis the limit it exceeded
 */
public record StuckCall(Builder builder, Object[] args, CallSequence sequence, long limitMillis) {

    /** @return e.g. {@code insert(int) called with [3] did not return within 10000 ms (new AVL(), insert(1), insert(3))} */
    public String describe() {
        return builder.signature() + " called with " + Arrays.toString(args) + " did not return within " + limitMillis + " ms ("
                + sequence.text() + "); the run stopped there";
    }
}
