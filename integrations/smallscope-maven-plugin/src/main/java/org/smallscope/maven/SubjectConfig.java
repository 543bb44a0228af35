package org.smallscope.maven;

import java.util.ArrayList;
import java.util.List;

/**
 * One {@code <subject>} of the plugin's configuration: the class with repOk, its finitization's arguments and
 * optionally a method to run on every valid instance (Korat's method mode), or with {@code <api>true</api>} the class's
 * builders and their bounds (API mode), as Maven fills it from the POM.
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

    /** API mode: the objects are built by the class's own builders ({@code <args>} is one size n), not searched by repOk. */
    boolean api;

    /** API mode: the builder methods, comma-separated, in the order to try them; default: found automatically. */
    String builders;

    /** API mode: methods never used as builders when they are found automatically, comma-separated. */
    String exclude;

    /** API mode: the most builder calls after the constructor; default: the size. */
    Integer calls;

    /** API mode: compares the built objects with the repOk search at the same bounds; a difference fails the build. */
    boolean crossCheck;

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

    /** @return this subject in API mode with the builders {@code names} (comma-separated; blank: found automatically) */
    public SubjectConfig withApi(String names) {
        api = true;
        builders = names;
        return this;
    }

    /** @return whether this subject runs in API mode */
    public boolean api() {
        return api;
    }

    /** @return API mode's builder names (empty: found automatically) */
    public List<String> builderNames() {
        return names(builders);
    }

    /** @return the methods API mode never uses as builders */
    public List<String> excludeNames() {
        return names(exclude);
    }

    /** @return API mode's most calls, or null for the size */
    public Integer calls() {
        return calls;
    }

    /** @return whether API mode's objects are compared with the repOk search */
    public boolean crossCheck() {
        return crossCheck;
    }

    private static List<String> names(String text) {
        return text == null ? List.of() : java.util.Arrays.stream(text.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
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
        if (!api && (builders != null || exclude != null || calls != null || crossCheck)) {
            throw new IllegalArgumentException(describe() + ": <builders>, <exclude>, <calls> and <crossCheck> are API mode's; add <api>true</api>");
        }
        if (api) {
            validateApi();
        }
    }

    private void validateApi() {
        int[] size = argValues();
        if (size.length != 1 || size[0] < 0) {
            throw new IllegalArgumentException(describe() + ": with <api>true</api>, <args> is one size n (at most n objects, n calls, ints"
                    + " 0..n-1), e.g. 5, not '" + args + "'");
        }
        if (method() != null) {
            throw new IllegalArgumentException(describe() + ": <method> (method mode) is not available with <api>true</api>");
        }
        if (calls != null && calls < 0) {
            throw new IllegalArgumentException(describe() + ": <calls> must be 0 or more, not " + calls);
        }
        if (finitization() != null && !crossCheck) {
            throw new IllegalArgumentException(describe() + ": <finitization> bounds only the repOk search of <crossCheck>true</crossCheck>;"
                    + " API mode alone takes none");
        }
    }

    /** @return e.g. {@code sample.heap.BinaryHeap(5)}, {@code sample.heap.BinaryHeap(5).insert} or {@code sample.AvlTree(5) api} */
    public String describe() {
        String name = className == null ? "?" : className.trim();
        return name + "(" + (args == null ? "" : args.trim()) + ")" + (method() == null ? "" : "." + method()) + (api ? " api" : "");
    }
}
