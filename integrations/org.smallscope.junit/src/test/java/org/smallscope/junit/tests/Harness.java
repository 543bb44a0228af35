package org.smallscope.junit.tests;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** Runs fixture classes on a JUnit Platform launcher of their own and records what happened: tests, containers, report entries. */
final class Harness {

    /** One finished test or container: its display name, its method's name (tests), how it ended. */
    record Finished(String displayName, String method, TestExecutionResult result) {

        boolean passed() {
            return result.getStatus() == TestExecutionResult.Status.SUCCESSFUL;
        }

        /** @return the display name without the {@code [3] } index JUnit puts first */
        String name() {
            return displayName.replaceFirst("^\\[\\d+\\] ", "");
        }

        String failure() {
            return result.getThrowable().map(Throwable::getMessage).orElse(null);
        }
    }

    /** What one launch recorded. */
    record Run(List<Finished> tests, List<Finished> containers, List<String> reports) {

        /** @return the tests of method {@code method} */
        List<Finished> of(String method) {
            return tests.stream().filter(t -> t.method().equals(method)).toList();
        }

        /** @return the failed container of method {@code method} (its provider threw), or null */
        Finished failedContainer(String method) {
            return containers.stream().filter(c -> c.method().equals(method) && !c.passed()).findFirst().orElse(null);
        }
    }

    private Harness() {
    }

    /** Runs {@code classes} with configuration parameters {@code config}. */
    static Run run(Map<String, String> config, Class<?>... classes) {
        List<Finished> tests = Collections.synchronizedList(new ArrayList<>());
        List<Finished> containers = Collections.synchronizedList(new ArrayList<>());
        List<String> reports = Collections.synchronizedList(new ArrayList<>());
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request().configurationParameters(config);
        for (Class<?> c : classes) {
            request.selectors(selectClass(c));
        }
        Launcher launcher = LauncherFactory.create();
        launcher.execute(request.build(), new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                String method = id.getSource().filter(s -> s instanceof org.junit.platform.engine.support.descriptor.MethodSource)
                        .map(s -> ((org.junit.platform.engine.support.descriptor.MethodSource) s).getMethodName()).orElse("");
                (id.isTest() ? tests : containers).add(new Finished(id.getDisplayName(), method, result));
            }

            @Override
            public void reportingEntryPublished(TestIdentifier id, ReportEntry entry) {
                entry.getKeyValuePairs().forEach((k, v) -> reports.add(k + "=" + v));
            }
        });
        return new Run(List.copyOf(tests), List.copyOf(containers), List.copyOf(reports));
    }
}
