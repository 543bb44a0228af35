package org.smallscope.ui.internal.results;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;

/**
 * Runs an exported test class with Eclipse's own JUnit launch configuration (results in the JUnit view), reusing the
 * configuration of that class when there is one, as JDT's "Run As > JUnit Test" does.
 */
public final class JUnitLaunches {

    /** JDT's JUnit launch configuration type. */
    public static final String LAUNCH_TYPE = "org.eclipse.jdt.junit.launchconfig";
    /** JDT's test kinds (its JUnitLaunchConfigurationConstants, internal there). */
    public static final String JUNIT5_KIND = "org.eclipse.jdt.junit.loader.junit5";
    static final String JUNIT4_KIND = "org.eclipse.jdt.junit.loader.junit4";
    private static final String ATTR_TEST_KIND = "org.eclipse.jdt.junit.TEST_KIND";
    private static final String ATTR_CONTAINER = "org.eclipse.jdt.junit.CONTAINER";
    private static final String ATTR_KEEP_RUNNING = "org.eclipse.jdt.junit.KEEPRUNNING_ATTR";

    private JUnitLaunches() {
    }

    /** Launches {@code type}'s tests in run mode (builds first, as the debug UI does); @return the configuration launched */
    public static ILaunchConfiguration run(IType type) throws CoreException {
        ILaunchConfiguration config = configuration(type);
        DebugUITools.launch(config, ILaunchManager.RUN_MODE);
        return config;
    }

    /** @return the JUnit launch configuration for {@code type}: the saved one of that class and kind, else a new one (saved) */
    static ILaunchConfiguration configuration(IType type) throws CoreException {
        ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType launchType = manager.getLaunchConfigurationType(LAUNCH_TYPE);
        if (launchType == null) {
            throw new IllegalStateException("Eclipse's JUnit support (" + LAUNCH_TYPE + ") is not installed");
        }
        String project = type.getJavaProject().getElementName();
        String kind = kind(type);
        for (ILaunchConfiguration c : manager.getLaunchConfigurations(launchType)) {
            if (type.getFullyQualifiedName().equals(c.getAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, ""))
                    && project.equals(c.getAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, ""))
                    && kind.equals(c.getAttribute(ATTR_TEST_KIND, ""))) {
                return c;
            }
        }
        ILaunchConfigurationWorkingCopy copy = launchType.newInstance(null, manager.generateLaunchConfigurationName(type.getElementName()));
        copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, project);
        copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, type.getFullyQualifiedName());
        copy.setAttribute(ATTR_TEST_KIND, kind);
        copy.setAttribute(ATTR_CONTAINER, "");
        copy.setAttribute(ATTR_KEEP_RUNNING, false);
        IResource resource = type.getResource();
        if (resource != null) {
            copy.setMappedResources(new IResource[] {resource});
        }
        return copy.doSave();
    }

    /** @return JUnit 5 when the class's project has Jupiter on its build path, else JUnit 4 */
    static String kind(IType type) throws JavaModelException {
        return type.getJavaProject().findType("org.junit.jupiter.api.Test") != null ? JUNIT5_KIND : JUNIT4_KIND;
    }
}
