package org.smallscope.engine.protocol;

import java.util.Locale;

import com.google.gson.annotations.SerializedName;

/** How a run searches: the whole space, or only the mixed ranges between a saved snapshot's tests. */
public enum Mode {
    /** Every candidate of the space (or of the requested range). */
    @SerializedName("full")
    FULL,
    /** Only the mixed ranges between the valid candidates of a reused snapshot (iGen). */
    @SerializedName("incremental")
    INCREMENTAL,
    /**
     * A weakened predicate (conjuncts removed or changed after the first ones it keeps): only the stretches of the kept
     * conjuncts that the base run recorded, each searched as a floor-pinned range.
     */
    @SerializedName("incremental-backward")
    INCREMENTAL_BACKWARD;

    /** @return the mode's name on the wire and in reports: {@code full}, {@code incremental} or {@code incremental-backward} */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** @return {@link #wireName()} */
    @Override
    public String toString() {
        return wireName();
    }

    /** @return the mode named {@code text} ({@code full}, {@code incremental}, {@code incremental-backward}, any case) */
    public static Mode of(String text) {
        return valueOf(text.toUpperCase(Locale.ROOT).replace('-', '_'));
    }
}
