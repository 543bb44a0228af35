package org.smallscope.engine.protocol;

/** Arithmetic on sizes of the candidate space kept as base-2 logarithms (-Infinity stands for zero). */
public final class Log2 {

    private Log2() {
    }

    /** @return log2 of {@code x} (-Infinity for 0) */
    public static double of(double x) {
        return Math.log(x) / Math.log(2);
    }

    /** @return log2(2^a + 2^b), exact enough for sizes far beyond a double's range */
    public static double plus(double a, double b) {
        if (a == Double.NEGATIVE_INFINITY) {
            return b;
        }
        if (b == Double.NEGATIVE_INFINITY) {
            return a;
        }
        double hi = Math.max(a, b);
        double lo = Math.min(a, b);
        return hi + Math.log1p(Math.pow(2, lo - hi)) / Math.log(2);
    }

    /** @return log2(2^a - n), or -Infinity when that is not positive (within rounding) */
    public static double minus(double a, double n) {
        if (n <= 0) {
            return a;
        }
        double ln = of(n);
        if (a - ln < 1e-9) {
            return Double.NEGATIVE_INFINITY;
        }
        return a + Math.log1p(-Math.pow(2, ln - a)) / Math.log(2);
    }

    /** @return {@code 2^x} as a short text ({@code 1,234} below a million, else {@code 2^103.4}) */
    public static String format(double x) {
        if (x == Double.NEGATIVE_INFINITY) {
            return "0";
        }
        if (x < 20) {
            return String.format(java.util.Locale.ROOT, "%,d", Math.round(Math.pow(2, x)));
        }
        return String.format(java.util.Locale.ROOT, "2^%.1f", x);
    }
}
