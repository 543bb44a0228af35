package org.smallscope.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ArgumentsSource;

/**
 * {@code @ParameterizedTest} and {@link ExhaustiveSource} in one annotation, with the same attributes:
 * {@code @ExhaustiveTest(args = "5") void t(BinaryHeap heap)} runs once for every valid heap of size 5.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ParameterizedTest
@ArgumentsSource(ExhaustiveArgumentsProvider.class)
@ExtendWith(InstanceFailures.class)
public @interface ExhaustiveTest {

    /** @return see {@link ExhaustiveSource#value()} */
    Class<?> value() default Void.class;

    /** @return see {@link ExhaustiveSource#finitization()} */
    String finitization() default "";

    /** @return see {@link ExhaustiveSource#args()} */
    String args();

    /** @return see {@link ExhaustiveSource#threads()} */
    int threads() default 1;

    /** @return see {@link ExhaustiveSource#incremental()} */
    boolean incremental() default true;

    /** @return see {@link ExhaustiveSource#base()} */
    String base() default "";

    /** @return see {@link ExhaustiveSource#method()} */
    String method() default "";

    /** @return see {@link ExhaustiveSource#params()} */
    String[] params() default {};

    /** @return see {@link ExhaustiveSource#timeoutMillis()} */
    long timeoutMillis() default 10_000;

    /** @return see {@link ExhaustiveSource#failFast()} */
    boolean failFast() default false;
}
