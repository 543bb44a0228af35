package org.smallscope.ui.internal.structures;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.jface.viewers.ILazyContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.Viewer;
import org.smallscope.core.GenerationRun;

/**
 * The rows of the Structures table, produced only when the virtual table asks for them: a run's
 * counterexamples first (method runs), then its valid structures in search order; the table holds one page of them.
 */
public final class StructureRows implements ILazyContentProvider {

    private final TableViewer viewer;
    private final StructurePages pages;
    private final AtomicLong produced = new AtomicLong();
    private GenerationRun run;

    /**
     * @param viewer the virtual table viewer this provider fills
     * @param pages the page the table holds: its row {@code i} is the run's row {@code pages.first() + i}
     */
    public StructureRows(TableViewer viewer, StructurePages pages) {
        this.viewer = viewer;
        this.pages = pages;
    }

    @Override
    public void inputChanged(Viewer v, Object oldInput, Object newInput) {
        run = newInput instanceof GenerationRun r ? r : null;
    }

    @Override
    public void updateElement(int index) {
        Object row = row(run, pages.first() + index);
        if (row != null) {
            produced.incrementAndGet();
            viewer.replace(row, index);
        }
    }

    /** @return how many rows the table asked for since it was created (for tests: far fewer than the rows of a large run) */
    public long produced() {
        return produced.get();
    }

    /** @return the number of rows of {@code run}: counterexamples plus structures */
    public static int count(GenerationRun run) {
        return run == null ? 0 : run.counterexampleCount() + run.structureCount();
    }

    /** @return the row at {@code index}: a {@link GenerationRun.Counterexample} or a {@link GenerationRun.Structure}, null if out of range */
    public static Object row(GenerationRun run, int index) {
        if (run == null || index < 0) {
            return null;
        }
        int counterexamples = run.counterexampleCount();
        if (index < counterexamples) {
            return run.counterexample(index);
        }
        int s = index - counterexamples;
        return s < run.structureCount() ? run.structure(s) : null;
    }

    /** @return the candidate vector of a row */
    public static int[] vector(Object row) {
        if (row instanceof GenerationRun.Structure s) {
            return s.vector();
        }
        return row instanceof GenerationRun.Counterexample c ? c.vector() : null;
    }

    /** @return the row index in {@code run} of a structure with the vector of {@code structure}, or -1 */
    public static int indexOf(GenerationRun run, GenerationRun.Structure structure) {
        int counterexamples = run.counterexampleCount();
        int guess = (int) structure.ordinal() - 1;
        if (guess >= 0 && guess < run.structureCount() && Arrays.equals(run.structure(guess).vector(), structure.vector())) {
            return counterexamples + guess;
        }
        for (int i = 0; i < run.structureCount(); i++) {
            if (Arrays.equals(run.structure(i).vector(), structure.vector())) {
                return counterexamples + i;
            }
        }
        return -1;
    }
}
