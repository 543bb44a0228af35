package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.smallscope.junit.tests.fixtures.HeapFailureCases;

/**
 * Issue #40 item 5: an exhaustive test's failures are grouped by kind, each message says which kind and which instance
 * failed that way first, the instances run smallest first, one summary says "N of M invocations fail" kind by kind,
 * and failFast skips the invocations after the first failure, which is then the smallest failing instance.
 */
class FailureGroupsTest {

    private static final Pattern SUMMARY_KIND = Pattern.compile("\\n  ([\\d,]+) x (\\w+) at HeapFailureCases\\.java:\\d+: instance #(\\d+) \\(size (\\d+)\\)");

    @TempDir
    Path store;

    @Test
    void failuresAreGroupedByKindWithTheSmallestInstanceOfEachFirst() {
        Harness.Run run = Harness.run(Map.of("smallscope.store", store.toString()), HeapFailureCases.class);

        List<Harness.Finished> tests = run.of("twoKinds");
        long failed = tests.stream().filter(t -> !t.passed()).count();
        long full = tests.stream().filter(t -> t.failure() != null && t.failure().contains("full heap")).count();
        assertTrue(full > 0 && failed > full, "heaps of 3 fail one way, heaps of 1 or 2 another: " + failed + " failed, " + full + " full");
        String summary = run.reports().stream().filter(r -> r.startsWith("smallscope=smallscope: HeapFailureCases.twoKinds: ")).findFirst()
                .orElseThrow(() -> new AssertionError(run.reports().toString()));
        assertTrue(summary.contains(": " + failed + " of " + tests.size() + " invocations fail, 2 kinds"), summary);
        Matcher kinds = SUMMARY_KIND.matcher(summary);
        assertTrue(kinds.find(), summary);
        assertEquals("AssertionFailedError", kinds.group(2), "the kind with the smaller first instance comes first: " + summary);
        int firstSize = Integer.parseInt(kinds.group(4));
        assertEquals(failed - full, Long.parseLong(kinds.group(1).replace(",", "")), summary);
        assertTrue(kinds.find(), summary);
        assertEquals("IllegalStateException", kinds.group(2), summary);
        assertEquals(full, Long.parseLong(kinds.group(1).replace(",", "")), summary);
        assertTrue(Integer.parseInt(kinds.group(4)) > firstSize, summary);

        List<String> messages = tests.stream().filter(t -> !t.passed()).map(Harness.Finished::failure).toList();
        assertTrue(messages.stream().anyMatch(m -> m.contains("(the first instance to fail this way)")), messages.get(0));
        assertTrue(messages.stream().anyMatch(m -> m.matches("(?s).*failure \\d+ of this kind; the first was instance #\\d+ \\(size \\d+\\).*")),
                messages.get(messages.size() - 1));
    }

    @Test
    void theCheckOfRepOkThatTheBodyBrokeIsNamedAndPartOfTheKind() {
        Harness.Run run = Harness.run(Map.of("smallscope.store", store.toString()), org.smallscope.junit.tests.fixtures.BrokenTreeCases.class);

        List<Harness.Finished> tests = run.of("sizeOffByOne");
        assertEquals(5, tests.size());
        assertTrue(tests.stream().noneMatch(Harness.Finished::passed));
        assertTrue(tests.stream().allMatch(t -> t.failure().matches("(?s).*\\n  after the test, repOk's check sizeOk\\(\\) \\(line \\d+\\) is false\\n.*")),
                tests.get(0).failure());
        String summary = run.reports().stream().filter(r -> r.startsWith("smallscope=smallscope: BrokenTreeCases.sizeOffByOne: ")).findFirst()
                .orElseThrow(() -> new AssertionError(run.reports().toString()));
        assertTrue(summary.contains("5 of 5 invocations fail, 1 kind") && summary.contains("repOk's sizeOk() (line "), summary);
    }

    @Test
    void failFastSkipsTheInvocationsAfterTheFirstFailureWhichIsTheSmallest() {
        Harness.Run run = Harness.run(Map.of("smallscope.store", store.toString()), HeapFailureCases.class);

        List<Harness.Finished> all = run.of("empty");
        List<Harness.Finished> fast = run.of("emptyFailFast");
        assertEquals(all.size(), fast.size(), "every invocation is reported");
        List<Harness.Finished> failed = fast.stream().filter(t -> t.result().getStatus() == TestExecutionResult.Status.FAILED).toList();
        long aborted = fast.stream().filter(t -> t.result().getStatus() == TestExecutionResult.Status.ABORTED).count();
        long passed = fast.stream().filter(Harness.Finished::passed).count();
        assertEquals(1, failed.size());
        assertEquals(fast.size() - passed - 1, aborted, "the rest after the failure are skipped");
        assertTrue(fast.stream().filter(t -> t.result().getStatus() == TestExecutionResult.Status.ABORTED)
                .allMatch(t -> t.result().getThrowable().orElseThrow().getMessage().startsWith("smallscope: not run: instance #")), "says why");
        String summary = run.reports().stream().filter(r -> r.startsWith("smallscope=smallscope: HeapFailureCases.empty: ")).findFirst()
                .orElseThrow(() -> new AssertionError(run.reports().toString()));
        Matcher smallest = SUMMARY_KIND.matcher(summary);
        assertTrue(smallest.find(), summary);
        assertTrue(failed.get(0).failure().contains("instance #" + smallest.group(3) + "\n"),
                "failFast stops at the smallest failing instance, #" + smallest.group(3) + ": " + failed.get(0).failure());
    }
}
