package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.jdt.core.IType;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRun;
import org.smallscope.ui.SmallscopeUi;

/** Runs "Generate Exhaustive Tests" through the handler service, as a menu or key binding would, and waits for it. */
final class Commands {

    static final long JOB_TIMEOUT = 180_000;

    private Commands() {
    }

    /** Schedules a run on {@code subject} with the command's parameters (no dialog); @return the job the handler scheduled */
    static GenerationJob schedule(IType subject, Map<String, String> parameters) throws Exception {
        return scheduleOn(subject, parameters);
    }

    /** Schedules a run on a subject class or one of its methods (black-box method tests) */
    static GenerationJob scheduleOn(org.eclipse.jdt.core.IMember element, Map<String, String> parameters) throws Exception {
        ICommandService commands = PlatformUI.getWorkbench().getService(ICommandService.class);
        IHandlerService handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        Command command = commands.getCommand(SmallscopeUi.GENERATE_COMMAND);
        Map<String, String> all = new HashMap<>(parameters);
        all.put(SmallscopeUi.PARAM_SUBJECT, element.getHandleIdentifier());
        Object result = handlers.executeCommand(ParameterizedCommand.generateCommand(command, all), null);
        assertTrue(result instanceof GenerationJob, "the handler returns the scheduled job, not " + result);
        return (GenerationJob) result;
    }

    /** Runs to the end and waits for the refresh, builds and markers that follow. */
    static GenerationRun generate(IType subject, Map<String, String> parameters) throws Exception {
        GenerationJob job = schedule(subject, parameters);
        Workbench.waitUntil("the generation job", JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(JOB_TIMEOUT);
        return job.run();
    }
}
