package org.smallscope.engine.protocol;

import java.util.Locale;

/** The one formatter of counts shown to people: {@code 1,234,567}, the same in the terminal, reports and views. */
public final class Counts {

    private Counts() {
    }

    /** @return {@code n} with thousands separators, e.g. {@code 1,234,567} */
    public static String format(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
