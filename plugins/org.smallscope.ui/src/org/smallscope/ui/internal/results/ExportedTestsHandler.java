package org.smallscope.ui.internal.results;

import java.util.List;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IConfigurationElement;
import org.eclipse.core.runtime.IExecutableExtension;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;
import org.smallscope.ui.SmallscopeUi;

/**
 * "Run Exported Tests" ({@code ...ExportedTestsHandler:run} in plugin.xml: Eclipse's JUnit launch of all classes of the
 * suite, returns the launch configuration) and "Open Exported Tests" ({@code :open}: the Java editor, returns it), on the
 * suite of the class named by the command's parameter (a JDT handle), else the newest run's exported suite.
 */
public final class ExportedTestsHandler extends AbstractHandler implements IExecutableExtension {

    private boolean run = true;

    @Override
    public void setInitializationData(IConfigurationElement config, String propertyName, Object data) {
        run = !"open".equals(data);
    }

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        String title = run ? "Run Exported Tests" : "Open Exported Tests";
        List<IType> suite = ExportedTests.suite(event.getParameter(SmallscopeUi.PARAM_TEST_CLASS));
        if (suite.isEmpty()) {
            MessageDialog.openInformation(HandlerUtil.getActiveShell(event), title,
                    "No exported test class: run Generate Exhaustive Tests with the JUnit export on first.");
            return null;
        }
        IType type = suite.get(0);
        try {
            return run ? JUnitLaunches.run(suite) : JavaUI.openInEditor(type);
        } catch (CoreException e) {
            throw new ExecutionException(title + ": " + type.getFullyQualifiedName() + ": " + e.getMessage(), e);
        }
    }
}
