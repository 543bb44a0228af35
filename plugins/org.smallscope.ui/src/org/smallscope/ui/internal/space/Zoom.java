package org.smallscope.ui.internal.space;

/** Which regions the strip shows: all of them, or a window of neighbours the user zoomed into. */
final class Zoom {

    private int from = -1;
    private int to = -1;

    /** Shows everything. */
    void reset() {
        from = -1;
        to = -1;
    }

    /** @return the first region shown of {@code n} */
    int from(int n) {
        return from < 0 ? 0 : Math.min(from, n);
    }

    /** @return the end (exclusive) of the regions shown of {@code n} */
    int to(int n) {
        return to < 0 ? n : Math.min(to, n);
    }

    /** Narrows (factor above 1) or widens the window by {@code factor} around region {@code center} of {@code n}. */
    void around(int center, double factor, int n) {
        int width = to(n) - from(n);
        int next = (int) Math.max(1, Math.round(width / factor));
        if (next >= n) {
            reset();
            return;
        }
        int start = Math.max(0, Math.min(n - next, center - next / 2));
        from = start;
        to = start + next;
    }
}
