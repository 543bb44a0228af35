package org.smallscope.engine.subject;

import java.util.Objects;

import org.smallscope.api.IConstraint.Comparison;

/**
 * How dedicated generators compare the values of finitized fields with each other and with constants: ints and other
 * integral numbers as longs, floating numbers as doubles (mixed numbers numerically), chars, strings, booleans
 * (false &lt; true), enum constants by ordinal, other values of one class if comparable; objects by identity and only
 * for equality. A comparison involving null holds only for equality with null.
 */
final class ValueOrder {

    private ValueOrder() {
    }

    /** @return the comparable key of value {@code v} of domain {@code d} (an object's global number for objects, null for null) */
    static Object key(Domain d, int v) {
        return switch (d.kind()) {
            case OBJECTS -> d.objectNumberAt(v) < 0 ? null : Integer.valueOf(d.objectNumberAt(v));
            case INTS -> Long.valueOf(d.intAt(v));
            case BOOLEANS -> v == 1;
            case ENUMS -> d.enumAt(v);
            default -> constant(d.valueAt(v));
        };
    }

    /** @return a constant as a key: integral numbers as Long, floating numbers as Double, others as they are */
    static Object constant(Object c) {
        if (c instanceof Integer || c instanceof Short || c instanceof Byte) {
            return Long.valueOf(((Number) c).longValue());
        }
        if (c instanceof Float f) {
            return Double.valueOf(f);
        }
        return c;
    }

    /** @return a short name of the kind of values of {@code d}: {@code int}, {@code String}, {@code Color}, {@code objects} */
    static String typeOf(Domain d) {
        return d.kind() == Domain.Kind.OBJECTS ? "objects of " + d.declaredType() : d.declaredType();
    }

    /**
     * @param other the key of the other operand (a constant's, or a sample value of the other field's; null: any)
     * @param otherText the other operand as the user wrote it, for the message
     * @return null if values of domain {@code d} can be compared by {@code c} with {@code other}, else why not
     */
    static String mismatch(Domain d, Comparison c, Object other, String otherText) {
        if (d.kind() == Domain.Kind.OBJECTS) {
            if (c != Comparison.EQUAL) {
                return "objects have no order, only equality";
            }
            return other == null || other instanceof Integer ? null : otherText + " is not an object (the only object constant is null)";
        }
        Object sample = sample(d);
        if (other == null || sample == null) {
            return null;
        }
        if (!comparable(sample, other) || other instanceof Integer) {
            return otherText + " is not a value of type " + typeOf(d);
        }
        boolean ordered = sample instanceof Number || sample instanceof Enum<?> || sample instanceof Comparable<?>;
        return c == Comparison.EQUAL || ordered ? null : "values of type " + typeOf(d) + " have no order, only equality";
    }

    /** @return the key of the first non-null value of {@code d}, or null */
    static Object sample(Domain d) {
        for (int v = 0; v < d.size(); v++) {
            Object k = key(d, v);
            if (k != null) {
                return k;
            }
        }
        return null;
    }

    /** @return whether keys {@code a} and {@code b} (neither null) can be compared */
    private static boolean comparable(Object a, Object b) {
        if (a instanceof Number && b instanceof Number) {
            return (a instanceof Long || a instanceof Double) && (b instanceof Long || b instanceof Double) || a.getClass() == b.getClass();
        }
        if (a instanceof Enum<?> x && b instanceof Enum<?> y) {
            return x.getDeclaringClass() == y.getDeclaringClass();
        }
        return a.getClass() == b.getClass();
    }

    /** @return whether key {@code a} compares to key {@code b} as {@code c} says */
    static boolean holds(Object a, Comparison c, Object b) {
        if (a == null || b == null) {
            return c == Comparison.EQUAL && a == b;
        }
        int order = order(a, b);
        return switch (c) {
            case EQUAL -> order == 0;
            case LESS -> order < 0;
            default -> order > 0;
        };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int order(Object a, Object b) {
        if (a instanceof Long x && b instanceof Long y) {
            return Long.compare(x, y);
        }
        if ((a instanceof Long || a instanceof Double) && (b instanceof Long || b instanceof Double)) {
            return Double.compare(((Number) a).doubleValue(), ((Number) b).doubleValue());
        }
        if (a instanceof Enum<?> x && b instanceof Enum<?> y) {
            return Integer.compare(x.ordinal(), y.ordinal());
        }
        if (a instanceof Comparable x && a.getClass() == b.getClass()) {
            return x.compareTo(b);
        }
        return Objects.equals(a, b) ? 0 : 1; // values without an order: only equality is asked of them
    }

    /** @return per value of {@code d}, whether it compares to {@code constant} as {@code c} says */
    static boolean[] table(Domain d, Comparison c, Object constant) {
        boolean[] ok = new boolean[d.size()];
        for (int v = 0; v < ok.length; v++) {
            ok[v] = holds(key(d, v), c, constant);
        }
        return ok;
    }

    /** @return per pair of values of {@code a} and {@code b}, whether they compare as {@code c} says */
    static boolean[][] table(Domain a, Comparison c, Domain b) {
        boolean[][] ok = new boolean[a.size()][b.size()];
        for (int x = 0; x < a.size(); x++) {
            for (int y = 0; y < b.size(); y++) {
                ok[x][y] = holds(key(a, x), c, key(b, y));
            }
        }
        return ok;
    }

    /** @return a constant as a user wrote it */
    static String describe(Object constant) {
        return constant instanceof String s ? '"' + s + '"' : constant instanceof Character ch ? "'" + ch + "'" : String.valueOf(constant)
                + (constant == null ? "" : " (" + constant.getClass().getSimpleName() + ")");
    }
}
