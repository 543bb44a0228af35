package org.smallscope.junit.oldjunit;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs a fixture class on whatever JUnit its class loader has (loaded by {@link OldJUnitTest} in a loader with an older
 * JUnit) and describes the outcome in plain strings, so that nothing of that JUnit leaks into the calling loader.
 */
public final class InLoaderRun {

    private InLoaderRun() {
    }

    /**
     * @return one line per finished test or failed container: {@code "ok <name>"} or {@code "FAILED <name>: <exception>"}
     */
    public static List<String> run(String fixture, Map<String, String> config) throws ClassNotFoundException {
        Class<?> c = Class.forName(fixture, true, InLoaderRun.class.getClassLoader());
        List<String> lines = new ArrayList<>();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(LauncherDiscoveryRequestBuilder.request().configurationParameters(config).selectors(selectClass(c)).build(),
                new TestExecutionListener() {
                    @Override
                    public void executionFinished(TestIdentifier id, TestExecutionResult result) {
                        boolean ok = result.getStatus() == TestExecutionResult.Status.SUCCESSFUL;
                        if (id.isTest() || !ok) {
                            lines.add((ok ? "ok " : "FAILED ") + id.getDisplayName()
                                    + result.getThrowable().map(t -> ": " + t).orElse(""));
                        }
                    }
                });
        return lines;
    }
}
