package org.smallscope.junit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.examples.BST;
import org.smallscope.examples.DLLU;
import org.smallscope.examples.everyday.HeapArray;

/**
 * Benchmark (docs/benchmarks.md, "The JUnit extension"), not a test: per subject, the search, building every invocation's
 * instance (write the vector, copy into the test's classes, render its name), and a whole JUnit run of an empty body.
 */
public final class ExtensionOverhead {

    @ExhaustiveTest(args = "6")
    void heapArray(HeapArray h) {
    }

    @ExhaustiveTest(args = "8")
    void bst(BST t) {
    }

    @ExhaustiveTest(args = "7")
    void dllu(DLLU l) {
    }

    /** Prints one table row per subject (the methods named in {@code args}, by default each of them twice). */
    public static void main(String[] args) throws Exception {
        Path store = Files.createTempDirectory("smallscope-overhead");
        System.out.println("| subject | valid | search (ms) | instances built (ms) | per instance (µs) | JUnit run, empty body (ms) | per invocation (µs) |");
        System.out.println("|---|---:|---:|---:|---:|---:|---:|");
        String[] names = args.length > 0 ? args : new String[] {"heapArray", "bst", "dllu", "heapArray", "bst", "dllu"};
        for (String name : names) {
            Method m = java.util.Arrays.stream(ExtensionOverhead.class.getDeclaredMethods()).filter(x -> x.getName().equals(name))
                    .findFirst().orElseThrow();
            SuiteRequest request = SuiteRequest.of(m);
            long t0 = System.nanoTime();
            Suite suite = new KoratSuiteSearch().search(request, store, SuiteGeneration.Reuse.NEVER);
            long t1 = System.nanoTime();
            long n = new Invocations(suite, request, m, new InstanceRegistry()).stream().count();
            long t2 = System.nanoTime();
            SummaryGeneratingListener summary = new SummaryGeneratingListener();
            LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request().selectors(selectMethod(ExtensionOverhead.class, m))
                    .configurationParameter(StoreLocation.KEY, store.toString()).build(), summary);
            long t3 = System.nanoTime();
            if (summary.getSummary().getTestsSucceededCount() != n) {
                throw new AssertionError(name + ": " + summary.getSummary().getTestsSucceededCount() + " of " + n + " invocations passed");
            }
            System.out.println(String.format(Locale.ROOT, "| %s | %,d | %,d | %,d | %.0f | %,d | %.0f |", request.describe(), n,
                    (t1 - t0) / 1_000_000, (t2 - t1) / 1_000_000, (t2 - t1) / 1e3 / n, (t3 - t2) / 1_000_000, (t3 - t2) / 1e3 / n));
        }
    }
}
