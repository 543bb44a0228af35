package org.smallscope.core.source;

import org.smallscope.engine.subject.ValueTypes;

/**
 * The engine's check that a domain fits the type of the field (or array element) it bounds ({@code DomainTypes}), on
 * source: what the domain gives when it does not fit, in the engine's words; nothing when it fits or the unit cannot tell.
 */
final class SourceDomainTypes {

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
            return c != null && ValueTypes.fitsInts(c, ints.values()) ? null : "int values " + java.util.Arrays.toString(ints.values());
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
        boolean fits = c != null ? ValueTypes.fitsValues(c, valueType.jdkClass(), constants.values())
                : !valueType.jdkClass().isPrimitive() && constants.values().stream().allMatch(x -> x == null);
        return fits ? null
                : constants.type() + " values " + SourceDomain.Constants.described(constants.values());
    }
}
