package org.smallscope.ui.internal.results;

import java.util.List;
import java.util.function.Consumer;

import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.part.ISetSelectionTarget;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.ui.SmallscopeUi;

/**
 * Makes a finished run visible where the user looks, as JDT's JUnit view does: the Structures view comes to the front
 * (unless the "show results" preference is off) and the exported test class is revealed in the Package Explorer; the
 * Structures view's message line then offers Open and Run on it.
 */
public final class RunCompletion {

    private static final Consumer<GenerationRun> ENDED = RunCompletion::ended;

    /** The views a revealed class is selected in, in order of preference: the Package Explorer, the Project Explorer. */
    public static final List<String> EXPLORERS = List.of(JavaUI.ID_PACKAGES, "org.eclipse.ui.navigator.ProjectExplorer");

    private RunCompletion() {
    }

    /** Starts showing the runs that end from now on (again after a call is harmless: the listener is added once). */
    public static void install() {
        SmallscopeCore.runs().removeEndListener(ENDED);
        SmallscopeCore.runs().addEndListener(ENDED);
    }

    private static void ended(GenerationRun run) {
        if (!PlatformUI.isWorkbenchRunning() || !wanted(run)) {
            return;
        }
        Display display = PlatformUI.getWorkbench().getDisplay();
        display.asyncExec(() -> show(run));
    }

    /** @return whether the subject's project (or the workspace) wants finished runs brought to the front */
    private static boolean wanted(GenerationRun run) {
        try {
            return SmallscopePreferences.getBoolean(run.request().subject().javaProject().getProject(), SmallscopePreferences.SHOW_RESULTS);
        } catch (RuntimeException e) {
            return true;
        }
    }

    /** @return the explorer the user has open (the Package Explorer, else the Project Explorer), or the Package Explorer shown */
    private static IViewPart explorer(IWorkbenchPage page) throws PartInitException {
        for (String id : EXPLORERS) {
            IViewPart open = page.findView(id);
            if (open != null) {
                page.bringToTop(open);
                return open;
            }
        }
        return page.showView(JavaUI.ID_PACKAGES, null, IWorkbenchPage.VIEW_VISIBLE);
    }

    /** Brings the Structures view to the front and reveals the exported class (UI thread). */
    static void show(GenerationRun run) {
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window == null && PlatformUI.getWorkbench().getWorkbenchWindowCount() > 0) {
            window = PlatformUI.getWorkbench().getWorkbenchWindows()[0];
        }
        IWorkbenchPage page = window == null ? null : window.getActivePage();
        if (page == null) {
            return;
        }
        try {
            List<IType> exported = ExportedTests.of(run);
            if (!exported.isEmpty()) { // first: where the Package Explorer shares a stack with the results, the results stay in front
                IViewPart explorer = explorer(page);
                if (explorer instanceof ISetSelectionTarget target) {
                    target.selectReveal(new StructuredSelection(exported.get(0).getCompilationUnit()));
                }
            }
            page.showView(SmallscopeUi.STRUCTURES_VIEW, null, IWorkbenchPage.VIEW_VISIBLE);
        } catch (PartInitException e) {
            ILog.of(RunCompletion.class).warn("Smallscope cannot show the result of " + run.request().describe() + ": " + e.getMessage(), e);
        }
    }
}
