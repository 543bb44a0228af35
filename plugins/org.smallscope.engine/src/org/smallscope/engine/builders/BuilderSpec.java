package org.smallscope.engine.builders;

import java.util.List;

import org.smallscope.engine.EngineError;

/**
 * What API mode explores: a class, its builder methods (named, or found automatically), the values of their int
 * arguments, at most {@code maxObjects} objects reachable from the subject object (the object itself not counted), and
 * at most {@code maxCalls} method calls after the constructor.
 *
 * @param subject the class whose objects are built
 * @param builders the builder methods by name, in the order to try them; empty to find them automatically (public
 *        instance methods with int or boolean parameters that change the object's state)
 * @param exclude methods never used as builders when they are found automatically
 * @param maxObjects the most objects the structure may hold besides the subject object itself (values such as boxed
 *        ints and strings are not objects here)
 * @param maxCalls the most method calls after the constructor
 * @param minInt the smallest int argument
 * @param maxInt the largest int argument
 */
public record BuilderSpec(Class<?> subject, List<String> builders, List<String> exclude, int maxObjects, int maxCalls, int minInt, int maxInt) {

    /** Checks the bounds. */
    public BuilderSpec {
        builders = List.copyOf(builders);
        exclude = List.copyOf(exclude);
        if (maxObjects < 0 || maxCalls < 0 || minInt > maxInt) {
            throw EngineError.NO_BUILDERS.exception(subject.getName(), "the bounds must have at least 0 objects and 0 calls and"
                    + " min <= max for int arguments, not " + maxObjects + " objects, " + maxCalls + " calls, ints " + minInt + ".." + maxInt);
        }
    }

    /**
     * @return the default bounds for size {@code n}: builders found automatically, at most {@code n} objects, {@code n}
     *         calls (enough for every structure an insert-only class builds with {@code n} objects) and int arguments
     *         {@code 0..n-1} (like a finitization's {@code createIntSet(0, n - 1)})
     */
    public static BuilderSpec of(Class<?> subject, int n) {
        return new BuilderSpec(subject, List.of(), List.of(), n, n, 0, Math.max(0, n - 1));
    }

    /** @return these bounds with the builders {@code names}, in that order */
    public BuilderSpec withBuilders(List<String> names) {
        return new BuilderSpec(subject, names, exclude, maxObjects, maxCalls, minInt, maxInt);
    }

    /** @return these bounds without the methods {@code names} among automatically found builders */
    public BuilderSpec withExclude(List<String> names) {
        return new BuilderSpec(subject, builders, names, maxObjects, maxCalls, minInt, maxInt);
    }

    /** @return these bounds with at most {@code calls} method calls */
    public BuilderSpec withCalls(int calls) {
        return new BuilderSpec(subject, builders, exclude, maxObjects, calls, minInt, maxInt);
    }

    /** @return these bounds with int arguments {@code min..max} */
    public BuilderSpec withInts(int min, int max) {
        return new BuilderSpec(subject, builders, exclude, maxObjects, maxCalls, min, max);
    }

    /** @return {@code AVL(7)}-style text with the bounds that differ from the defaults */
    public String describe() {
        return subject.getSimpleName() + "(" + maxObjects + ")" + (maxCalls != maxObjects ? " calls " + maxCalls : "")
                + (minInt != 0 || maxInt != Math.max(0, maxObjects - 1) ? " ints " + minInt + ".." + maxInt : "");
    }
}
