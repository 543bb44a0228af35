package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.junit.JUnitCore;
import org.eclipse.jdt.junit.TestRunListener;
import org.eclipse.jdt.junit.model.ITestCaseElement;
import org.eclipse.jdt.junit.model.ITestElement;
import org.eclipse.jdt.junit.model.ITestElementContainer;
import org.eclipse.jdt.junit.model.ITestRunSession;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.smallscope.ui.SmallscopeUi;

/** Runs an exported test class through the "Run Exported Tests" command (Eclipse's JUnit launch) and reads the result from JDT's JUnit model. */
final class JUnitRuns {

    /**
     * What the JUnit view shows for one session.
     *
     * @param config the launch configuration the command launched
     * @param result the session's result (OK when green)
     * @param tests the number of test cases run
     * @param failures the names of the test cases that did not pass
     */
    record Session(ILaunchConfiguration config, ITestElement.Result result, int tests, List<String> failures) {
    }

    private JUnitRuns() {
    }

    /** Runs {@code type} with the command and waits for its JUnit session to finish. */
    static Session run(IType type) throws Exception {
        CompletableFuture<ITestRunSession> finished = new CompletableFuture<>();
        TestRunListener listener = new TestRunListener() {
            @Override
            public void sessionFinished(ITestRunSession session) {
                if (session.getLaunchedProject() != null && session.getLaunchedProject().equals(type.getJavaProject())) {
                    finished.complete(session);
                }
            }
        };
        JUnitCore.addTestRunListener(listener);
        try {
            ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
            Command command = commands.getCommand(SmallscopeUi.RUN_EXPORTED_COMMAND);
            Object config = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(
                    ParameterizedCommand.generateCommand(command, Map.of(SmallscopeUi.PARAM_TEST_CLASS, type.getHandleIdentifier())), null);
            assertTrue(config instanceof ILaunchConfiguration, "the command returns the launch configuration, not " + config);
            Workbench.waitUntil("the JUnit session of " + type.getFullyQualifiedName(), Commands.JOB_TIMEOUT, finished::isDone);
            ITestRunSession session = finished.get();
            List<String> failures = new ArrayList<>();
            int tests = count(session, failures);
            return new Session((ILaunchConfiguration) config, session.getTestResult(true), tests, failures);
        } finally {
            JUnitCore.removeTestRunListener(listener);
        }
    }

    private static int count(ITestElementContainer container, List<String> failures) {
        int n = 0;
        for (ITestElement child : container.getChildren()) {
            if (child instanceof ITestCaseElement test) {
                n++;
                if (test.getTestResult(false) != ITestElement.Result.OK) {
                    failures.add(test.getTestMethodName() + ": " + test.getTestResult(false) + (test.getFailureTrace() == null ? "" : " " + test.getFailureTrace().getTrace()));
                }
            } else if (child instanceof ITestElementContainer inner) {
                n += count(inner, failures);
            }
        }
        return n;
    }
}
