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

    /**
     * @return the classes of the exported suite the class named by a command's JDT handle belongs to (the newest run that
     *         exported it; just that class when no run did), else those of the newest run that exported any; empty for none
     */
    public static List<IType> suite(String handle) {
        List<GenerationRun> runs = new ArrayList<>(SmallscopeCore.runs().all());
        java.util.Collections.reverse(runs);
        if (handle != null && !handle.isBlank()) {
            if (!(JavaCore.create(handle) instanceof IType type && type.exists())) {
                return List.of();
            }
            for (GenerationRun run : runs) {
                List<IType> types = of(run);
                if (types.contains(type)) {
                    return types;
                }
            }
            return List.of(type);
        }
        for (GenerationRun run : runs) {
            List<IType> types = of(run);
            if (!types.isEmpty()) {
                return types;
            }
        }
        return List.of();
    }
}
