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
    INCREMENTAL;

    /** @return the mode's name on the wire and in reports: {@code full} or {@code incremental} */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** @return {@link #wireName()} */
    @Override
    public String toString() {
        return wireName();
    }

    /** @return the mode named {@code text} ({@code full}, {@code incremental}, any case) */
    public static Mode of(String text) {
        return valueOf(text.toUpperCase(Locale.ROOT));
    }
}
