package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IMarker;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.compiler.IProblem;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTNode;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.NodeFinder;
import org.eclipse.jdt.ui.text.java.IInvocationContext;
import org.eclipse.jdt.ui.text.java.IJavaCompletionProposal;
import org.eclipse.jdt.ui.text.java.IProblemLocation;
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
        ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
        parser.setSource(unit);
        parser.setResolveBindings(true);
        CompilationUnit ast = (CompilationUnit) parser.createAST(null);
        ApiQuickFixProcessor processor = new ApiQuickFixProcessor();
        List<IJavaCompletionProposal> proposals = new ArrayList<>();
        for (IProblem problem : ast.getProblems()) {
            if (problem.isError() && processor.hasCorrections(unit, problem.getID())) {
                IJavaCompletionProposal[] p = processor.getCorrections(new Context(unit, ast, problem), new IProblemLocation[] {
                    new Location(problem)});
                if (p != null) {
                    proposals.addAll(Arrays.asList(p));
                }
            }
        }
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

    /** The invocation context JDT hands to quick-fix processors, built from a real AST. */
    private record Context(ICompilationUnit unit, CompilationUnit ast, IProblem problem) implements IInvocationContext {
        @Override
        public ICompilationUnit getCompilationUnit() {
            return unit;
        }

        @Override
        public int getSelectionOffset() {
            return problem.getSourceStart();
        }

        @Override
        public int getSelectionLength() {
            return problem.getSourceEnd() - problem.getSourceStart() + 1;
        }

        @Override
        public CompilationUnit getASTRoot() {
            return ast;
        }

        @Override
        public ASTNode getCoveringNode() {
            return NodeFinder.perform(ast, getSelectionOffset(), getSelectionLength());
        }

        @Override
        public ASTNode getCoveredNode() {
            return new NodeFinder(ast, getSelectionOffset(), getSelectionLength()).getCoveredNode();
        }
    }

    /** A problem location as JDT hands it to quick-fix processors, from a real compiler problem. */
    private record Location(IProblem problem) implements IProblemLocation {
        @Override
        public int getOffset() {
            return problem.getSourceStart();
        }

        @Override
        public int getLength() {
            return problem.getSourceEnd() - problem.getSourceStart() + 1;
        }

        @Override
        public String getMarkerType() {
            return org.eclipse.jdt.core.IJavaModelMarker.JAVA_MODEL_PROBLEM_MARKER;
        }

        @Override
        public int getProblemId() {
            return problem.getID();
        }

        @Override
        public String[] getProblemArguments() {
            return problem.getArguments();
        }

        @Override
        public boolean isError() {
            return problem.isError();
        }

        @Override
        public ASTNode getCoveringNode(CompilationUnit root) {
            return NodeFinder.perform(root, getOffset(), getLength());
        }

        @Override
        public ASTNode getCoveredNode(CompilationUnit root) {
            return new NodeFinder(root, getOffset(), getLength()).getCoveredNode();
        }
    }
}
