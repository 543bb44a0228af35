package org.smallscope.cli.output;

import java.math.BigInteger;
import java.util.Locale;

import org.smallscope.engine.protocol.Counts;

/** How numbers, durations and space sizes read in summaries, tables and the progress bar. */
public final class Formats {

    private Formats() {
    }

    /** @return {@code 812,345} (rounded) */
    public static String rate(double perSecond) {
        return String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    /** @return {@code 850 ms}, {@code 12.3 s} or {@code 2:05.1} */
    public static String duration(long millis) {
        if (millis < 10_000) {
            return millis + " ms";
        }
        if (millis < 60_000) {
            return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
        }
        long minutes = millis / 60_000;
        return String.format(Locale.ROOT, "%d:%04.1f", minutes, (millis - minutes * 60_000) / 1000.0);
    }

    /** @return nanoseconds as milliseconds: whole (with thousands separators) from 100 ms, with one decimal below */
    public static String millis(long nanos) {
        double ms = nanos / 1e6;
        return ms >= 100 ? String.format(Locale.ROOT, "%,.0f", ms) : String.format(Locale.ROOT, "%.1f", ms);
    }

    /** @return {@code 12.4%} for 0.124 (see {@link Counts#percent}) */
    public static String percent(double share) {
        return Counts.percent(share);
    }

    /** @return {@code 0:03} / {@code 12:40}: an elapsed time for the progress bar */
    public static String clock(long millis) {
        return Counts.clock(millis);
    }

    /** @return log2 of {@code n} (n &gt; 0), precise to about 15 digits even for huge spaces */
    public static double log2(BigInteger n) {
        int bits = n.bitLength();
        if (bits <= 53) {
            return Math.log(n.doubleValue()) / Math.log(2);
        }
        int shift = bits - 53;
        return shift + Math.log(n.shiftRight(shift).doubleValue()) / Math.log(2);
    }

    /** @return {@code 2^47.3}, or {@code 2^12} for an exact power of two */
    public static String power(BigInteger n) {
        if (n.signum() <= 0) {
            return "0";
        }
        if (n.bitCount() == 1) {
            return "2^" + (n.bitLength() - 1);
        }
        return String.format(Locale.ROOT, "2^%.1f", log2(n));
    }

    /** @return {@code [5]} as {@code 5}, {@code [3, 4]} as {@code 3,4} */
    public static String args(int[] args) {
        StringBuilder sb = new StringBuilder();
        for (int a : args) {
            sb.append(sb.length() == 0 ? "" : ",").append(a);
        }
        return sb.toString();
    }

    /** @return the message on one line (line breaks become {@code "; "}) */
    public static String oneLine(String message) {
        return message == null ? "" : message.strip().replaceAll("\\s*\\R\\s*", "; ");
    }
}
