package org.smallscope.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Runs a {@code @ParameterizedTest} once for every valid instance of a subject (every non-isomorphic structure for which
 * {@code repOk} holds within the finitization's bounds), searched in the test JVM: incrementally from the snapshot the
 * previous run saved when {@code repOk} or the bounds changed since, else in full.
 *
 * <pre>{@code
 * @ParameterizedTest
 * @ExhaustiveSource(args = "5")
 * void insertKeepsHeap(BinaryHeap heap) { ... }
 *
 * @ParameterizedTest
 * @ExhaustiveSource(value = IntSet.class, args = "3", method = "add(int)", params = "0..3")
 * void add(IntSet set, int x) { set.add(x); assertTrue(set.repOk()); }
 * }</pre>
 *
 * Each invocation gets a fresh instance of the test's own class, its display name the structure's shape. Snapshots are
 * kept in {@code target/smallscope} ({@code build/smallscope} in a Gradle build; system property or JUnit configuration
 * parameter {@code smallscope.store} to choose); JUnit configuration parameter {@code smallscope.reuse}
 * ({@code auto}, {@code always}, {@code never}) decides whether a compatible snapshot is reused. Needs JUnit 5.13 or newer.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ArgumentsSource(ExhaustiveArgumentsProvider.class)
@ExtendWith(InstanceFailures.class)
public @interface ExhaustiveSource {

    /** @return the subject: a class with {@code boolean repOk()} and a finitization; default: the first parameter's type */
    Class<?> value() default Void.class;

    /**
     * @return the name of the static finitization method: the subject's, else the test class's (a plain name the subject does
     *         not declare), or any class's as {@code pkg.Other#method} ({@code Other#method}: in the subject's package);
     *         default: {@code fin<ClassName>}, or the class's only one
     */
    String finitization() default "";

    /** @return the finitization's int arguments, e.g. {@code "5"} or {@code "3,2"} */
    String args();

    /** @return worker threads of the search (the instances and their order do not depend on it) */
    int threads() default 1;

    /** @return whether to reuse the snapshot of an earlier version of the subject (false: always a full search) */
    boolean incremental() default true;

    /**
     * @return a snapshot to reuse by name, as the command line's {@code --base} takes it: an id, a file, or the class it
     *         was made for (e.g. {@code "BST"} for a subject that extends BST's repOk); default: the newest compatible one
     *         of the same class
     */
    String base() default "";

    /**
     * @return method mode: an instance method of the subject, {@code "add"} or {@code "add(int)"}; the test then takes the
     *         receiver and one argument per parameter, and runs for every valid receiver times every combination of values
     */
    String method() default "";

    /**
     * @return method mode: the values per parameter, in order, as the command line's {@code --param} takes them
     *         ({@code "0..5"}, {@code "1,3,7"}, {@code "true,false"}, {@code "a,\"b c\",null"}, {@code "[]|[1]|[1,2]"});
     *         default: one below to one above the subject's ints, both booleans, every enum constant, ...
     */
    String[] params() default {};

    /** @return the time limit of one repOk call in milliseconds (0: none) */
    long timeoutMillis() default 10_000;

    /**
     * @return whether the invocations after the first failing one are skipped (reported as aborted, naming it): with the
     *         instances run smallest first, that failure is the smallest instance the test fails on
     */
    boolean failFast() default false;
}
