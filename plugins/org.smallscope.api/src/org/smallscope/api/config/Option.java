package org.smallscope.api.config;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a static field of a configurable program as a configuration option whose interactions
 * {@code smallscope interactions} infers: a boolean field ranges over {@code false, true}, an enum field over its
 * constants, and any other field (int, long, String) over the {@link #values() values} given here.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface Option {

    /**
     * The option's finite domain as text (e.g. {@code {"0", "1", "2"}}); empty means the type's own domain
     * (booleans and enums), which is an error for other types.
     */
    String[] values() default {};
}
