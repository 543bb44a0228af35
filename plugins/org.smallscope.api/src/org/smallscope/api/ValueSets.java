package org.smallscope.api;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Builds the value sets of a finitization (numbers other than int, chars, strings, other constants) and checks them. */
final class ValueSets {

    private ValueSets() {
    }

    /**
     * Korat's range of longs, shorts, bytes or chars: {@code min, min+step, ...} while below {@code max}, then {@code max}; empty
     * if {@code min > max}.
     */
    static List<Object> koratLongs(String call, long min, long step, long max, Class<?> type) {
        if (step <= 0) {
            throw new FinitizationException(call + ": the step must be positive");
        }
        List<Object> values = new ArrayList<>();
        if (min > max) {
            return values;
        }
        for (long v = min; v < max; v += step) {
            values.add(box(type, v));
            if (values.size() > 1_000_000) {
                throw new FinitizationException(call + ": more than a million values");
            }
            if (v > Long.MAX_VALUE - step) {
                break;
            }
        }
        values.add(box(type, max));
        return values;
    }

    private static Object box(Class<?> type, long v) {
        if (type == short.class) {
            return (short) v;
        }
        if (type == byte.class) {
            return (byte) v;
        }
        if (type == char.class) {
            return (char) v;
        }
        return v;
    }

    static IValueSet chars(char... chars) {
        List<Object> values = new ArrayList<>();
        for (char c : chars) {
            values.add(c);
        }
        return distinct("createCharSetOf", char.class, values);
    }

    /**
     * Korat's range of floats or doubles: {@code min + k*step} (computed in the set's type) while below {@code max}, then
     * {@code max}; empty if {@code min > max}.
     */
    static List<Object> koratReals(String call, double min, double step, double max, boolean single) {
        if (!(step > 0) || Double.isNaN(min) || Double.isNaN(max)) {
            throw new FinitizationException(call + ": the step must be positive and the bounds numbers");
        }
        List<Object> values = new ArrayList<>();
        if (min > max) {
            return values;
        }
        for (long k = 0;; k++) {
            double v = single ? (double) ((float) min + (float) step * k) : min + step * k;
            if (!(v < max)) {
                break;
            }
            values.add(single ? (Object) (float) v : (Object) v);
            if (values.size() > 1_000_000) {
                throw new FinitizationException(call + ": more than a million values");
            }
        }
        values.add(single ? (Object) (float) max : (Object) max);
        return values;
    }

    static IValueSet doubles(double... doubles) {
        List<Object> values = new ArrayList<>();
        for (double d : doubles) {
            values.add(d);
        }
        return distinct("createDoubleSetOf", double.class, values);
    }

    static IValueSet of(String call, Class<?> type, Object[] given) {
        if (type == null) {
            throw new FinitizationException(call + ": the type is null");
        }
        List<Object> values = new ArrayList<>();
        for (Object v : given == null ? new Object[] {null} : given) {
            if (v != null && !type.isInstance(v)) {
                throw new FinitizationException(call + ": the value " + v + " is not a " + type.getName());
            }
            values.add(v);
        }
        return distinct(call, type, values);
    }

    private static IValueSet distinct(String call, Class<?> type, List<Object> values) {
        Set<Object> seen = new HashSet<>();
        for (Object v : values) {
            if (!seen.add(v)) {
                throw new FinitizationException(call + ": the value " + v + " occurs twice");
            }
        }
        return new ValueSet(type, values);
    }
}
