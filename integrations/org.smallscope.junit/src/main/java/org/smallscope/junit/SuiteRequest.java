package org.smallscope.junit;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.StringJoiner;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * What one exhaustive test asks for, read and checked from its {@link ExhaustiveSource} or {@link ExhaustiveTest}: the
 * subject class, its finitization and arguments, how to search, and for method mode the method and its parameter values.
 *
 * @param subject the class with repOk, as the test's class loader has it
 * @param finitization the finitization method's name, or null for the subject's standard one; {@code pkg.Other#method} for
 *        one of another class (a plain name the subject does not declare but the test class does becomes the test
 *        class's)
 * @param args the finitization's arguments
 * @param threads worker threads
 * @param incremental whether a snapshot of an earlier version may be reused
 * @param base the snapshot to reuse by name, or null to pick the newest compatible one
 * @param method method mode's method ({@code add} or {@code add(int)}), or null
 * @param params method mode's values per parameter (empty: the defaults)
 * @param timeoutMillis the time limit of one repOk call (0: none)
 * @param where the test method, {@code BSTTest.sizes(BST)}, for messages
 * @param classes the loader whose class files the search reads: the subject's, or the test class's when the finitization
 *        is of another class (the test class's loader sees the subject, the subject's may not see the test classes)
 */
record SuiteRequest(Class<?> subject, String finitization, int[] args, int threads, boolean incremental, String base, String method,
        List<String> params, long timeoutMillis, String where, ClassLoader classes) {

    /** @return the request of {@code test}'s annotation; throws {@link ExtensionConfigurationException} naming the test for bad input */
    static SuiteRequest of(Method test) {
        String where = test.getDeclaringClass().getSimpleName() + "." + test.getName()
                + Arrays.stream(test.getParameterTypes()).map(Class::getSimpleName).collect(java.util.stream.Collectors.joining(",", "(", ")"));
        var source = AnnotationSupport.findAnnotation(test, ExhaustiveTest.class);
        if (source.isPresent()) {
            ExhaustiveTest a = source.get();
            return of(test, where, a.value(), a.finitization(), a.args(), a.threads(), a.incremental(), a.base(), a.method(), a.params(),
                    a.timeoutMillis());
        }
        ExhaustiveSource a = AnnotationSupport.findAnnotation(test, ExhaustiveSource.class)
                .orElseThrow(() -> new ExtensionConfigurationException(where + " has neither @ExhaustiveSource nor @ExhaustiveTest"));
        return of(test, where, a.value(), a.finitization(), a.args(), a.threads(), a.incremental(), a.base(), a.method(), a.params(),
                a.timeoutMillis());
    }

    private static SuiteRequest of(Method test, String where, Class<?> value, String finitization, String args, int threads,
            boolean incremental, String base, String method, String[] params, long timeoutMillis) {
        Class<?>[] parameters = test.getParameterTypes();
        Class<?> subject = value;
        if (subject == Void.class) {
            if (parameters.length == 0) {
                throw bad(where, "the test takes no parameter, so the subject is unknown: give it one of the subject's type,"
                        + " or name the subject, @ExhaustiveSource(value = MyClass.class, ...)");
            }
            subject = parameters[0];
        }
        if (parameters.length > 0 && !parameters[0].isAssignableFrom(subject)) {
            throw bad(where, "its first parameter is a " + parameters[0].getName() + ", but the subject " + subject.getName()
                    + " is not one");
        }
        if (threads < 1) {
            throw bad(where, "threads must be at least 1, not " + threads);
        }
        if (timeoutMillis < 0) {
            throw bad(where, "timeoutMillis must be 0 (none) or a number of milliseconds, not " + timeoutMillis);
        }
        if (method.isBlank() && params.length > 0) {
            throw bad(where, "params are the values of method mode's parameters: name the method too (method = \"add(int)\")");
        }
        String fin = finitization.isBlank() ? null : external(subject, test.getDeclaringClass(), finitization.trim());
        return new SuiteRequest(subject, fin, parseArgs(args, where), threads, incremental,
                base.isBlank() ? null : base.trim(), method.isBlank() ? null : method.trim(), List.of(params), timeoutMillis, where,
                loader(subject, test.getDeclaringClass(), fin));
    }

    /**
     * @return {@code name}, or {@code TestClass#name} when it is a plain method name that {@code subject} does not declare as a
     *         static method but the test class (or a superclass of it) does
     */
    static String external(Class<?> subject, Class<?> testClass, String name) {
        if (name.indexOf('#') >= 0 || declaresStatic(subject, name)) {
            return name;
        }
        for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
            if (declaresStatic(c, name)) {
                return c.getName() + "#" + name;
            }
        }
        return name;
    }

    private static boolean declaresStatic(Class<?> c, String name) {
        try {
            return Arrays.stream(c.getDeclaredMethods()).anyMatch(m -> m.getName().equals(name) && java.lang.reflect.Modifier.isStatic(m.getModifiers()));
        } catch (LinkageError e) {
            return false; // the engine loads the class itself and names what is missing
        }
    }

    /** @return the test class's loader when the finitization is of another class and that loader sees the subject, else the subject's */
    private static ClassLoader loader(Class<?> subject, Class<?> testClass, String finitization) {
        ClassLoader test = testClass.getClassLoader();
        if (finitization == null || finitization.indexOf('#') < 0 || test == null || test == subject.getClassLoader()) {
            return subject.getClassLoader();
        }
        try {
            return Class.forName(subject.getName(), false, test) == subject ? test : subject.getClassLoader();
        } catch (ClassNotFoundException | LinkageError e) {
            return subject.getClassLoader();
        }
    }

    /** @return {@code 5} or {@code 3,2} (spaces and enclosing parentheses allowed) as ints */
    static int[] parseArgs(String text, String where) {
        String body = text.trim();
        if (body.startsWith("(") && body.endsWith(")")) {
            body = body.substring(1, body.length() - 1).trim();
        }
        if (body.isEmpty()) {
            throw bad(where, "args \"" + text + "\" has no numbers; expected the finitization's int arguments, e.g. \"5\" or \"3,2\"");
        }
        String[] parts = body.split(",", -1);
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                throw bad(where, "args \"" + text + "\": '" + parts[i].trim() + "' is not an integer; expected e.g. \"5\" or \"3,2\"");
            }
        }
        return values;
    }

    /** @return the exception for a bad request, naming the test method */
    static ExtensionConfigurationException bad(String where, String problem) {
        return new ExtensionConfigurationException("@ExhaustiveSource on " + where + ": " + problem);
    }

    /** @return {@code BST(5)}, {@code BST.finSmall(3,2)} or, for a finitization of another class, {@code BST.BSTTest#finBST(5)} */
    String describe() {
        StringJoiner j = new StringJoiner(",", "(", ")");
        Arrays.stream(args).forEach(a -> j.add(Integer.toString(a)));
        String fin = finitization == null ? null
                : finitization.substring(Math.max(finitization.lastIndexOf('.', Math.max(finitization.indexOf('#'), 0)), -1) + 1);
        return subject.getSimpleName() + (fin == null ? "" : "." + fin) + j;
    }

    /**
     * @return what identifies the search within one JVM: the subject (its class object, so its loader too), finitization
     *         and bounds; how it searches does not change the suite (incremental runs give the full search's instances)
     */
    List<Object> cacheKey() {
        return List.of(subject, String.valueOf(finitization), Arrays.toString(args));
    }
}
