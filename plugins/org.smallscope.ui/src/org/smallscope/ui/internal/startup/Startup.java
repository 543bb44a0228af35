package org.smallscope.ui.internal.startup;

import org.eclipse.ui.IStartup;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.ui.internal.UiFreezeMonitor;
import org.smallscope.ui.internal.results.RunCompletion;

/** Starts the core with the workbench so the subject index and markers are current before the first command. */
public final class Startup implements IStartup {

    @Override
    public void earlyStartup() {
        SmallscopeCore.index();
        RunCompletion.install();
        UiFreezeMonitor.instance().install(org.eclipse.ui.PlatformUI.getWorkbench().getDisplay());
    }
}
