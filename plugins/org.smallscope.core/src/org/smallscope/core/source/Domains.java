package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.eclipse.jdt.core.dom.ASTNode;

/**
 * Builds the int, boolean, enum and value sets from evaluated arguments exactly as the finitization API does
 * (same values, same order, same checks with the API's words), as {@link SourceDomain}s.
 */
final class Domains {

    /** The most values a domain may have before the evaluator gives up (the engine's vectors would not fit either). */
    static final int MAX_INTS = 1 << 20;

    /** The most values the API lets a value set have. */
    private static final int MAX_VALUES = 1_000_000;

    /** Where a domain that makes the run fail is reported, with the API's words. */
    interface Failures {
        /** Records that the source range {@code start..start+length} makes the run fail with {@code message}. */
        void fail(int start, int length, String message);

        /** Records that the call {@code at} makes the run fail with {@code message}. */
        default void fail(ASTNode at, String message) {
            fail(at.getStartPosition(), at.getLength(), message);
        }
    }

    private Domains() {
    }

    /** @return an unknown value for a call the API rejects, after reporting it */
    static Value.Unknown failed(Failures failures, ASTNode at, String message) {
        failures.fail(at, message);
        return Expressions.unknown(message + " (the run fails)", at);
    }

    /** @return {@code createIntSet(value)}, {@code createIntSet(min, max)} or {@code createIntSet(min, step, max)} */
    static Value intRange(List<Value> args, ASTNode at, Failures failures) {
        Value.Unknown first = firstUnknown(args);
        if (first != null) {
            return first;
        }
        int[] v = new int[args.size()];
        for (int i = 0; i < v.length; i++) {
            if (args.get(i).asInt() == null) {
                return Expressions.unknown("createIntSet arguments that are not ints", at);
            }
            v[i] = args.get(i).asInt();
        }
        if (v.length == 1) {
            return ints(new int[] {v[0]});
        }
        if (v.length != 2 && v.length != 3) {
            return Expressions.unknown("createIntSet with " + v.length + " arguments", at);
        }
        int min = v[0];
        int step = v.length == 3 ? v[1] : 1;
        int max = v[v.length - 1];
        if (step <= 0) {
            return failed(failures, at, "createIntSet(" + min + ", " + step + ", " + max + "): the step must be positive");
        }
        return steps(min, step, max, true, at);
    }

    /**
     * @param korat Korat's range ({@code createIntSet}): steps below {@code max}, then {@code max} itself ({@code [max]} when
     *        {@code max < min}); else the steps up to {@code max} ({@code createIntSteps})
     */
    private static Value steps(int min, int step, int max, boolean korat, ASTNode at) {
        long below = max <= min ? 0 : ((long) max - 1 - min) / step + 1;
        long count = korat ? below + 1 : max < min ? 0 : ((long) max - min) / step + 1;
        if (count > MAX_INTS) {
            return Expressions.unknown("createIntSet with " + count + " values", at);
        }
        int[] values = new int[(int) count];
        for (int i = 0; i < count; i++) {
            values[i] = korat && i == count - 1 ? max : min + i * step;
        }
        return ints(values);
    }

    /** @return {@code createIntSteps(min, step, max)}: the steps that are at most {@code max} */
    static Value intSteps(List<Value> args, ASTNode at, Failures failures) {
        Value.Unknown first = firstUnknown(args);
        if (first != null) {
            return first;
        }
        if (args.size() != 3 || args.stream().anyMatch(a -> a.asInt() == null)) {
            return Expressions.unknown("createIntSteps arguments that are not three ints", at);
        }
        int min = args.get(0).asInt();
        int step = args.get(1).asInt();
        int max = args.get(2).asInt();
        if (step <= 0) {
            return failed(failures, at, "createIntSteps(" + min + ", " + step + ", " + max + "): the step must be positive");
        }
        return steps(min, step, max, false, at);
    }

    /** @return {@code createIntSetOf(values...)} (in the given order; duplicates fail the run) */
    static Value intValues(List<Value> args, ASTNode at, Failures failures) {
        List<Value> flat = flat(args);
        Value.Unknown first = firstUnknown(flat);
        if (first != null) {
            return first;
        }
        int[] values = new int[flat.size()];
        for (int i = 0; i < values.length; i++) {
            if (flat.get(i).asInt() == null) {
                return Expressions.unknown("createIntSetOf arguments that are not ints", at);
            }
            values[i] = flat.get(i).asInt();
        }
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                return failed(failures, at, "createIntSetOf" + Arrays.toString(values) + ": the value " + sorted[i] + " occurs twice");
            }
        }
        return ints(values);
    }

    private static Value ints(int[] values) {
        return new Value.Domain(new SourceDomain.Ints(values));
    }

    /** @return {@code createBooleanSet()} */
    static Value booleans() {
        return new Value.Domain(new SourceDomain.Booleans());
    }

    /** @return {@code createEnumSet(E.class)} (all constants of an enum of this unit) or {@code createEnumSet(E.class, E.A, ...)} */
    static Value enums(List<Value> args, UnitIndex index, ASTNode at, Failures failures) {
        Value.Unknown first = firstUnknown(args);
        if (first != null) {
            return first;
        }
        if (args.isEmpty() || !(args.get(0) instanceof Value.Cls cls)) {
            return Expressions.unknown("createEnumSet without an enum class literal", at);
        }
        List<Value> rest = flat(args.subList(1, args.size()));
        List<String> names = new ArrayList<>();
        if (rest.isEmpty()) {
            List<String> all = index.enumConstants(cls.simpleName());
            if (all == null) {
                return Expressions.unknown("enum " + cls.simpleName() + " is not declared in this file", at);
            }
            names.addAll(all);
        } else {
            for (Value v : rest) {
                if (!(v instanceof Value.EnumConst c)) {
                    return Expressions.unknown("createEnumSet arguments that are not constants of " + cls.simpleName(), at);
                }
                names.add(c.name());
            }
            if (new LinkedHashSet<>(names).size() != names.size()) {
                return failed(failures, at, "createEnumSet(" + cls.simpleName() + ", ...): a constant occurs twice");
            }
        }
        String binary = index.binaryName(cls.simpleName());
        return new Value.Domain(new SourceDomain.Enums(binary == null ? cls.simpleName() : binary, names));
    }

    /**
     * @return a value set of {@code createLongSet}, {@code createShortSet}, {@code createByteSet}, {@code createCharSet},
     *         {@code createCharSetOf}, {@code createFloatSet}, {@code createDoubleSet}, {@code createDoubleSetOf},
     *         {@code createStringSet} or {@code createValueSet}, or null if {@code name} is none of them
     */
    static Value valueSet(String name, List<Value> args, ASTNode at, Failures failures) {
        List<Value> flat = name.equals("createValueSet") ? args : flat(args);
        Value.Unknown first = firstUnknown(flat);
        if (first != null) {
            return first;
        }
        switch (name) {
            case "createLongSet":
                return longs(name, flat, "long", at, failures);
            case "createShortSet":
                return longs(name, flat, "short", at, failures);
            case "createByteSet":
                return longs(name, flat, "byte", at, failures);
            case "createCharSet":
                return longs(name, flat, "char", at, failures);
            case "createFloatSet":
                return reals(name, flat, true, at, failures);
            case "createDoubleSet":
                return reals(name, flat, false, at, failures);
            case "createCharSetOf":
                return constants("createCharSetOf", "char", flat, v -> v instanceof Value.Char || v instanceof Value.Int ? (Object) (char) (int) v.asInt()
                        : null, at, failures);
            case "createDoubleSetOf":
                return constants("createDoubleSetOf", "double", flat, v -> v.asDouble(), at, failures);
            case "createStringSet":
                return constants("createStringSet", "String", flat, Domains::string, at, failures);
            case "createValueSet":
                return valueSetOf(args, at, failures);
            default:
                return null;
        }
    }

    /** Long, short, byte and char ranges: {@code min..max} by {@code step}, boxed in the type's wrapper. */
    private static Value longs(String name, List<Value> args, String type, ASTNode at, Failures failures) {
        boolean arity = type.equals("char") ? args.size() == 2 : args.size() >= 1 && args.size() <= 3;
        if (!arity || args.stream().anyMatch(a -> a.asLong() == null)) {
            return Expressions.unknown(name + " arguments that are not " + type + "s", at);
        }
        long min = narrow(args.get(0).asLong(), type);
        long step = args.size() == 3 ? narrow(args.get(1).asLong(), type) : 1;
        long max = narrow(args.get(args.size() - 1).asLong(), type);
        String call = switch (type) {
            case "char" -> name + "('" + (char) min + "', '" + (char) max + "')";
            default -> name + "(" + min + ", " + step + ", " + max + ")";
        };
        if (step <= 0) {
            return failed(failures, at, call + ": the step must be positive");
        }
        List<Object> values = new ArrayList<>();
        for (long v = min; min <= max && v < max; v += step) { // Korat's range: the steps below max, then max
            values.add(box(v, type));
            if (values.size() > MAX_VALUES) {
                return failed(failures, at, call + ": more than a million values");
            }
            if (v > Long.MAX_VALUE - step) {
                break;
            }
        }
        if (min <= max) {
            values.add(box(max, type));
        }
        return new Value.Domain(new SourceDomain.Constants(type, values));
    }

    private static Object box(long v, String type) {
        return switch (type) {
            case "short" -> (Object) (short) v;
            case "byte" -> (Object) (byte) v;
            case "char" -> (Object) (char) v;
            default -> (Object) v;
        };
    }

    private static long narrow(long v, String type) {
        return switch (type) {
            case "short" -> (short) v;
            case "byte" -> (byte) v;
            case "char" -> (char) v;
            default -> v;
        };
    }

    /** Float and double ranges: {@code min + k*step} up to {@code max}, computed in double as the API does. */
    private static Value reals(String name, List<Value> args, boolean single, ASTNode at, Failures failures) {
        if (args.size() < 1 || args.size() > 3 || args.stream().anyMatch(a -> a.asDouble() == null)) {
            return Expressions.unknown(name + " arguments that are not numbers", at);
        }
        double[] p = new double[3];
        for (int i = 0; i < 3; i++) {
            // (v) is (v, 1, v); (min, max) is (min, 1, max)
            double d = i == 1 ? (args.size() == 3 ? args.get(1).asDouble() : 1) : args.get(i == 0 || args.size() == 1 ? 0 : args.size() - 1).asDouble();
            p[i] = single ? (double) (float) d : d;
        }
        String call = single ? name + "(" + (float) p[0] + ", " + (float) p[1] + ", " + (float) p[2] + ")"
                : name + "(" + p[0] + ", " + p[1] + ", " + p[2] + ")";
        if (!(p[1] > 0) || Double.isNaN(p[0]) || Double.isNaN(p[2])) {
            return failed(failures, at, call + ": the step must be positive and the bounds numbers");
        }
        List<Object> values = new ArrayList<>();
        for (long k = 0; p[0] <= p[2]; k++) { // Korat's range: min + k*step (in the set's type) below max, then max
            double v = single ? (double) ((float) p[0] + (float) p[1] * k) : p[0] + p[1] * k;
            if (!(v < p[2])) {
                break;
            }
            values.add(single ? (Object) (float) v : (Object) v);
            if (values.size() > MAX_VALUES) {
                return failed(failures, at, call + ": more than a million values");
            }
        }
        if (p[0] <= p[2]) {
            values.add(single ? (Object) (float) p[2] : (Object) p[2]);
        }
        return new Value.Domain(new SourceDomain.Constants(single ? "float" : "double", values));
    }

    /** Given constants, in order; a value twice fails the run. */
    private static Value constants(String call, String type, List<Value> args, java.util.function.Function<Value, Object> box, ASTNode at,
            Failures failures) {
        List<Object> values = new ArrayList<>();
        for (Value v : args) {
            if (v instanceof Value.Null) {
                values.add(null);
                continue;
            }
            Object boxed = box.apply(v);
            if (boxed == null) {
                return Expressions.unknown(call + " arguments that are not constants of type " + type, at);
            }
            values.add(boxed);
        }
        Set<Object> seen = new HashSet<>();
        for (Object v : values) {
            if (!seen.add(v)) {
                return failed(failures, at, call + ": the value " + v + " occurs twice");
            }
        }
        return new Value.Domain(new SourceDomain.Constants(type, values));
    }

    private static Object string(Value v) {
        return v instanceof Value.Str s ? s.value() : null;
    }

    /** {@code createValueSet(T.class, values...)}: literals boxed as Java boxes them; values built at run time are unknown. */
    private static Value valueSetOf(List<Value> args, ASTNode at, Failures failures) {
        if (args.isEmpty() || !(args.get(0) instanceof Value.Cls type)) {
            return Expressions.unknown("createValueSet without a class literal", at);
        }
        List<Value> rest = args.subList(1, args.size());
        if (rest.size() == 1 && rest.get(0) instanceof Value.Array a) {
            rest = a.elements();
        }
        String call = "createValueSet(" + type.simpleName() + ".class, ...)";
        return constants(call, type.simpleName(), rest, Domains::boxed, at, failures);
    }

    /** @return a literal's value as Java autoboxes it, or null for values the evaluator cannot build */
    private static Object boxed(Value v) {
        if (v instanceof Value.Int i) {
            return i.value();
        }
        if (v instanceof Value.LongInt l) {
            return l.value();
        }
        if (v instanceof Value.Char c) {
            return c.value();
        }
        if (v instanceof Value.Real r) {
            return r.isFloat() ? (Object) (float) r.value() : (Object) r.value();
        }
        if (v instanceof Value.Bool b) {
            return b.value();
        }
        return v instanceof Value.Str s ? s.value() : null;
    }

    private static List<Value> flat(List<Value> args) {
        return args.size() == 1 && args.get(0) instanceof Value.Array a ? a.elements() : args;
    }

    static Value.Unknown firstUnknown(List<Value> values) {
        for (Value v : values) {
            if (v instanceof Value.Unknown u) {
                return u;
            }
        }
        return null;
    }
}
