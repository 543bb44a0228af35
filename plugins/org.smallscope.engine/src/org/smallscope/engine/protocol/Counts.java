package org.smallscope.engine.protocol;

import java.util.Locale;

/**
 * The one formatter of counts shown to people: {@code 1,234,567}, the same in the terminal, reports and views (and of
 * the shares and clock times of progress lines).
 */
public final class Counts {

    private Counts() {
    }

    /** @return {@code n} with thousands separators, e.g. {@code 1,234,567} */
    public static String format(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    /** @return {@code 12.4%} for 0.124: a share with one decimal, never rounded up to {@code 100.0%} before it is all */
    public static String percent(double share) {
        double tenths = Math.floor(share * 1000 + 1e-9);
        return String.format(Locale.ROOT, "%.1f%%", (share < 1 ? Math.min(tenths, 999) : 1000) / 10);
    }

    /** @return {@code 0:03} / {@code 12:40}: a time of a progress line, in minutes and seconds */
    public static String clock(long millis) {
        long seconds = millis / 1000;
        return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
    }
}
