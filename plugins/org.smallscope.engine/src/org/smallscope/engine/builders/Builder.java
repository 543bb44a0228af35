package org.smallscope.engine.builders;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

/**
 * One builder of API mode: a public constructor or a public instance method whose parameters are ints or booleans,
 * with the argument tuples it is called with (ascending, the first parameter varying slowest).
 *
 * @param executable the constructor or method
 * @param tuples every argument tuple, in the order they are tried
 */
public record Builder(Executable executable, List<Object[]> tuples) {

    /** @return the builder {@code e} called with ints {@code min..max} and booleans {@code false, true} */
    static Builder of(Executable e, int min, int max) {
        List<Object[]> tuples = new ArrayList<>();
        tuples.add(new Object[0]);
        for (Class<?> p : e.getParameterTypes()) {
            List<Object> values = new ArrayList<>();
            if (p == boolean.class || p == Boolean.class) {
                values.add(false);
                values.add(true);
            } else {
                for (int v = min; v <= max; v++) {
                    values.add(v);
                }
            }
            List<Object[]> longer = new ArrayList<>();
            for (Object[] t : tuples) {
                for (Object v : values) {
                    Object[] u = java.util.Arrays.copyOf(t, t.length + 1);
                    u[t.length] = v;
                    longer.add(u);
                }
            }
            tuples = longer;
        }
        return new Builder(e, List.copyOf(tuples));
    }

    /** @return whether this builder makes the object (a constructor) */
    public boolean constructor() {
        return executable instanceof Constructor<?>;
    }

    /** @return the method's name, or the class's simple name for a constructor */
    public String name() {
        return constructor() ? executable.getDeclaringClass().getSimpleName() : executable.getName();
    }

    /** @return e.g. {@code insert(int)}, {@code AVL()} */
    public String signature() {
        StringBuilder sb = new StringBuilder(name()).append('(');
        Class<?>[] types = executable.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            sb.append(i == 0 ? "" : ", ").append(types[i].getSimpleName());
        }
        return sb.append(')').toString();
    }

    /**
     * Calls this builder: a constructor makes a new object (then {@code receiver} is ignored), a method is called on
     * {@code receiver}.
     *
     * @return the new object, or {@code receiver}
     * @throws InvocationTargetException when the builder threw (its exception is the cause)
     */
    Object call(Object receiver, Object[] args) throws InvocationTargetException {
        try {
            if (executable instanceof Constructor<?> c) {
                return c.newInstance(args);
            }
            ((Method) executable).invoke(receiver, args);
            return receiver;
        } catch (InstantiationException | IllegalAccessException e) {
            throw new IllegalStateException("cannot call " + executable + ": " + e, e);
        }
    }
}
