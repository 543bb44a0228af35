package org.smallscope.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Link;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.smallscope.core.internal.RunProgress;

/**
 * A restarted run (an incremental search that fell back to a full one) starts its progress bar again at 0: the bar Eclipse's
 * Progress view draws for the run's job shows the new search's share covered alone, the share its text states.
 */
class RestartedRunProgressTest {

    private static final String JOB = "Smallscope: BST(8), restarted";

    /** A share covered, or {@link #END}, for the job to show next. */
    private final BlockingQueue<Double> shares = new LinkedBlockingQueue<>();
    private static final double END = -1;

    @Test
    void aRestartedRunsBarStartsAgainAtZeroAndShowsOnlyItsOwnProgress() throws Exception {
        Workbench.prepare();
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        IViewPart view = page.showView(IPageLayout.ID_PROGRESS_VIEW);
        // maximized: the view shortens the texts of its entries to their width (a middle ellipsis), and other tests leave it narrow
        page.setPartState(page.getReference(view), IWorkbenchPage.STATE_MAXIMIZED);
        Job job = new Job(JOB) {
            @Override
            protected IStatus run(IProgressMonitor monitor) {
                RunProgress progress = new RunProgress(monitor); // what RunLauncher gives the job's monitor while the runner searches
                try {
                    for (double share = shares.take(); share != END; share = shares.take()) {
                        long explored = Math.round(share * 10_000);
                        progress.show(share, explored, explored / 10, 5_000, null);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return Status.OK_STATUS;
            }
        };
        job.schedule();
        try {
            shares.add(0.6); // the incremental search covered 60% ...
            Composite item = waitForText(view, "60.0% covered");
            assertEquals(60, bar(item).getSelection(), "before the restart the bar shows 60% of " + bar(item).getMaximum());

            shares.add(0.1); // ... then fell back to a full search, which has covered 10% of its own work
            waitForText(view, "10.0% covered");
            ProgressBar bar = bar(item);
            Screenshots.take("progress-restarted-run", PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
            assertEquals(100, bar.getMaximum());
            assertEquals(10, bar.getSelection(), "at the restart the bar starts again: 10% as its text says, not the 60% before plus 10% of the rest");

            shares.add(0.5);
            waitForText(view, "50.0% covered");
            assertEquals(50, bar(item).getSelection(), "the new search's share alone");
        } finally {
            shares.add(END);
            job.join(10_000, null);
            page.setPartState(page.getReference(view), IWorkbenchPage.STATE_RESTORED);
        }
    }

    /** @return the Progress view's entry of the job once a text in it contains {@code text} (its bar is updated with it) */
    private static Composite waitForText(IViewPart view, String text) {
        Composite[] found = {null};
        try {
            Workbench.waitUntil("'" + text + "' in the Progress view", 30_000, () -> (found[0] = entry(view, text)) != null);
        } catch (AssertionError e) {
            List<Composite> items = new ArrayList<>();
            collect(view.getSite().getShell(), items);
            throw new AssertionError(e.getMessage() + "; its entries: " + items.stream().map(i -> java.util.Arrays.stream(i.getChildren())
                    .map(c -> c instanceof Label l ? l.getText() : c instanceof Link k ? k.getText() : "").filter(t -> !t.isEmpty()).toList()).toList(), e);
        }
        return found[0];
    }

    private static Composite entry(IViewPart view, String text) {
        List<Composite> items = new ArrayList<>();
        collect(view.getSite().getShell(), items);
        for (Composite item : items) {
            boolean named = false;
            boolean says = false;
            for (Control c : item.getChildren()) {
                String t = c instanceof Label l ? l.getText() : c instanceof Link k ? k.getText() : "";
                named |= t.startsWith(JOB);
                says |= t.contains(text);
            }
            if (named && says) {
                return item;
            }
        }
        return null;
    }

    /** Collects the composites holding a determinate progress bar (the Progress view's job entries). */
    private static void collect(Composite parent, List<Composite> items) {
        for (Control c : parent.getChildren()) {
            if (c instanceof ProgressBar p && (p.getStyle() & SWT.INDETERMINATE) == 0 && !items.contains(parent)) {
                items.add(parent);
            } else if (c instanceof Composite inner) {
                collect(inner, items);
            }
        }
    }

    private static ProgressBar bar(Composite item) {
        for (Control c : item.getChildren()) {
            if (c instanceof ProgressBar p) {
                return p;
            }
        }
        throw new AssertionError("no progress bar in the job's entry");
    }
}
