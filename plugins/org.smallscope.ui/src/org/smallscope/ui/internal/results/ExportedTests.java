package org.smallscope.ui.internal.results;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;

/** Finds the JUnit classes a run exported in the workspace, and the run a Run or Open command acts on by default. */
public final class ExportedTests {

    private ExportedTests() {
    }

    /** @return the exported test classes of {@code run} that are in the workspace (first the main class, then its splits) */
    public static List<IType> of(GenerationRun run) {
        List<IType> types = new ArrayList<>();
        if (run == null) {
            return types;
        }
        for (String path : run.exportedFiles()) {
            IFile file = ResourcesPlugin.getWorkspace().getRoot().getFileForLocation(IPath.fromOSString(path));
            IJavaElement element = file == null ? null : JavaCore.create(file);
            if (element instanceof ICompilationUnit unit && unit.exists()) {
                IType type = unit.findPrimaryType();
                if (type != null) {
                    types.add(type);
                }
            }
        }
        return types;
    }

    /** @return the exported class named by a command's JDT handle, else the first of the newest run that exported one, or null */
    public static IType find(String handle) {
        if (handle != null && !handle.isBlank()) {
            return JavaCore.create(handle) instanceof IType type && type.exists() ? type : null;
        }
        List<GenerationRun> runs = new ArrayList<>(SmallscopeCore.runs().all());
        java.util.Collections.reverse(runs);
        for (GenerationRun run : runs) {
            List<IType> types = of(run);
            if (!types.isEmpty()) {
                return types.get(0);
            }
        }
        return null;
    }
}
