package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchListener;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.junit.JUnitCore;
import org.eclipse.jdt.junit.TestRunListener;
import org.eclipse.jdt.junit.launcher.JUnitLaunchShortcut;
import org.eclipse.jdt.junit.model.ITestCaseElement;
import org.eclipse.jdt.junit.model.ITestElement;
import org.eclipse.jdt.junit.model.ITestElementContainer;
import org.eclipse.jdt.junit.model.ITestRunSession;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.smallscope.ui.SmallscopeUi;

/**
 * Runs exported tests through the "Run Exported Tests" command (Eclipse's JUnit launch) or JDT's own <i>Run As &gt; JUnit Test</i>,
 * and reads the result from JDT's JUnit model (what the JUnit view shows).
 */
final class JUnitRuns {

    /**
     * What the JUnit view shows for one session.
     *
     * @param config the launch configuration that ran
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
        return await(type.getJavaProject(), type.getFullyQualifiedName(), () -> {
            ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
            Command command = commands.getCommand(SmallscopeUi.RUN_EXPORTED_COMMAND);
            Object config = PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(
                    ParameterizedCommand.generateCommand(command, Map.of(SmallscopeUi.PARAM_TEST_CLASS, type.getHandleIdentifier())), null);
            assertTrue(config instanceof ILaunchConfiguration, "the command returns the launch configuration, not " + config);
            return (ILaunchConfiguration) config;
        }, () -> false);
    }

    /**
     * Runs {@code element} (a package, source folder or class) as JDT's <i>Run As &gt; JUnit Test</i> does (its JUnit launch
     * shortcut on a selection of that element) and waits for its JUnit session to finish. Fails if a dialog comes up
     * (a choice of configurations or test kinds): the user would have to answer it.
     */
    static Session runAs(IJavaElement element) throws Exception {
        List<String> dialogs = new ArrayList<>();
        Display display = Display.getCurrent();
        Shell window = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell();
        boolean[] done = {false};
        Runnable watch = new Runnable() {
            @Override
            public void run() {
                for (Shell shell : display.getShells()) {
                    if (!done[0] && shell != window && shell.isVisible() && shell.getData() instanceof Window) {
                        dialogs.add(shell.getText());
                        shell.close();
                    }
                }
                if (!done[0]) {
                    display.timerExec(100, this);
                }
            }
        };
        display.timerExec(100, watch);
        try {
            return await(element.getJavaProject(), element.getElementName(),
                    () -> {
                        new JUnitLaunchShortcut().launch(new StructuredSelection(element), ILaunchManager.RUN_MODE);
                        return null;
                    }, () -> !dialogs.isEmpty());
        } finally {
            done[0] = true;
            assertEquals(List.of(), dialogs, "Run As > JUnit Test on " + element.getElementName() + " asked nothing");
        }
    }

    /**
     * Starts a JUnit launch of {@code project} with {@code launch} (which returns the configuration it launched, or null when
     * the launch's own is meant) and waits for its session to finish, or until {@code abandon} holds (then the session is null).
     */
    private static Session await(IJavaProject project, String what, Callable<ILaunchConfiguration> launch, BooleanSupplier abandon)
            throws Exception {
        CompletableFuture<ITestRunSession> finished = new CompletableFuture<>();
        TestRunListener listener = new TestRunListener() {
            @Override
            public void sessionFinished(ITestRunSession session) {
                if (session.getLaunchedProject() != null && session.getLaunchedProject().equals(project)) {
                    finished.complete(session);
                }
            }
        };
        List<ILaunch> launches = new ArrayList<>();
        ILaunchListener launchListener = new ILaunchListener() {
            @Override
            public void launchAdded(ILaunch l) {
                launches.add(l);
            }

            @Override
            public void launchRemoved(ILaunch l) {
            }

            @Override
            public void launchChanged(ILaunch l) {
            }
        };
        JUnitCore.addTestRunListener(listener);
        DebugPlugin.getDefault().getLaunchManager().addLaunchListener(launchListener);
        try {
            ILaunchConfiguration launched = launch.call();
            Workbench.waitUntil("the JUnit session of " + what, Commands.JOB_TIMEOUT, () -> finished.isDone() || abandon.getAsBoolean());
            if (!finished.isDone()) {
                return null;
            }
            ITestRunSession session = finished.get();
            List<String> failures = new ArrayList<>();
            int tests = count(session, failures);
            ILaunchConfiguration config = launched != null || launches.isEmpty() ? launched : launches.get(launches.size() - 1).getLaunchConfiguration();
            return new Session(config, session.getTestResult(true), tests, failures);
        } finally {
            JUnitCore.removeTestRunListener(listener);
            DebugPlugin.getDefault().getLaunchManager().removeLaunchListener(launchListener);
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
