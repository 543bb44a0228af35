package org.smallscope.ui.internal.space;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.widgets.Display;
import org.smallscope.core.ApiResults;
import org.smallscope.engine.protocol.Counts;

/**
 * Draws an API-mode run's frontier in the strip's place: one stretch per call count (0 calls: the constructors' states), its width
 * the share of the new states found with that many calls, labelled above with the count of calls and inside with the states. Owns its
 * colours (dispose it with the view).
 */
final class FrontierPainter {

    private final Color[] fills;
    private final Color border;
    private final Color text;

    FrontierPainter(Display display) {
        fills = new Color[] {new Color(display, 48, 104, 200), new Color(display, 24, 160, 56)};
        border = new Color(display, 90, 90, 90);
        text = display.getSystemColor(SWT.COLOR_WIDGET_FOREGROUND);
    }

    /** Paints {@code results}' states by call count across {@code width} pixels from {@code x0}, or a note while the run goes on. */
    void paint(GC gc, ApiResults results, int x0, int width) {
        if (results == null || results.statesPerLength().isEmpty()) {
            gc.setForeground(text);
            gc.drawText("API mode: the states by number of calls are shown when the run ends", x0, StripPainter.TOP + 4, true);
            return;
        }
        List<Long> perLength = results.statesPerLength();
        long total = perLength.stream().mapToLong(Long::longValue).sum();
        int minimum = 24; // every call count gets a visible stretch
        int spare = Math.max(0, width - minimum * perLength.size());
        int x = x0;
        for (int k = 0; k < perLength.size(); k++) {
            long states = perLength.get(k);
            int w = minimum + (int) (total == 0 ? 0 : spare * states / total);
            gc.setBackground(fills[k % fills.length]);
            gc.fillRectangle(x, StripPainter.TOP, w, StripPainter.STRIP_HEIGHT);
            gc.setForeground(border);
            gc.drawRectangle(x, StripPainter.TOP, w - 1, StripPainter.STRIP_HEIGHT - 1);
            gc.setForeground(text);
            gc.drawText(k + (k == 1 ? " call" : " calls"), x + 3, 3, true);
            gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
            gc.drawText(Counts.format(states), x + 3, StripPainter.TOP + StripPainter.STRIP_HEIGHT / 2 - 8, true);
            x += w;
        }
    }

    void dispose() {
        for (Color c : fills) {
            c.dispose();
        }
        border.dispose();
    }

    /** @return the totals line of an API-mode run: {@code 14 states from 40 sequences; new states by calls 0: 1, 1: 4, 2: 9} */
    static String totals(int valid, ApiResults results) {
        if (results == null) {
            return "API mode: " + Counts.format(valid) + " states so far";
        }
        StringBuilder sb = new StringBuilder("API mode: ").append(Counts.format(valid)).append(" states from ")
                .append(Counts.format(results.sequences())).append(" call sequences; new states by calls ");
        for (int k = 0; k < results.statesPerLength().size(); k++) {
            sb.append(k > 0 ? ", " : "").append(k).append(": ").append(Counts.format(results.statesPerLength().get(k)));
        }
        return sb.toString();
    }
}
