package org.smallscope.junit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The failures of one exhaustive test, grouped by kind (the exception's class and where the test's own code failed):
 * each failure's message says which of its kind it is and the first instance that failed that way, and when the test's
 * invocations are done one summary says {@code 384 of 1,430 invocations fail}, kind by kind, smallest instance first.
 */
final class FailureTally implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    /** One kind of failure: its first (smallest) instance and how many failed this way. */
    static final class Kind {
        final String what;
        final InstanceRegistry.Instance first;
        int count;

        Kind(String what, InstanceRegistry.Instance first) {
            this.what = what;
            this.first = first;
        }
    }

    private final String test;
    private final long invocations;
    private final Consumer<String> report;
    private final Map<String, Kind> kinds = new LinkedHashMap<>();
    private InstanceRegistry.Instance firstFailure;
    private int failures;
    private boolean closed;

    /** @param test the test's name; @param invocations how often it runs; @param report where the summary goes */
    FailureTally(String test, long invocations, Consumer<String> report) {
        this.test = test;
        this.invocations = invocations;
        this.report = report;
    }

    /**
     * @return the line the failure of {@code instance} with {@code thrown} adds to its message, after counting it; the
     *         kind is the exception's class, where the test failed and the check of repOk false afterwards (or null)
     */
    synchronized String failed(InstanceRegistry.Instance instance, Throwable thrown, Class<?> testClass, String brokenCheck) {
        String where = where(thrown, testClass) + (brokenCheck == null ? "" : ", repOk's " + brokenCheck + " false");
        String key = thrown.getClass().getName() + " at " + where;
        Kind kind = kinds.computeIfAbsent(key, k -> new Kind(thrown.getClass().getSimpleName() + " at " + where, instance));
        kind.count++;
        failures++;
        if (firstFailure == null) {
            firstFailure = instance;
        }
        return kind.count == 1 ? "  failure kind " + kinds.size() + ": " + kind.what + " (the first instance to fail this way)"
                : "  failure kind " + index(kind) + ": " + kind.what + ", failure " + kind.count + " of this kind; the first was instance #"
                        + kind.first.ordinal() + " (size " + kind.first.size() + ")";
    }

    /** @return the first instance that failed, or null */
    synchronized InstanceRegistry.Instance firstFailure() {
        return firstFailure;
    }

    /** Reports the summary when the test had failures (once). */
    @Override
    public synchronized void close() {
        if (closed || failures == 0) {
            return;
        }
        closed = true;
        report.accept(summary());
    }

    /** @return {@code smallscope: BstCases.noLeftChild: 3 of 5 invocations fail, 1 kind: ...} */
    synchronized String summary() {
        StringBuilder sb = new StringBuilder("smallscope: ").append(test).append(": ").append(String.format(java.util.Locale.ROOT, "%,d", failures))
                .append(" of ").append(String.format(java.util.Locale.ROOT, "%,d", invocations)).append(" invocations fail, ").append(kinds.size())
                .append(kinds.size() == 1 ? " kind" : " kinds").append(" (each with its smallest instance; size: objects plus array elements):");
        for (Kind k : sorted()) {
            sb.append("\n  ").append(String.format(java.util.Locale.ROOT, "%,d", k.count)).append(" x ").append(k.what).append(": instance #")
                    .append(k.first.ordinal()).append(k.first.call() == null ? "" : ", " + k.first.call()).append(" (size ").append(k.first.size())
                    .append(") ").append(k.first.shown());
        }
        return sb.toString();
    }

    private List<Kind> sorted() {
        List<Kind> all = new ArrayList<>(kinds.values());
        all.sort((a, b) -> a.first.size() != b.first.size() ? Integer.compare(a.first.size(), b.first.size()) : Integer.compare(b.count, a.count));
        return all;
    }

    private int index(Kind kind) {
        int i = 1;
        for (Kind k : kinds.values()) {
            if (k == kind) {
                return i;
            }
            i++;
        }
        return i;
    }

    /** @return {@code BstCases.java:42}: the test class's frame nearest the throw, else the first frame, else "?" */
    static String where(Throwable thrown, Class<?> testClass) {
        StackTraceElement[] frames = thrown.getStackTrace();
        for (StackTraceElement f : frames) {
            if (f.getClassName().equals(testClass.getName()) || f.getClassName().startsWith(testClass.getName() + "$")) {
                return f.getFileName() + ":" + f.getLineNumber();
            }
        }
        return frames.length == 0 ? "?" : frames[0].getFileName() + ":" + frames[0].getLineNumber();
    }
}
