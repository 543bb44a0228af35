package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IFile;
import org.eclipse.jdt.core.IClasspathAttribute;
import org.eclipse.jdt.core.IClasspathEntry;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.ui.text.java.IJavaCompletionProposal;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.internal.ApiContainerInitializer;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.ApiQuickFixProcessor;

/** The quick fixes, applied for real in the workbench: add the API library; move a new check after the old ones; bound an unbound field. */
class QuickFixesTest {

    @Test
    void addingTheApiLibraryFixesUnresolvedApiTypes() throws Exception {
        DemoProject demo = DemoProject.create("no-api-demo", "BST.java.txt", false);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertFalse(demo.compileErrors().isEmpty(), "without the API library the subject does not compile");
        ICompilationUnit unit = (ICompilationUnit) org.eclipse.jdt.core.JavaCore.create(demo.subjectFile());
        List<IJavaCompletionProposal> proposals = JavaQuickFixes.proposals(unit, new ApiQuickFixProcessor());
        assertFalse(proposals.isEmpty(), "a proposal for the unresolved org.smallscope.api types");
        assertTrue(proposals.get(0).getDisplayString().contains("Smallscope API"), proposals.get(0).getDisplayString());
        proposals.get(0).apply(null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertTrue(ApiContainerInitializer.isOnBuildPath(demo.javaProject));
        assertEquals(List.of(), demo.compileErrors(), "with the API library the subject compiles");
        assertTrue(Arrays.stream(org.eclipse.core.runtime.Platform.getExtensionRegistry()
                .getConfigurationElementsFor("org.eclipse.jdt.ui.quickFixProcessors"))
                .anyMatch(e -> ApiQuickFixProcessor.class.getName().equals(e.getAttribute("class"))), "registered with JDT's quick fixes");
    }

    /**
     * In a modular project the API must be on the modulepath and required by module-info.java: the quick fix does both,
     * also when the library was added on the classpath, or on the modulepath without the requires line.
     */
    @Test
    void inAModularProjectTheQuickFixPutsTheApiOnTheModulepathAndRequiresIt() throws Exception {
        for (String variant : List.of("none", "classpath", "modulepath")) {
            IJavaProject project = WizardProject.create("modular.api." + variant, switch (variant) {
                case "classpath" -> new IClasspathEntry[] {JavaCore.newContainerEntry(SmallscopeCore.API_CONTAINER_PATH)};
                case "modulepath" -> new IClasspathEntry[] {JavaCore.newContainerEntry(SmallscopeCore.API_CONTAINER_PATH,
                        new org.eclipse.jdt.core.IAccessRule[0],
                        new IClasspathAttribute[] {JavaCore.newClasspathAttribute(IClasspathAttribute.MODULE, "true")}, false)};
                default -> new IClasspathEntry[0];
            });
            IFile subject = project.getProject().getFolder("src/demo").getFile("BST.java");
            ((org.eclipse.core.resources.IFolder) subject.getParent()).create(true, true, null);
            WizardProject.create(subject, DemoProject.resource("BST.java.txt"));
            Workbench.waitForJobs(Commands.JOB_TIMEOUT);
            assertFalse(DemoProject.compileErrors(project.getProject()).isEmpty(), variant + ": the subject does not compile yet");
            ICompilationUnit unit = JavaCore.createCompilationUnitFrom(subject);
            List<IJavaCompletionProposal> proposals = JavaQuickFixes.proposals(unit, new ApiQuickFixProcessor());
            assertFalse(proposals.isEmpty(), () -> variant + ": a proposal for " + JavaQuickFixes.describeErrors(unit));

            proposals.get(0).apply(null);
            Workbench.waitForJobs(Commands.JOB_TIMEOUT);

            assertEquals(List.of(), DemoProject.compileErrors(project.getProject()), variant + ": the subject compiles");
            assertEquals(1, Arrays.stream(project.getRawClasspath()).filter(e -> e.getPath().equals(SmallscopeCore.API_CONTAINER_PATH)
                    && Arrays.stream(e.getExtraAttributes()).anyMatch(a -> a.getName().equals(IClasspathAttribute.MODULE))).count(),
                    variant + ": once, on the modulepath");
            String moduleInfo = new String(project.getProject().getFile("src/module-info.java").getContents().readAllBytes(),
                    java.nio.charset.StandardCharsets.UTF_8);
            assertEquals(1, moduleInfo.split("requires org\\.smallscope\\.api;", -1).length - 1, variant + ": " + moduleInfo);
        }
    }

    @Test
    void newCheckBeforeTheOldOnesIsMovedAfterThemByTheQuickFix() throws Exception {
        DemoProject demo = DemoProject.create("reorder-demo", "BST.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        GenerationRun base = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(5, base.valid(), () -> "BST(3): " + base + " " + base.message());
        demo.writeOnDisk("BST-parents-first.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IMarker order = marker(demo, MarkerKind.CONJUNCT_ORDER);
        assertNotNull(order, () -> "a conjunct-order marker among:\n" + describe(demo));
        assertTrue(order.getAttribute(IMarker.MESSAGE, "").contains("parentsOk"), order.getAttribute(IMarker.MESSAGE, ""));
        assertEquals(MarkerKind.INCREMENTAL_UNAVAILABLE.name(), kindOfVerdict(demo), () -> describe(demo));
        IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(order);
        assertEquals(1, fixes.length, "one quick fix");
        fixes[0].run(order);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        String source = demo.subjectType().getCompilationUnit().getSource();
        assertTrue(source.replaceAll("\\s+", " ").contains("return isAcyclic() && sizeOk() && ordersOk() && parentsOk();"), source);
        assertEquals(MarkerKind.INCREMENTAL_AVAILABLE.name(), kindOfVerdict(demo), () -> describe(demo));
        assertEquals(List.of(), demo.compileErrors());
    }

    @Test
    void missingFinitizationIsCreatedByTheQuickFixAndTheClassThenRuns() throws Exception {
        DemoProject demo = DemoProject.create("no-finitization-demo", "BST-no-finitization.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IMarker missing = marker(demo, MarkerKind.MISSING_FINITIZATION);
        assertNotNull(missing, () -> "a missing-finitization marker among:\n" + describe(demo));
        IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(missing);
        assertEquals(1, fixes.length, "one quick fix");
        assertTrue(fixes[0].getLabel().contains("finBST"), fixes[0].getLabel());
        fixes[0].run(missing);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors(), "the created finitization compiles");
        assertEquals(null, kindOfVerdict(demo), () -> "no verdict before the first run (quiet): " + describe(demo));
        assertNotNull(demo.subjectType().getMethod("finBST", new String[] {"I"}).getSource());
        GenerationRun run = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "2", SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertTrue(run.valid() > 0, "valid structures within the skeleton's bounds: " + run.valid());
    }

    @Test
    void aFieldNoFinitizationBoundsIsBoundByTheQuickFixBeforeItsReturn() throws Exception {
        DemoProject demo = DemoProject.create("unbound-demo", "BST-unbound-capacity.java.txt");
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        IMarker unbound = marker(demo, MarkerKind.UNBOUND_FIELD);
        assertNotNull(unbound, () -> "an unbound-field marker among:\n" + describe(demo));
        assertEquals(IMarker.SEVERITY_WARNING, unbound.getAttribute(IMarker.SEVERITY, -1));
        assertTrue(unbound.getAttribute(IMarker.MESSAGE, "").startsWith("repOk() reads BST.capacity (line 62, in sizeOk)"),
                unbound.getAttribute(IMarker.MESSAGE, ""));
        IMarkerResolution[] fixes = IDE.getMarkerHelpRegistry().getResolutions(unbound);
        assertEquals(1, fixes.length, "one quick fix");
        assertEquals("Bound capacity in finBST", fixes[0].getLabel());
        fixes[0].run(unbound);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        String source = demo.subjectType().getCompilationUnit().getSource();
        assertTrue(source.contains("        f.set(\"Node.info\", f.createIntSet(0, n - 1));\n        f.set(\"capacity\", f.createIntSet(4, 4));\n"
                + "        return f;"), source);
        assertEquals(List.of(), demo.compileErrors());
        assertEquals(null, marker(demo, MarkerKind.UNBOUND_FIELD), () -> describe(demo));
        GenerationRun run = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(5, run.valid(), () -> "BST(3) with capacity 4: " + run + " " + run.message());
    }

    private static IMarker marker(DemoProject demo, MarkerKind kind) throws Exception {
        return Arrays.stream(demo.smallscopeMarkers()).filter(m -> kind.name().equals(m.getAttribute(SmallscopeCore.MARKER_KIND, "")))
                .findFirst().orElse(null);
    }

    private static String kindOfVerdict(DemoProject demo) throws Exception {
        for (MarkerKind k : List.of(MarkerKind.NO_SNAPSHOT, MarkerKind.INCREMENTAL_AVAILABLE, MarkerKind.INCREMENTAL_UNAVAILABLE,
                MarkerKind.UNCHANGED, MarkerKind.UNKNOWN)) {
            if (marker(demo, k) != null) {
                return k.name();
            }
        }
        return null;
    }

    private static String describe(DemoProject demo) {
        try {
            return DemoProject.describe(demo.smallscopeMarkers());
        } catch (Exception e) {
            return e.toString();
        }
    }
}
