package org.smallscope.cli.tests.subjects;

import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/**
 * A counter in 0..n with oracles for method mode: {@link #increment} keeps repOk and agrees with its model
 * {@code model_increment}, but returns the old value where its postcondition {@code post_increment} wants the new one.
 */
public class Counter {

    /** The count. */
    public int value;

    /** @return whether the count is not negative */
    public boolean repOk() {
        return value >= 0;
    }

    /** @return the count before adding one (the postcondition wants the count after) */
    public int increment() {
        return value++;
    }

    /** @return the count as a one-element list */
    public List<Integer> abstraction() {
        return List.of(value);
    }

    /** @return the count after {@code increment()} */
    public static List<Integer> model_increment(List<Integer> before) {
        return List.of(before.get(0) + 1);
    }

    /** @return whether {@code increment()} returned the new count */
    public boolean post_increment(Counter old, int result) {
        return result == old.value + 1 && result == value;
    }

    /** @return the count in 0..n */
    public static IFinitization finCounter(int n) {
        IFinitization f = FinitizationFactory.create(Counter.class);
        f.set("value", f.createIntSet(0, n));
        return f;
    }
}
