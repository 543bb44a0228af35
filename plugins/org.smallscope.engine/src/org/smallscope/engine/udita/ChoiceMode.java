package org.smallscope.engine.udita;

import java.util.Locale;

/** How a generator's choices are made: when called (eager, the reference) or, for values stored into fields and array elements, at their first read (delayed). */
public enum ChoiceMode {
    /** Every choice is made when the generator calls it (UDITA's Fig. 10). */
    EAGER,
    /** Choices stored straight into a field or array element are suspended and made at the first read (Figs. 11-12). */
    DELAYED;

    /** @return {@code eager} or {@code delayed} */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
