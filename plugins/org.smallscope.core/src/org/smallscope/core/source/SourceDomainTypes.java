package org.smallscope.core.source;

import java.io.Serializable;
import java.util.List;

/**
 * The engine's check that a domain fits the type of the field (or array element) it bounds ({@code DomainTypes}), on
 * source: what the domain gives when it does not fit, in the engine's words; nothing when it fits or the unit cannot tell.
 */
final class SourceDomainTypes {

    private static final List<Class<?>> NUMERIC = List.of(byte.class, short.class, int.class, long.class, float.class, double.class);

    private SourceDomainTypes() {
    }

    /** @return what {@code set} gives if it does not fit {@code type} ({@code int values [0, 1]}), else null (also when unsure) */
    static String mismatch(SourceDomain set, JavaType type, UnitIndex index) {
        if (type == null) {
            return null;
        }
        if (set instanceof SourceDomain.Arrays arrays) {
            JavaType arrayType = JavaType.resolve(arrays.pool().simpleName(), index);
            Boolean fits = arrayType == null ? null : type.isAssignableFrom(arrayType, index);
            return Boolean.FALSE.equals(fits) ? "arrays of type " + arrays.pool().simpleName() : null;
        }
        if (set instanceof SourceDomain.Objects objects) {
            if (type.isPrimitive()) {
                return "objects of " + objects.binaryType();
            }
            for (ClassDom d : objects.domains()) {
                JavaType cls = JavaType.resolve(d.simpleName(), index);
                if (cls != null && Boolean.FALSE.equals(type.isAssignableFrom(cls, index))) {
                    return "objects of " + d.binaryName();
                }
            }
            return null;
        }
        Class<?> c = type.jdkClass();
        if (set instanceof SourceDomain.Ints ints) {
            return c != null && fitsInts(c, ints.values()) ? null : "int values " + java.util.Arrays.toString(ints.values());
        }
        if (set instanceof SourceDomain.Booleans) {
            return c != null && (c == boolean.class || c.isAssignableFrom(Boolean.class)) ? null : "boolean values";
        }
        if (set instanceof SourceDomain.Enums enums) {
            JavaType enumType = JavaType.resolve(TypeNames.rawSimple(enums.enumName()), index);
            Boolean fits = enumType == null ? null : type.isPrimitive() ? Boolean.FALSE : type.isAssignableFrom(enumType, index);
            return Boolean.FALSE.equals(fits) ? "constants of " + enums.enumName() : null;
        }
        SourceDomain.Constants constants = (SourceDomain.Constants) set;
        JavaType valueType = JavaType.resolve(constants.type(), index);
        if (valueType == null || valueType.jdkClass() == null) {
            return null;
        }
        boolean fits = c != null ? fitsValues(c, valueType.jdkClass(), constants.values())
                : !valueType.jdkClass().isPrimitive() && constants.values().stream().allMatch(x -> x == null);
        return fits ? null
                : constants.type() + " values " + SourceDomain.Constants.described(constants.values());
    }

    /** Numbers widen as Java assigns them (a char set also fits int fields); other values need an assignable type. */
    private static boolean fitsValues(Class<?> type, Class<?> v, List<Object> values) {
        if (v.isPrimitive()) {
            Class<?> target = type.isPrimitive() ? type : unboxed(type);
            if (target == null) {
                return type == Object.class || type == Number.class && v != char.class || type == Serializable.class;
            }
            if (!type.isPrimitive() && target != v) {
                return false;
            }
            return widens(v, target);
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

    private static Class<?> unboxed(Class<?> type) {
        return type == Long.class ? long.class : type == Integer.class ? int.class : type == Short.class ? short.class
                : type == Byte.class ? byte.class : type == Character.class ? char.class : type == Float.class ? float.class
                : type == Double.class ? double.class : type == Boolean.class ? boolean.class : null;
    }

    private static boolean fitsInts(Class<?> type, int[] values) {
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
}
