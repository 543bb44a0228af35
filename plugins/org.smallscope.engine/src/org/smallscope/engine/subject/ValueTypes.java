package org.smallscope.engine.subject;

import java.util.List;

/**
 * Which constants a field (or array element) of a Java type can hold, as Java assigns them: int values within the
 * type's range, numbers that widen, boxes of exactly the unboxed type, other values by assignability. Shared by the
 * engine's checks and the IDE's source checks, so both say the same.
 */
public final class ValueTypes {

    private static final List<Class<?>> NUMERIC = List.of(byte.class, short.class, int.class, long.class, float.class, double.class);

    private ValueTypes() {
    }

    /** @return whether every int of {@code values} fits a field of {@code type} (int-like, long, float, double, their boxes, Object/Number) */
    public static boolean fitsInts(Class<?> type, int[] values) {
        long min = Long.MIN_VALUE;
        long max = Long.MAX_VALUE;
        if (type == byte.class || type == Byte.class) {
            min = Byte.MIN_VALUE;
            max = Byte.MAX_VALUE;
        } else if (type == short.class || type == Short.class) {
            min = Short.MIN_VALUE;
            max = Short.MAX_VALUE;
        } else if (type == char.class || type == Character.class) {
            min = Character.MIN_VALUE;
            max = Character.MAX_VALUE;
        } else if (!(type == int.class || type == long.class || type == float.class || type == double.class || type == Long.class
                || type.isAssignableFrom(Integer.class))) {
            return false;
        }
        for (int v : values) {
            if (v < min || v > max) {
                return false;
            }
        }
        return true;
    }

    /**
     * @param valueType the type of a value set: a primitive type for numbers and chars, else the values' class
     * @return whether a field of {@code type} can hold the {@code values}: numbers widen as Java assigns them (a char set
     *         also fits int fields, a box takes exactly its own primitive), other values need an assignable type
     */
    public static boolean fitsValues(Class<?> type, Class<?> valueType, List<Object> values) {
        if (valueType.isPrimitive()) {
            Class<?> target = type.isPrimitive() ? type : unboxed(type);
            if (target == null) {
                return type == Object.class || type == Number.class && valueType != char.class || type == java.io.Serializable.class;
            }
            if (!type.isPrimitive() && target != valueType) {
                return false;
            }
            return widens(valueType, target);
        }
        return !type.isPrimitive() && values.stream().allMatch(x -> x == null || type.isInstance(x));
    }

    private static boolean widens(Class<?> from, Class<?> to) {
        if (from == to) {
            return true;
        }
        if (from == char.class) {
            return NUMERIC.indexOf(to) >= NUMERIC.indexOf(int.class);
        }
        if (to == char.class || from == boolean.class || to == boolean.class) {
            return false;
        }
        return NUMERIC.indexOf(from) >= 0 && NUMERIC.indexOf(from) < NUMERIC.indexOf(to) && !(from == short.class && to == byte.class);
    }

    /** @return the primitive type a box holds ({@code long} for {@code Long}), or null for other types */
    public static Class<?> unboxed(Class<?> type) {
        return type == Long.class ? long.class : type == Integer.class ? int.class : type == Short.class ? short.class
                : type == Byte.class ? byte.class : type == Character.class ? char.class : type == Float.class ? float.class
                : type == Double.class ? double.class : type == Boolean.class ? boolean.class : null;
    }
}
