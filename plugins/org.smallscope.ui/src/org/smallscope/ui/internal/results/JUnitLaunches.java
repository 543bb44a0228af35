package org.smallscope.ui.internal.results;

import java.util.List;
import java.util.Objects;

import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunchConfiguration;
import org.eclipse.debug.core.ILaunchConfigurationType;
import org.eclipse.debug.core.ILaunchConfigurationWorkingCopy;
import org.eclipse.debug.core.ILaunchManager;
import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jdt.core.IAnnotation;
import org.eclipse.jdt.core.IMemberValuePair;
import org.eclipse.jdt.core.IPackageFragment;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.jdt.launching.IJavaLaunchConfigurationConstants;

/**
 * Runs an exported suite with Eclipse's own JUnit launch configuration (results in the JUnit view, one session for all its
 * classes), reusing the configuration made for it earlier, as JDT's "Run As &gt; JUnit Test" does.
 * <p>
 * A suite of one class is launched as that class. JDT launches one class, one method or a whole container, never a list
 * of classes; so a suite split into several classes ({@code BSTExhaustiveTest}, {@code BSTExhaustive2Test}, ...) is
 * launched as its package (the container attribute) filtered by the JUnit 5 tag every exported class carries
 * ({@code @Tag("smallscope:demo.BSTExhaustiveTest")}, the include-tags attributes): JDT's JUnit 5 runner selects the
 * package's own classes (not its subpackages') and the JUnit Platform keeps the tests with that tag, so the JUnit view counts
 * exactly the suite's tests, none of the user's other tests in that package. JUnit 4 classes carry no tag (JDT has no
 * filter for JUnit 4 runs): a split JUnit 4 suite is launched as its package unfiltered, and the JUnit 4 tests the user
 * keeps in that package run with it.
 */
public final class JUnitLaunches {

    /** JDT's JUnit launch configuration type. */
    public static final String LAUNCH_TYPE = "org.eclipse.jdt.junit.launchconfig";
    /** JDT's test kinds (its JUnitLaunchConfigurationConstants, internal there). */
    public static final String JUNIT5_KIND = "org.eclipse.jdt.junit.loader.junit5";
    static final String JUNIT4_KIND = "org.eclipse.jdt.junit.loader.junit4";
    private static final String ATTR_TEST_KIND = "org.eclipse.jdt.junit.TEST_KIND";
    /** The handle of the package (or source folder, project) whose tests run; "" to run the main type. */
    public static final String ATTR_CONTAINER = "org.eclipse.jdt.junit.CONTAINER";
    /** Whether {@link #ATTR_INCLUDE_TAGS} applies, and the JUnit 5 tags (comma-separated) a test must carry to run. */
    public static final String ATTR_HAS_INCLUDE_TAGS = "org.eclipse.jdt.junit.HAS_INCLUDE_TAGS";
    public static final String ATTR_INCLUDE_TAGS = "org.eclipse.jdt.junit.INCLUDE_TAGS";
    private static final String ATTR_KEEP_RUNNING = "org.eclipse.jdt.junit.KEEPRUNNING_ATTR";
    private static final String TAG = "org.junit.jupiter.api.Tag";

    private JUnitLaunches() {
    }

    /** Launches {@code type}'s tests in run mode (builds first, as the debug UI does); @return the configuration launched */
    public static ILaunchConfiguration run(IType type) throws CoreException {
        return run(List.of(type));
    }

    /** Launches all classes of the exported suite {@code suite} (class 1 first) in run mode, in one JUnit session; @return the configuration */
    public static ILaunchConfiguration run(List<IType> suite) throws CoreException {
        ILaunchConfiguration config = configuration(suite);
        DebugUITools.launch(config, ILaunchManager.RUN_MODE);
        return config;
    }

    /** @return the JUnit launch configuration of {@code suite}: the saved one of that class or package and tag, else a new one (saved) */
    static ILaunchConfiguration configuration(List<IType> suite) throws CoreException {
        if (suite.isEmpty()) {
            throw new IllegalArgumentException("no exported class to run");
        }
        IType first = suite.get(0);
        String kind = kind(first);
        boolean whole = suite.size() == 1;
        IPackageFragment pkg = first.getPackageFragment();
        String container = whole ? "" : pkg.getHandleIdentifier();
        String tag = whole || !JUNIT5_KIND.equals(kind) ? null : sharedTag(suite);
        String mainType = whole ? first.getFullyQualifiedName() : "";
        ILaunchManager manager = DebugPlugin.getDefault().getLaunchManager();
        ILaunchConfigurationType launchType = manager.getLaunchConfigurationType(LAUNCH_TYPE);
        if (launchType == null) {
            throw new IllegalStateException("Eclipse's JUnit support (" + LAUNCH_TYPE + ") is not installed");
        }
        String project = first.getJavaProject().getElementName();
        for (ILaunchConfiguration c : manager.getLaunchConfigurations(launchType)) {
            if (mainType.equals(c.getAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, ""))
                    && project.equals(c.getAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, ""))
                    && kind.equals(c.getAttribute(ATTR_TEST_KIND, "")) && container.equals(c.getAttribute(ATTR_CONTAINER, ""))
                    && (tag != null) == c.getAttribute(ATTR_HAS_INCLUDE_TAGS, false)
                    && Objects.equals(tag == null ? "" : tag, c.getAttribute(ATTR_INCLUDE_TAGS, ""))) {
                return c;
            }
        }
        String name = whole ? first.getElementName() : first.getElementName() + " suite";
        ILaunchConfigurationWorkingCopy copy = launchType.newInstance(null, manager.generateLaunchConfigurationName(name));
        copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_PROJECT_NAME, project);
        copy.setAttribute(IJavaLaunchConfigurationConstants.ATTR_MAIN_TYPE_NAME, mainType);
        copy.setAttribute(ATTR_TEST_KIND, kind);
        copy.setAttribute(ATTR_CONTAINER, container);
        copy.setAttribute(ATTR_KEEP_RUNNING, false);
        if (tag != null) {
            copy.setAttribute(ATTR_HAS_INCLUDE_TAGS, true);
            copy.setAttribute(ATTR_INCLUDE_TAGS, tag);
        }
        IResource resource = whole ? first.getResource() : pkg.getResource();
        if (resource != null) {
            copy.setMappedResources(new IResource[] {resource});
        }
        return copy.doSave();
    }

    /** @return the JUnit 5 tag all of {@code suite}'s classes carry ({@code @Tag("smallscope:...")}), or null when they do not share one */
    static String sharedTag(List<IType> suite) throws JavaModelException {
        String shared = null;
        for (IType type : suite) {
            String tag = tag(type);
            if (tag == null || shared != null && !shared.equals(tag)) {
                return null;
            }
            shared = tag;
        }
        return shared;
    }

    private static String tag(IType type) throws JavaModelException {
        for (IAnnotation a : type.getAnnotations()) {
            if (a.getElementName().equals(TAG) || a.getElementName().equals("Tag")) {
                for (IMemberValuePair pair : a.getMemberValuePairs()) {
                    if (pair.getMemberName().equals("value") && pair.getValue() instanceof String s && s.startsWith("smallscope:")) {
                        return s;
                    }
                }
            }
        }
        return null;
    }

    /** @return JUnit 5 when the class's project has Jupiter on its build path, else JUnit 4 */
    static String kind(IType type) throws JavaModelException {
        return type.getJavaProject().findType("org.junit.jupiter.api.Test") != null ? JUNIT5_KIND : JUNIT4_KIND;
    }
}
