package org.smallscope.ui.internal.results;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.ParameterizedCommand;
import org.eclipse.core.commands.common.CommandException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.core.IType;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.handlers.IHandlerService;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.ui.SmallscopeUi;

/**
 * The one-line result of a run for a view's message line (an SWT {@code Link}): state, counts, the error of a failed
 * run, the number of warnings, and for an exported suite the links <em>Open</em> and <em>Run</em> that execute the
 * exported-tests commands; its tooltip holds the warnings and the run's notes.
 */
public final class RunSummary {

    /** Link targets. */
    static final String OPEN = "open";
    static final String RUN = "run";

    private RunSummary() {
    }

    /** @return the summary of {@code r} in {@code Link} markup */
    public static String text(GenerationRun r) {
        if (r == null) {
            return "No run yet: Generate Exhaustive Tests on a class with repOk";
        }
        String counter = r.counterexampleCount() > 0 ? ", " + r.counterexampleCount() + " counterexamples" : "";
        // the first RunEvent.Valid.SENT_AT_MOST of a run, or the first structures the saved history keeps
        String kept = r.ended() && r.structureCount() < r.valid() ? " (the first " + Counts.format(r.structureCount()) + " kept)" : "";
        StringBuilder text = new StringBuilder(r.state().name().toLowerCase(Locale.ROOT)).append(": ").append(Counts.format(r.valid()))
                .append(r.request().isApi() ? " states from " : " valid of ").append(Counts.format(r.explored()))
                .append(r.request().isApi() ? " call sequences (API mode)" : " explored").append(counter).append(kept);
        if (r.apiResults() != null && r.apiResults().crossChecked()) {
            long differ = r.apiResults().rejected().count() + r.apiResults().unreached().count();
            text.append(" · cross-check: ").append(differ == 0 ? "the same structures as repOk" : differ + " differences (markers on repOk)");
        }
        if (!r.classesCovered().isEmpty()) {
            text.append(" · ").append(r.classesCovered().size()).append(" equivalence classes covered (eqClass pruning)");
        }
        int warnings = r.warnings().size();
        if (warnings > 0) {
            text.append(" · ").append(warnings).append(warnings == 1 ? " warning" : " warnings").append(" (hover for details)");
        }
        if (r.state() == GenerationRun.State.FAILED && r.message() != null) {
            text.append(" · ").append(r.message().lines().findFirst().orElse(""));
        }
        List<IType> exported = r.ended() ? ExportedTests.of(r) : List.of();
        if (!exported.isEmpty()) {
            text.append(" · ").append(Counts.format(r.exportedTests())).append(" tests in ").append(exported.get(0).getElementName())
                    .append(exported.size() > 1 ? " and " + (exported.size() - 1) + " more" : "")
                    .append(": <a href=\"" + OPEN + "\">Open</a>  <a href=\"" + RUN + "\">Run as JUnit Test</a>");
        }
        return text.toString().replace("&", "&&");
    }

    /** @return the tooltip of {@link #text}: the run's warnings, then its notes on how it searched, a line each; null for none */
    public static String toolTip(GenerationRun r) {
        if (r == null) {
            return null;
        }
        String tip = java.util.stream.Stream.concat(r.warnings().stream().map(w -> "Warning: " + w), r.notes().stream().map(n -> "Note: " + n))
                .collect(java.util.stream.Collectors.joining("\n"));
        return tip.isEmpty() ? null : tip;
    }

    /** Follows a link of {@link #text}: opens or runs {@code r}'s exported class through its command. */
    public static void follow(String href, GenerationRun r) {
        List<IType> exported = r == null ? List.of() : ExportedTests.of(r);
        if (exported.isEmpty()) {
            return;
        }
        String id = RUN.equals(href) ? SmallscopeUi.RUN_EXPORTED_COMMAND : SmallscopeUi.OPEN_EXPORTED_COMMAND;
        Command command = PlatformUI.getWorkbench().getService(ICommandService.class).getCommand(id);
        try {
            PlatformUI.getWorkbench().getService(IHandlerService.class).executeCommand(ParameterizedCommand.generateCommand(command,
                    Map.of(SmallscopeUi.PARAM_TEST_CLASS, exported.get(0).getHandleIdentifier())), null);
        } catch (CommandException e) {
            ILog.of(RunSummary.class).error("Smallscope: " + id + " failed: " + e.getMessage(), e);
        }
    }
}
