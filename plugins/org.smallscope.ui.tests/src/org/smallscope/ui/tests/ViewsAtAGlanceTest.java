package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.smallscope.core.GenerationJob;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.core.internal.RunLauncher;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.GenerateDialog;
import org.smallscope.ui.internal.space.CandidateSpaceView;
import org.smallscope.ui.internal.structures.StructuresView;

/**
 * The views read at a glance at 1600x1000 (issue #40 item 7): in the Java perspective's own layout the Structures drawing
 * and the whole Candidate Space summary have room, Structures rows lead with the fields that tell them apart, the job's
 * progress bar shows the share covered its text states, and a class's several finitizations are offered in the dialog.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ViewsAtAGlanceTest {

    private static final String JAVA_PERSPECTIVE = "org.eclipse.jdt.ui.JavaPerspective";

    private static DemoProject demo;

    @BeforeAll
    static void createProject() throws Exception {
        Workbench.prepare();
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        window.getShell().setMaximized(false);
        window.getShell().setBounds(window.getShell().getDisplay().getBounds()); // the user's 1600x1000 screen
        PlatformUI.getWorkbench().showPerspective(JAVA_PERSPECTIVE, window);
        for (IViewReference view : page().getViewReferences()) {
            if (view.getId().startsWith("org.smallscope.ui.")) {
                page().hideView(view);
            }
        }
        page().resetPerspective(); // the perspective as shipped, with the Smallscope views' places
        demo = DemoProject.create("glance-demo", "BST-with-parents.java.txt"); // BST with parent references
        String bstp = DemoProject.resource("BSTP.java.txt");
        String twoFinitizations = bstp.replace("BSTP", "BSTF").replace("    public static IFinitization finBSTF(int n) {", """
                    /** Trees of every size up to n (declared first: the dialog still chooses finBSTF). */
                    public static IFinitization finBSTFUpTo(int n) {
                        IFinitization f = FinitizationFactory.create(BSTF.class);
                        IObjSet nodes = f.createObjSet(Node.class, n, true);
                        f.set("root", nodes);
                        f.set("size", f.createIntSet(0, n));
                        f.set("Node.left", nodes);
                        f.set("Node.right", nodes);
                        f.set("Node.info", f.createIntSet(0, n - 1));
                        f.set("Node.parent", nodes);
                        return f;
                    }

                    public static IFinitization finBSTF(int n) {""");
        demo.project.getFile("src/demo/BSTF.java").create(new ByteArrayInputStream(twoFinitizations.getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
    }

    @AfterAll
    static void closeEditors() {
        page().closeAllEditors(false);
    }

    @Test
    @Order(1)
    void atSixteenHundredByAThousandTheDrawingAndTheWholeSummaryHaveRoom() throws Exception {
        Rectangle screen = Display.getCurrent().getBounds();
        assertTrue(screen.width >= 1600 && screen.height >= 1000, "run under xvfb-run -s \"-screen 0 1600x1000x24\": " + screen);
        GenerationRun run = Commands.generate(demo.subjectType(), Map.of(SmallscopeUi.PARAM_ARGS, "5", SmallscopeUi.PARAM_REUSE,
                SmallscopeUi.REUSE_FULL, SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        Workbench.waitUntil("the Structures view brought up by the finished run", 10_000, () -> page().findView(StructuresView.ID) != null);
        StructuresView structures = (StructuresView) page().findView(StructuresView.ID);
        // opened as Window > Show View does (activated: on top of its stack, even when an earlier test left it behind Problems)
        CandidateSpaceView space = (CandidateSpaceView) page().showView(CandidateSpaceView.ID, null, IWorkbenchPage.VIEW_ACTIVATE);
        page().bringToTop(structures);
        // a view another test pointed at an older run keeps it (views follow the newest run only while they show it)
        if (structures.run() != run) {
            structures.showRun(run);
        }
        if (space.run() != run) {
            space.show(run);
        }
        Workbench.waitUntil("both views showing the run", 10_000, () -> structures.run() == run && space.run() == run
                && space.picture() != null && space.picture().complete() && structures.table().getTable().getItemCount() == 42);
        structures.select(41);
        Workbench.spin(500);

        Screenshots.take("views-1600x1000", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        assertTrue(page().isPartVisible(structures) && page().isPartVisible(space), "both views visible at once");
        Rectangle graph = structures.graph().control().getClientArea();
        assertTrue(graph.width >= 400 && graph.height >= 220, "the drawing has room: " + graph);
        assertTrue(structures.graph().control().isVisible() && onScreen(structures.graph().control()), "the drawing lies inside the view");
        Control summary = space.control();
        Point needed = summary.computeSize(summary.getSize().x, SWT.DEFAULT);
        assertTrue(summary.getSize().y >= needed.y, "the strip, legend and totals fit: " + summary.getSize() + " of " + needed);
        assertTrue(summary.getSize().x >= 700, "the strip is wide: " + summary.getSize());
        for (Control c : ((Composite) summary).getChildren()) {
            Rectangle b = c.getBounds();
            assertTrue(b.y + b.height <= summary.getSize().y && b.x + b.width <= summary.getSize().x, c + " is not cut off: " + b);
        }
    }

    @Test
    @Order(2)
    void structuresRowsLeadWithWhatTellsThemApart() throws Exception {
        StructuresView structures = (StructuresView) page().findView(StructuresView.ID);
        GenerationRun run = structures.run();
        var table = structures.table().getTable();
        assertEquals("Differs in", table.getColumn(1).getText());
        List<String> rows = new ArrayList<>();
        for (int i = 0; i < table.getItemCount(); i++) {
            rows.add(table.getItem(i).getText(1));
        }
        assertEquals(42, new HashSet<>(rows).size(), "42 trees, 42 different texts: " + rows);
        String shared = table.getColumn(1).getToolTipText();
        assertNotNull(shared, "the fields every tree shares are said once");
        assertTrue(shared.contains("size=5"), shared);
        for (String row : rows) {
            assertFalse(row.contains("size="), "every tree has size 5, no row repeats it: " + row);
        }
        java.util.Set<String> named = null;
        for (int i = 0; i < rows.size(); i++) {
            String[] parts = rows.get(i).split("  \u00b7  ");
            assertTrue(parts.length <= 2, rows.get(i));
            List<String> fields = new ArrayList<>();
            for (String part : parts) {
                fields.addAll(List.of(part.split(", ")));
            }
            java.util.Set<String> names = new java.util.TreeSet<>();
            int[] vector = run.structure(i).vector();
            for (String field : fields) {
                String name = field.substring(0, field.indexOf('='));
                int slot = run.slots().indexOf(name);
                assertTrue(slot >= 0, "a field of the run: " + field);
                assertTrue(names.add(name), "named once: " + rows.get(i));
                assertEquals(name + "=" + run.slotValues().label(slot, vector[slot]), field, "row " + i + " shows its value");
            }
            if (named != null) {
                assertEquals(named, names, "every row names the same fields: those that differ among the trees");
            }
            named = names;
            if (i > 0) { // at a glance: each row leads with a field the search changed since the row above
                String lead = fields.get(0).substring(0, fields.get(0).indexOf('='));
                int slot = run.slots().indexOf(lead);
                assertTrue(vector[slot] != run.structure(i - 1).vector()[slot], "row " + i + " leads with " + lead + ", changed since row " + (i - 1));
            }
        }
        System.out.println("[rows] " + rows.subList(0, 3));
    }

    @Test
    @Order(3)
    void theProgressBarShowsTheShareCoveredItsTextStates() throws Exception {
        WorkspaceSubject bstp = subject("BST");
        GenerationRun run = new GenerationRun(GenerationRequest.of(bstp, 8).withReuse(GenerationRequest.Reuse.FULL, null).withExport(null)
                .withThreads(1));
        Recording monitor = new Recording();
        Thread launcher = new Thread(() -> RunLauncher.launch(run, monitor), "glance-launch");
        launcher.start();
        Workbench.waitUntil("the run", Commands.JOB_TIMEOUT, () -> !launcher.isAlive());
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        Pattern covered = Pattern.compile("^(\\d+\\.\\d)% covered");
        int between = 0;
        synchronized (monitor) {
            assertTrue(monitor.total > 0);
            for (int i = 0; i < monitor.subtasks.size(); i++) {
                Matcher m = covered.matcher(monitor.subtasks.get(i));
                if (m.find()) {
                    double text = Double.parseDouble(m.group(1));
                    double bar = 100 * monitor.workedAt.get(i) / monitor.total;
                    assertEquals(text, bar, 0.1 + 1e-9, "the bar at " + bar + "% while the text says " + monitor.subtasks.get(i));
                    between += text > 0 && text < 100 ? 1 : 0;
                }
            }
        }
        assertTrue(between > 0, "the run showed its progress on the way: " + monitor.subtasks);
    }

    @Test
    @Order(4)
    void aClassWithSeveralFinitizationsOffersThemAndRunsTheChosenOne() throws Exception {
        WorkspaceSubject bstf = subject("BSTF");
        assertEquals("finBSTF", bstf.finitization().getElementName(), "discovery picks the conventional fin<ClassName>");
        GenerationRequest request = chooseInDialog(bstf, 0, "generate-dialog-finitizations", offer -> {
            assertEquals(List.of("finBSTFUpTo(int n)", "finBSTF(int n)"), offer.finitizations(), "both, in declaration order");
            assertEquals(1, offer.finitization(), "fin<ClassName> chosen by default");
        });
        assertEquals("finBSTFUpTo", request.subject().finitization().getElementName(), "the chosen finitization bounds the run");
        GenerationJob job = runInJob(request);
        GenerationRun upTo = job.run();
        assertEquals(GenerationRun.State.COMPLETED, upTo.state(), () -> upTo + " " + upTo.message());
        // trees of 0 to 3 nodes with distinct keys from {0, 1, 2}: 1 + 3 + 3*2 + 5
        assertEquals(15, upTo.structureCount(), "finBSTFUpTo(3)'s trees, not finBSTF(3)'s 5");
        GenerationRun exact = Commands.generate(bstf.type(), Map.of(SmallscopeUi.PARAM_ARGS, "3", SmallscopeUi.PARAM_REUSE,
                SmallscopeUi.REUSE_FULL, SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(5, exact.structureCount(), "without a choice, finBSTF(3): the five trees of three nodes");
    }

    @Test
    @Order(5)
    void aFinitizationInAnotherClassIsOfferedAndBoundsTheRun() throws Exception {
        String bstp = DemoProject.resource("BSTP.java.txt").replace("BSTP", "BSTX");
        int fin = bstp.indexOf("    /** @return bounds:");
        String withoutFinitization = bstp.substring(0, fin) + "}\n";
        String bounds = """
                package demo;

                import org.smallscope.api.FinitizationFactory;
                import org.smallscope.api.IFinitization;
                import org.smallscope.api.IObjSet;

                /** The bounds of BSTX, kept out of its class (as test code would keep them). */
                public class BSTXBounds {
                    public static IFinitization finTrees(int n) {
                        IFinitization f = FinitizationFactory.create(BSTX.class);
                        IObjSet nodes = f.createObjSet(BSTX.Node.class, n, true);
                        f.set("root", nodes);
                        f.set("size", f.createIntSet(n, n));
                        f.set("Node.left", nodes);
                        f.set("Node.right", nodes);
                        f.set("Node.info", f.createIntSet(0, n - 1));
                        f.set("Node.parent", nodes);
                        return f;
                    }
                }
                """;
        demo.project.getFile("src/demo/BSTX.java").create(new ByteArrayInputStream(withoutFinitization.getBytes(StandardCharsets.UTF_8)), true, null);
        demo.project.getFile("src/demo/BSTXBounds.java").create(new ByteArrayInputStream(bounds.getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
        WorkspaceSubject bstx = subject("BSTX");
        assertNull(bstx.finitization(), "the class declares none");
        assertTrue(java.util.Arrays.stream(demo.project.getFile("src/demo/BSTX.java").findMarkers(null, true, 0))
                .noneMatch(m -> m.getAttribute(org.eclipse.core.resources.IMarker.MESSAGE, "").contains("finitization")),
                "no missing-finitization marker: another class bounds it");
        GenerationRequest request = chooseInDialog(bstx, 0, "generate-dialog-external-finitization",
                offer -> assertEquals(List.of("BSTXBounds#finTrees(int n)"), offer.finitizations(), "found in the other class, named by it"));
        assertEquals("demo.BSTXBounds#finTrees", request.subject().finitizationName());
        GenerationJob job = runInJob(request);
        GenerationRun run = job.run();
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertEquals(5, run.structureCount(), "the five trees of three nodes");
    }

    /**
     * Opens the Generate dialog on {@code subject}, checks its offer, chooses finitization {@code index} with argument 3,
     * takes screenshot {@code shot} and presses OK; @return the request OK confirmed
     */
    private static GenerationRequest chooseInDialog(WorkspaceSubject subject, int index, String shot,
            java.util.function.Consumer<GenerateDialog.Offer> checkOffer) throws Exception {
        GenerateDialog dialog = new GenerateDialog(Display.getCurrent().getActiveShell(), subject, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        GenerationRequest request;
        try {
            checkOffer.accept(dialog.offer());
            dialog.chooseFinitization(index);
            texts(dialog.getShell()).get(0).setText("3");
            Screenshots.take(shot, dialog.getShell());
            assertTrue(press(dialog.getShell(), "OK"), "the dialog has an OK button");
            request = dialog.request();
        } finally {
            if (dialog.getShell() != null && !dialog.getShell().isDisposed()) {
                dialog.close();
            }
        }
        assertNotNull(request, "OK confirmed the request");
        return request;
    }

    /** Runs {@code request} (without an export) as a job and waits for it and the jobs it starts. */
    private static GenerationJob runInJob(GenerationRequest request) throws Exception {
        GenerationJob job = new GenerationJob(request.withExport(null));
        job.schedule();
        Workbench.waitUntil("the run", Commands.JOB_TIMEOUT, () -> job.getResult() != null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        return job;
    }

    /** A monitor that records the units worked when each subtask is shown. */
    private static final class Recording extends NullProgressMonitor {
        int total;
        double worked;
        final List<String> subtasks = new ArrayList<>();
        final List<Double> workedAt = new ArrayList<>();

        @Override
        public synchronized void beginTask(String name, int totalWork) {
            total = totalWork;
        }

        @Override
        public void worked(int work) {
            internalWorked(work);
        }

        @Override
        public synchronized void internalWorked(double work) {
            worked += work;
        }

        @Override
        public synchronized void subTask(String name) {
            subtasks.add(name);
            workedAt.add(worked);
        }
    }

    private static boolean onScreen(Control control) {
        Rectangle inWindow = Display.getCurrent().map(control.getParent(), null, control.getBounds());
        return Display.getCurrent().getBounds().contains(inWindow.x + inWindow.width - 1, inWindow.y + inWindow.height - 1);
    }

    private static WorkspaceSubject subject(String simpleName) {
        return SmallscopeCore.index().subjects(demo.project).stream().filter(s -> s.simpleName().equals(simpleName)).findFirst().orElseThrow();
    }

    private static List<Text> texts(Composite parent) {
        List<Text> found = new ArrayList<>();
        for (Control c : parent.getChildren()) {
            if (c instanceof Text t) {
                found.add(t);
            } else if (c instanceof Composite child) {
                found.addAll(texts(child));
            }
        }
        return found;
    }

    private static boolean press(Composite parent, String label) {
        for (Control c : parent.getChildren()) {
            if (c instanceof Button b && label.equals(b.getText().replace("&", ""))) {
                b.notifyListeners(SWT.Selection, new Event());
                return true;
            } else if (c instanceof Composite child && press(child, label)) {
                return true;
            }
        }
        return false;
    }

    private static IWorkbenchPage page() {
        return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    }
}
