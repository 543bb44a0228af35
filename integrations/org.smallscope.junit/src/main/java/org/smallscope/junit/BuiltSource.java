package org.smallscope.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * Runs a {@code @ParameterizedTest} once for every distinct object a class's own builders make (API mode: a constructor,
 * then up to {@code calls} builder calls, the object's reachable heap matched up to isomorphism), with no repOk needed.
 *
 * <pre>{@code
 * @ParameterizedTest
 * @BuiltSource(value = AvlTree.class, builders = "insert", args = "5")
 * void insertKeepsBalance(AvlTree t) { t.insert(2); assertTrue(t.repOk()); }
 * }</pre>
 *
 * The builders run once per JVM; each invocation then gets a fresh object, built again by its shortest call sequence (so
 * a test that changes it does not change another's), and is named by that sequence, {@code new AvlTree(); insert(3);
 * insert(1)}, smallest objects first. A builder that throws during the search fails the test's container, naming the
 * method, the exception and the sequence. Needs JUnit 5.13 or newer.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ArgumentsSource(BuiltArgumentsProvider.class)
@ExtendWith(InstanceFailures.class)
public @interface BuiltSource {

    /** @return the class whose objects are built; default: the first parameter's type */
    Class<?> value() default Void.class;

    /**
     * @return the builder methods by name, in the order to try them (the public constructors are always used); default:
     *         found automatically, the public instance methods with int or boolean parameters that change the object
     */
    String[] builders() default {};

    /** @return methods never used as builders when they are found automatically */
    String[] exclude() default {};

    /**
     * @return the size {@code n}: at most {@code n} objects besides the built object itself, {@code n} calls and int
     *         arguments {@code 0..n-1} unless {@link #calls} or {@link #ints} say otherwise
     */
    String args();

    /** @return the most builder calls after the constructor; -1 (default): the size */
    int calls() default -1;

    /** @return the int arguments of the builders as {@code "min..max"}, e.g. {@code "-1..3"}; default: {@code 0..n-1} */
    String ints() default "";

    /**
     * @return whether the invocations after the first failing one are skipped (reported as aborted, naming it): with the
     *         objects run smallest first, that failure is the smallest object the test fails on
     */
    boolean failFast() default false;
}
