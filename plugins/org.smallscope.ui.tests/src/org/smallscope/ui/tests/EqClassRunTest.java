package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import org.eclipse.jdt.core.IType;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.ui.SmallscopeUi;
import org.smallscope.ui.internal.GenerateDialog;
import org.smallscope.ui.internal.results.RunSummary;

/**
 * Korat+ in the workbench: a subject with {@code eqClass()} gets the equivalence-class choice in the dialog, and a run
 * with it (the runner's {@code --eq-class}) covers ListAsSet's ten classes exploring 679 candidates, saves no snapshot,
 * and says how many classes it covered.
 */
class EqClassRunTest {

    @Test
    void listAsSetPrunedToItsEquivalenceClassesCoversTenAndSaysSo() throws Exception {
        DemoProject demo = DemoProject.empty("eqclass-demo", true);
        String source = Files.readString(ExampleProjects.folder().resolve("org/smallscope/examples/ListAsSet.java"))
                .replace("package org.smallscope.examples;", "package demo;");
        demo.project.getFile("src/demo/ListAsSet.java").create(new ByteArrayInputStream(source.getBytes(StandardCharsets.UTF_8)), true, null);
        Workbench.waitForJobs(Commands.JOB_TIMEOUT);
        assertEquals(List.of(), demo.compileErrors());
        IType type = demo.javaProject.findType("demo.ListAsSet");

        WorkspaceSubject subject = SmallscopeCore.index().subjects(demo.project).get(0);
        GenerateDialog dialog = new GenerateDialog(Display.getCurrent().getActiveShell(), subject, null);
        dialog.setBlockOnOpen(false);
        dialog.open();
        GenerateDialog.Offer offer;
        try {
            offer = dialog.offer();
        } finally {
            dialog.close();
        }
        assertTrue(offer.eqClassesOffered(), "ListAsSet declares eqClass()");
        assertFalse(offer.eqClasses(), "off unless asked for");

        GenerationRun run = Commands.generate(type, Map.of(SmallscopeUi.PARAM_ARGS, "0,4,0,4,4,4,3", SmallscopeUi.PARAM_EQ_CLASS, "true",
                SmallscopeUi.PARAM_EXPORT, "false"));
        assertEquals(GenerationRun.State.COMPLETED, run.state(), () -> run + " " + run.message());
        assertTrue(run.request().eqClasses());
        assertEquals(10, run.classesCovered().size(), () -> run.classesCovered().toString());
        assertEquals(80, run.valid());
        assertEquals(679, run.explored(), "the plain search explores 3,719");
        assertEquals(run.valid(), run.classesCovered().stream().mapToLong(RunEvent.Classes.Covered::count).sum());
        assertNull(run.snapshot(), "a pruned suite is not saved for reuse");
        assertTrue(RunSummary.text(run).contains("10 equivalence classes covered"), RunSummary.text(run));
    }
}
