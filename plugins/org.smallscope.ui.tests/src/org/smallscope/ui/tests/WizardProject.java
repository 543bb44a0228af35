package org.smallscope.ui.tests;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IFolder;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IProjectDescription;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;
import org.eclipse.jdt.core.IAccessRule;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.launching.IVMInstall;
import org.eclipse.jdt.launching.JavaRuntime;
import org.eclipse.jdt.launching.environments.IExecutionEnvironment;

/**
 * A Java project as Eclipse's New Java Project wizard makes it by default (NewJavaProjectWizardPageOne/Two): {@code src} and
 * {@code bin}, the execution environment's JRE on the modulepath with its compliance, and {@code module-info.java}
 * ("Create module-info.java file" is checked) declaring the module named as the project.
 */
final class WizardProject {

    /** JDT's JUnit 5 container, as its quick fix "Add JUnit 5 library to the build path" adds it. */
    static final IPath JUNIT5 = IPath.fromOSString("org.eclipse.jdt.junit.JUNIT_CONTAINER/5");

    private WizardProject() {
    }

    /** Creates the project {@code name}, a valid module name (replacing one of that name), with {@code more} entries after the JRE. */
    static IJavaProject create(String name, IClasspathEntry... more) throws CoreException {
        IProject p = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
        if (p.exists()) {
            p.delete(true, true, null);
        }
        p.create(null);
        p.open(null);
        IProjectDescription d = p.getDescription();
        d.setNatureIds(new String[] {JavaCore.NATURE_ID});
        p.setDescription(d, null);
        IFolder src = p.getFolder("src");
        src.create(true, true, null);
        IJavaProject jp = JavaCore.create(p);
        IExecutionEnvironment ee = environmentOf(JavaRuntime.getDefaultVMInstall());
        if (ee.getComplianceOptions() != null) {
            Map<String, String> options = new HashMap<>(jp.getOptions(false));
            options.putAll(ee.getComplianceOptions());
            jp.setOptions(options);
        }
        IClasspathEntry jre = JavaCore.newContainerEntry(JavaRuntime.newJREContainerPath(ee), new IAccessRule[0],
                new IClasspathAttribute[] {JavaCore.newClasspathAttribute(IClasspathAttribute.MODULE, "true")}, false);
        List<IClasspathEntry> entries = new ArrayList<>(List.of(JavaCore.newSourceEntry(src.getFullPath()), jre));
        entries.addAll(List.of(more));
        jp.setRawClasspath(entries.toArray(IClasspathEntry[]::new), p.getFolder("bin").getFullPath(), null);
        create(src.getFile("module-info.java"), "module " + name + " {\n}\n");
        return jp;
    }

    /** Creates {@code file} with {@code text}, as saving a new file in an editor does. */
    static void create(IFile file, String text) throws CoreException {
        file.create(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), true, null);
    }

    /** @return the execution environment the wizard offers for the default JRE: the newest JavaSE-n it is strictly compatible with */
    private static IExecutionEnvironment environmentOf(IVMInstall vm) {
        IExecutionEnvironment best = null;
        for (IExecutionEnvironment e : JavaRuntime.getExecutionEnvironmentsManager().getExecutionEnvironments()) {
            if (e.getId().startsWith("JavaSE-") && e.isStrictlyCompatible(vm) && (best == null || version(e) > version(best))) {
                best = e;
            }
        }
        if (best == null) {
            throw new IllegalStateException("no execution environment for " + vm.getName());
        }
        return best;
    }

    private static double version(IExecutionEnvironment e) {
        return Double.parseDouble(e.getId().substring("JavaSE-".length()));
    }
}
