package org.smallscope.maven;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code <subject>} of the plugin's configuration: the class with repOk, its finitization's arguments and
 * optionally a method to run on every valid instance (Korat's method mode), as Maven fills it from the POM.
 */
public class SubjectConfig {

    /** Binary name of the class with repOk, e.g. {@code sample.heap.BinaryHeap} (nested: {@code Outer$Inner}). */
    String className;

    /** The finitization's int arguments, comma-separated, e.g. {@code 5} or {@code 3,4}. */
    String args;

    /**
     * Name of the static finitization method; default {@code fin<SimpleName>}. {@code com.acme.CacheBounds#finCache} (or
     * {@code CacheBounds#finCache}, in the subject's package) names one of another class, e.g. of the test classes.
     */
    String finitization;

    /** Method mode: a method of the class, {@code name} or {@code name(types)}. */
    String method;

    /** Values of the method's parameters, one entry per parameter in order (e.g. {@code 0..5}); default: the engine's. */
    List<String> params = new ArrayList<>();

    /** Worker threads for this subject; default: the goal's {@code threads}. */
    Integer threads;

    /** Default constructor, for Maven. */
    public SubjectConfig() {
    }

    /** @return a subject of {@code className} at {@code args}, for tests and programmatic use */
    public static SubjectConfig of(String className, String args) {
        SubjectConfig c = new SubjectConfig();
        c.className = className;
        c.args = args;
        return c;
    }

    /** @return this subject with method mode on {@code spec} and the given parameter values */
    public SubjectConfig withMethod(String spec, String... values) {
        method = spec;
        params = new ArrayList<>(List.of(values));
        return this;
    }

    /** @return the class name, trimmed (validated by {@link #validate}) */
    public String className() {
        return className.trim();
    }

    /** @return the finitization method's name, or null for the default */
    public String finitization() {
        return finitization == null || finitization.isBlank() ? null : finitization.trim();
    }

    /** @return the method spec, or null without method mode */
    public String method() {
        return method == null || method.isBlank() ? null : method.trim();
    }

    /** @return the parameter values (never null) */
    public List<String> params() {
        return params == null ? List.of() : params;
    }

    /** @return this subject's thread count, or {@code fallback} when it sets none */
    public int threads(int fallback) {
        return threads == null ? fallback : threads;
    }

    /**
     * @return the finitization arguments
     * @throws IllegalArgumentException naming the subject when {@code args} is not a comma-separated list of ints
     */
    public int[] argValues() {
        if (args == null || args.isBlank()) {
            return new int[0];
        }
        String[] parts = args.split(",");
        int[] values = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            try {
                values[i] = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(describe() + ": <args> must be comma-separated ints such as 5 or 3,4, not '" + args + "'");
            }
        }
        return values;
    }

    /**
     * Checks what can be checked before any class is loaded.
     *
     * @param index the subject's position in {@code <subjects>}, from 1, for messages
     * @throws IllegalArgumentException saying which subject and which element is wrong
     */
    public void validate(int index) {
        if (className == null || className.isBlank()) {
            throw new IllegalArgumentException("<subject> #" + index + " has no <className> (the class with repOk, e.g. sample.heap.BinaryHeap)");
        }
        if (!className().matches("[\\p{javaJavaIdentifierStart}][\\p{javaJavaIdentifierPart}.$]*")) {
            throw new IllegalArgumentException("<subject> #" + index + ": <className> '" + className + "' is not a binary class name");
        }
        argValues();
        if (threads != null && threads < 1) {
            throw new IllegalArgumentException(describe() + ": <threads> must be at least 1, not " + threads);
        }
        if (method() == null && !params().isEmpty()) {
            throw new IllegalArgumentException(describe() + ": <params> gives values for the parameters of <method>; add <method>");
        }
    }

    /** @return e.g. {@code sample.heap.BinaryHeap(5)} or {@code sample.heap.BinaryHeap(5).insert} */
    public String describe() {
        String name = className == null ? "?" : className.trim();
        return name + "(" + (args == null ? "" : args.trim()) + ")" + (method() == null ? "" : "." + method());
    }
}
