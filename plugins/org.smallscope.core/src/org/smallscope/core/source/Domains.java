package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;

import org.eclipse.jdt.core.dom.ASTNode;

/**
 * Builds domains from evaluated arguments exactly as the finitization API and the engine do, printing
 * them as {@code Domain.boundsSignature()}: {@code objects(Node x3, null)}, {@code ints[0, 1, 2]},
 * {@code booleans}, {@code enums[RED, BLACK]}.
 */
final class Domains {

    /** The most int values a domain may have before the evaluator gives up (the engine's vectors would not fit either). */
    static final int MAX_INTS = 1 << 20;

    private Domains() {
    }

    /** @return {@code createObjSet(cls, num[, includeNull])} */
    static Value objects(List<Value> args, int line, ASTNode at) {
        if (args.size() < 2 || args.size() > 3) {
            return Expressions.unknown("createObjSet with " + args.size() + " arguments", at);
        }
        String cls = args.get(0) instanceof Value.Cls c ? c.simpleName()
                : args.get(0) instanceof Value.Str s ? TypeNames.rawSimple(s.value()) : null;
        Integer num = args.get(1).asInt();
        Boolean includeNull = args.size() == 2 ? Boolean.TRUE : args.get(2) instanceof Value.Bool b ? b.value() : null;
        Value.Unknown first = firstUnknown(args);
        if (first != null) {
            return first;
        }
        if (cls == null || num == null || includeNull == null) {
            return Expressions.unknown("createObjSet arguments that are not a class, an int and a boolean", at);
        }
        if (num < 0) {
            return Expressions.unknown("createObjSet with " + num + " objects (the run fails: the number must not be negative)", at);
        }
        EvaluatedBounds.ObjectSet set = new EvaluatedBounds.ObjectSet(cls, num, includeNull, line);
        return new Value.Domain("objects(" + cls + " x" + num + (includeNull ? ", null)" : ")"), num + (includeNull ? 1 : 0), set);
    }

    /** @return {@code createIntSet(value)}, {@code createIntSet(min, max)} or {@code createIntSet(min, step, max)} */
    static Value intRange(List<Value> args, ASTNode at) {
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
            return Expressions.unknown("createIntSet step " + step + " (the run fails: the step must be positive)", at);
        }
        long count = max < min ? 0 : ((long) max - min) / step + 1;
        if (count > MAX_INTS) {
            return Expressions.unknown("createIntSet with " + count + " values", at);
        }
        int[] values = new int[(int) count];
        for (int i = 0; i < count; i++) {
            values[i] = min + i * step;
        }
        return ints(values);
    }

    /** @return {@code createIntSetOf(values...)} (in the given order; duplicates fail the run) */
    static Value intValues(List<Value> args, ASTNode at) {
        List<Value> flat = args.size() == 1 && args.get(0) instanceof Value.Array a ? a.elements() : args;
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
        if (Arrays.stream(values).distinct().count() != values.length) {
            return Expressions.unknown("createIntSetOf" + Arrays.toString(values) + " with a value twice (the run fails)", at);
        }
        return ints(values);
    }

    private static Value ints(int[] values) {
        return new Value.Domain("ints" + Arrays.toString(values), values.length, null);
    }

    /** @return {@code createBooleanSet()} */
    static Value booleans() {
        return new Value.Domain("booleans", 2, null);
    }

    /** @return {@code createEnumSet(E.class)} (all constants of an enum of this unit) or {@code createEnumSet(E.class, E.A, ...)} */
    static Value enums(List<Value> args, UnitIndex index, ASTNode at) {
        Value.Unknown first = firstUnknown(args);
        if (first != null) {
            return first;
        }
        if (args.isEmpty() || !(args.get(0) instanceof Value.Cls cls)) {
            return Expressions.unknown("createEnumSet without an enum class literal", at);
        }
        List<Value> rest = args.subList(1, args.size());
        if (rest.size() == 1 && rest.get(0) instanceof Value.Array a) {
            rest = a.elements();
        }
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
                return Expressions.unknown("createEnumSet with a constant twice (the run fails)", at);
            }
        }
        return new Value.Domain("enums" + names, names.size(), null);
    }

    private static Value.Unknown firstUnknown(List<Value> values) {
        for (Value v : values) {
            if (v instanceof Value.Unknown u) {
                return u;
            }
        }
        return null;
    }
}
