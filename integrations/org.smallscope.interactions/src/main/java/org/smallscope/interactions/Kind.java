package org.smallscope.interactions;

import java.util.Locale;

/** The form of an interaction: the constants, and iGen's four templates. */
public enum Kind {
    TRUE, FALSE, CONJ, DISJ, CONJDISJ, DISJCONJ;

    /** @return the name in the report ({@code conj}, {@code disjconj}, ...) */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }
}
