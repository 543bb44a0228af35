package org.smallscope.ui.internal.structures;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.smallscope.core.GenerationRun;

/**
 * The Structures table's columns: ordinal (an error mark for counterexamples), the fields that tell the structure apart
 * from the others, the whole structure as text, its candidate vector.
 */
final class StructureColumns {

    private StructureColumns() {
    }

    /** Adds the columns to {@code viewer}. */
    static void create(TableViewer viewer, DistinctFields distinct) {
        column(viewer, "#", 56, new Ordinal());
        column(viewer, DIFFERS, 380, new Differs(distinct));
        column(viewer, "Structure", 420, new Shape());
        column(viewer, "Candidate vector", 260, new Vector());
        org.eclipse.jface.viewers.ColumnViewerToolTipSupport.enableFor(viewer);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
    }

    /** The title of the column of distinguishing fields. */
    static final String DIFFERS = "Differs in";

    /** Shows the fields every structure shares as the tooltip of the distinguishing column's header. */
    static void describeShared(TableViewer viewer, DistinctFields distinct) {
        String shared = distinct.sharedText();
        var column = viewer.getTable().getColumn(1);
        if (!java.util.Objects.equals(shared, column.getToolTipText())) {
            column.setToolTipText(shared);
        }
    }

    private static void column(TableViewer viewer, String title, int width, ColumnLabelProvider labels) {
        TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
        column.getColumn().setText(title);
        column.getColumn().setWidth(width);
        column.setLabelProvider(labels);
    }

    /** @return the text of a counterexample row: parameters and the first line of the problem */
    static String problem(GenerationRun.Counterexample c) {
        String problem = c.problem() == null ? "" : c.problem().lines().findFirst().orElse("");
        return (c.parameters() == null || c.parameters().isBlank() ? "" : c.parameters() + ": ") + problem;
    }

    /** The ordinal of a structure, or an error mark for a counterexample. */
    private static final class Ordinal extends ColumnLabelProvider {
        @Override
        public String getText(Object row) {
            return row instanceof GenerationRun.Structure s ? Long.toString(s.ordinal()) : "fails";
        }

        @Override
        public Image getImage(Object row) {
            return row instanceof GenerationRun.Counterexample
                    ? PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJS_ERROR_TSK) : null;
        }

        @Override
        public Color getForeground(Object row) {
            return row instanceof GenerationRun.Counterexample ? GraphPainter.ERROR : null;
        }
    }

    /** The fields that tell a structure apart from the others; for a counterexample, what broke first. */
    private static final class Differs extends ColumnLabelProvider {
        private final DistinctFields distinct;

        Differs(DistinctFields distinct) {
            this.distinct = distinct;
        }

        @Override
        public String getText(Object row) {
            if (row instanceof GenerationRun.Counterexample c) {
                return problem(c);
            }
            return row instanceof GenerationRun.Structure s ? distinct.text(s) : "";
        }

        @Override
        public Color getForeground(Object row) {
            return row instanceof GenerationRun.Counterexample ? GraphPainter.ERROR : null;
        }

        @Override
        public String getToolTipText(Object row) {
            if (row instanceof GenerationRun.Counterexample c) {
                return c.problem();
            }
            return row instanceof GenerationRun.Structure s ? s.text() : null;
        }
    }

    /** The structure as text; for a counterexample, what broke first. */
    private static final class Shape extends ColumnLabelProvider {
        @Override
        public String getText(Object row) {
            if (row instanceof GenerationRun.Counterexample c) {
                return problem(c) + "  |  " + c.structure();
            }
            return row instanceof GenerationRun.Structure s ? s.text() : "";
        }

        @Override
        public Color getForeground(Object row) {
            return row instanceof GenerationRun.Counterexample ? GraphPainter.ERROR : null;
        }

        @Override
        public String getToolTipText(Object row) {
            return row instanceof GenerationRun.Counterexample c ? c.problem() : null;
        }
    }

    /** The candidate vector. */
    private static final class Vector extends ColumnLabelProvider {
        @Override
        public String getText(Object row) {
            int[] v = StructureRows.vector(row);
            return v == null ? "" : GenerationRun.formatVector(v);
        }
    }
}
