package org.smallscope.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the static method returning {@link IFinitization} that bounds a class's search, when it
 * is not named {@code fin<ClassName>} (the convention needs no annotation).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface Finitization {
}
