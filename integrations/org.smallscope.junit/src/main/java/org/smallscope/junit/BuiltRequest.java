package org.smallscope.junit;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.door.ApiMode;

/**
 * What one {@link BuiltSource} test asks for, read and checked: the API-mode bounds and the test method for messages.
 *
 * @param spec the class, builders and bounds
 * @param where the test method, {@code AvlTests.balanced(AvlTree)}, for messages
 */
record BuiltRequest(ApiMode spec, String where) {

    /** @return the request of {@code test}'s {@link BuiltSource}; throws {@link ExtensionConfigurationException} naming the test for bad input */
    static BuiltRequest of(Method test) {
        String where = test.getDeclaringClass().getSimpleName() + "." + test.getName()
                + Arrays.stream(test.getParameterTypes()).map(Class::getSimpleName).collect(Collectors.joining(",", "(", ")"));
        BuiltSource a = AnnotationSupport.findAnnotation(test, BuiltSource.class)
                .orElseThrow(() -> new ExtensionConfigurationException(where + " has no @BuiltSource"));
        Class<?>[] parameters = test.getParameterTypes();
        if (parameters.length != 1) {
            throw bad(where, "the test must take exactly one parameter, the built object, not " + parameters.length);
        }
        Class<?> subject = a.value() == Void.class ? parameters[0] : a.value();
        if (!parameters[0].isAssignableFrom(subject)) {
            throw bad(where, "its parameter is a " + parameters[0].getName() + ", but the built class " + subject.getName() + " is not one");
        }
        int[] args = SuiteRequest.parseArgs(a.args(), where);
        if (args.length != 1 || args[0] < 0) {
            throw bad(where, "args \"" + a.args() + "\" must be one size n >= 0 (at most n objects, n calls, ints 0..n-1), e.g. \"5\"");
        }
        if (a.calls() < -1) {
            throw bad(where, "calls must be 0 or more (or -1 for the size), not " + a.calls());
        }
        ApiMode spec = ApiMode.of(subject, args[0]).withBuilders(trimmed(a.builders())).withExclude(trimmed(a.exclude()));
        if (a.calls() >= 0) {
            spec = spec.withCalls(a.calls());
        }
        if (!a.ints().isBlank()) {
            int[] range = ints(a.ints(), where);
            spec = spec.withInts(range[0], range[1]);
        }
        try {
            spec.builders(); // unknown builders and unusable parameter types fail here, naming the method
        } catch (SmallscopeException e) {
            throw bad(where, e.getMessage());
        }
        return new BuiltRequest(spec, where);
    }

    private static List<String> trimmed(String[] names) {
        return Arrays.stream(names).map(String::trim).filter(s -> !s.isEmpty()).toList();
    }

    /** @return {@code "min..max"} as two ints, min <= max */
    static int[] ints(String text, String where) {
        String[] parts = text.trim().split("\\.\\.", -1);
        try {
            if (parts.length == 2) {
                int min = Integer.parseInt(parts[0].trim());
                int max = Integer.parseInt(parts[1].trim());
                if (min <= max) {
                    return new int[] {min, max};
                }
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw bad(where, "ints \"" + text + "\" must be a range min..max with min <= max, e.g. \"0..4\"");
    }

    /** @return the exception for a bad request, naming the test method */
    static ExtensionConfigurationException bad(String where, String problem) {
        return new ExtensionConfigurationException("@BuiltSource on " + where + ": " + problem);
    }

    /** @return {@code AvlTree(4) api} with the bounds that differ from the defaults */
    String describe() {
        return spec.describe() + " api";
    }

    /** @return what identifies the run within one JVM: the class object (so its loader too) and every bound */
    List<Object> cacheKey() {
        return List.of(BuiltRequest.class, spec.subject(), spec.builderNames(), spec.excluded(), spec.maxObjects(), spec.maxCalls(), spec.minInt(),
                spec.maxInt());
    }
}
