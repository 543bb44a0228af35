package org.smallscope.ui.internal.space;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Display;
import org.smallscope.core.CandidateSpace;
import org.smallscope.engine.protocol.Region;

/**
 * Draws a {@link StripLayout} with plain SWT: explored candidates blue, pruned ones white with red hatching
 * as in the core paper's Fig. 5, valid candidates as green lines, reused parts amber; labels above, legend
 * below. Owns its colours (dispose it with the view).
 */
final class StripPainter {

    static final int TOP = 22;
    static final int STRIP_HEIGHT = 44;

    private final Color explored;
    private final Color pruned;
    private final Color prunedHatch;
    private final Color valid;
    private final Color reused;
    private final Color border;
    private final Color uncovered;
    private final Color text;

    StripPainter(Display display) {
        explored = new Color(display, 48, 104, 200);
        pruned = new Color(display, 255, 255, 255);
        prunedHatch = new Color(display, 214, 48, 48);
        valid = new Color(display, 24, 160, 56);
        reused = new Color(display, 240, 180, 40);
        border = new Color(display, 90, 90, 90);
        uncovered = new Color(display, 222, 222, 222);
        text = display.getSystemColor(SWT.COLOR_WIDGET_FOREGROUND);
    }

    /** Paints {@code layout} of {@code picture} at the left edge {@code x0}. */
    void paint(GC gc, CandidateSpace.Picture picture, StripLayout layout, int x0, boolean ended) {
        for (StripLayout.Segment s : layout.segments()) {
            int x = x0 + s.x();
            if (s.kind() == StripLayout.Kind.UNCOVERED) {
                gc.setBackground(uncovered);
                gc.fillRectangle(x, TOP, s.width(), STRIP_HEIGHT);
                gc.setForeground(border);
                gc.setLineStyle(SWT.LINE_DOT);
                gc.drawRectangle(x, TOP, Math.max(0, s.width() - 1), STRIP_HEIGHT - 1);
                gc.setLineStyle(SWT.LINE_SOLID);
                gc.setForeground(text);
                gc.drawText(ended ? "not covered: the run stopped" : "not yet covered", x + 6, TOP + STRIP_HEIGHT / 2 - 8, true);
            } else if (s.kind() == StripLayout.Kind.REUSED) {
                gc.setBackground(reused);
                gc.fillRectangle(x, TOP, s.width(), STRIP_HEIGHT);
            } else {
                Region r = picture.regions().get(s.region());
                gc.setBackground(pruned);
                gc.fillRectangle(x, TOP, s.width(), STRIP_HEIGHT);
                hatch(gc, x + s.exploredWidth(), s.width() - s.exploredWidth());
                gc.setBackground(explored);
                gc.fillRectangle(x, TOP, s.exploredWidth(), STRIP_HEIGHT);
                if (r.valid() > 0) {
                    gc.setForeground(valid);
                    gc.setLineWidth(1);
                    int w = Math.max(1, s.exploredWidth());
                    int lastX = -1;
                    if (r.valid() >= w) { // every pixel holds a valid candidate
                        for (int px = 0; px < w; px++) {
                            gc.drawLine(x + px, TOP, x + px, TOP + STRIP_HEIGHT - 1);
                        }
                    }
                    for (long k = 0; k < r.valid() && r.valid() < w; k++) {
                        int vx = x + StripLayout.tickX(w, r.valid(), k);
                        if (vx != lastX) { // one line per pixel however many valid candidates share it
                            gc.drawLine(vx, TOP, vx, TOP + STRIP_HEIGHT - 1);
                            lastX = vx;
                        }
                    }
                }
            }
        }
        labels(gc, picture, layout, x0, ended);
        gc.setForeground(border);
        int width = layout.segments().isEmpty() ? 0 : layout.segments().get(layout.segments().size() - 1).x()
                + layout.segments().get(layout.segments().size() - 1).width();
        gc.drawRectangle(x0, TOP, Math.max(0, width - 1), STRIP_HEIGHT - 1);
        legend(gc, x0, TOP + STRIP_HEIGHT + 6, picture.incremental(), layout.segments().stream().anyMatch(s -> s.kind() == StripLayout.Kind.UNCOVERED));
    }

    /** Labels the largest stretches first, each where it does not overlap a label already placed. */
    private void labels(GC gc, CandidateSpace.Picture picture, StripLayout layout, int x0, boolean ended) {
        java.util.List<StripLayout.Segment> bySize = new java.util.ArrayList<>(layout.segments());
        bySize.sort(java.util.Comparator.comparingDouble((StripLayout.Segment s) -> Double.isNaN(s.sizeLog2()) ? -1 : s.sizeLog2()).reversed());
        java.util.List<int[]> taken = new java.util.ArrayList<>();
        gc.setForeground(text);
        for (StripLayout.Segment s : bySize) {
            Region r = s.kind() == StripLayout.Kind.SEARCHED ? picture.regions().get(s.region()) : null;
            String label = SpaceTexts.label(s, r, Integer.MAX_VALUE, 1, ended);
            int w = gc.textExtent(label).x;
            int left = x0 + s.x();
            int[] span = {left - 3, left + w + 3};
            if (taken.stream().noneMatch(t -> t[0] < span[1] && span[0] < t[1])) {
                taken.add(span);
                gc.drawLine(left, TOP - 4, left, TOP);
                gc.drawText(label, left + 1, 2, true);
            }
            if (taken.size() > 40) {
                break;
            }
        }
    }

    private void hatch(GC gc, int x, int width) {
        if (width <= 0) {
            return;
        }
        gc.setForeground(prunedHatch);
        gc.setClipping(x, TOP, width, STRIP_HEIGHT);
        for (int d = -STRIP_HEIGHT; d < width; d += 6) {
            gc.drawLine(x + d, TOP + STRIP_HEIGHT, x + d + STRIP_HEIGHT, TOP);
        }
        gc.setClipping((org.eclipse.swt.graphics.Rectangle) null);
    }

    private void legend(GC gc, int x, int y, boolean incremental, boolean uncoveredShown) {
        x = swatch(gc, x, y, explored, false, "explored (repOk ran)");
        x = swatch(gc, x, y, pruned, true, "pruned or isomorphic (repOk not run)");
        x = swatch(gc, x, y, valid, false, "valid");
        if (incremental) {
            x = swatch(gc, x, y, reused, false, "reused from the base snapshot");
        }
        if (uncoveredShown) {
            x = swatch(gc, x, y, uncovered, false, "not covered");
        }
        gc.setForeground(text);
        gc.drawText("(widths: log2 of a region's candidates)", x, y, true);
    }

    private int swatch(GC gc, int x, int y, Color color, boolean hatched, String label) {
        gc.setBackground(color);
        gc.fillRectangle(x, y + 2, 14, 12);
        if (hatched) {
            gc.setForeground(prunedHatch);
            gc.drawLine(x, y + 14, x + 12, y + 2);
            gc.drawLine(x + 6, y + 14, x + 14, y + 6);
        }
        gc.setForeground(border);
        gc.drawRectangle(x, y + 2, 14, 12);
        gc.setForeground(text);
        gc.drawText(label, x + 18, y, true);
        Point extent = gc.textExtent(label);
        return x + 18 + extent.x + 16;
    }

    /** @return the height the strip, its labels and legend need */
    static int height() {
        return TOP + STRIP_HEIGHT + 26;
    }

    void dispose() {
        explored.dispose();
        pruned.dispose();
        prunedHatch.dispose();
        valid.dispose();
        reused.dispose();
        border.dispose();
        uncovered.dispose();
    }
}
