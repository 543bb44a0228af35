package org.smallscope.engine.subject;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;

import java.lang.reflect.Field;
import java.util.List;

import org.smallscope.api.FieldBinding;
import org.smallscope.api.IBooleanSet;
import org.smallscope.api.IEnumSet;
import org.smallscope.api.IFinSet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;
import org.smallscope.api.IObjSet;

/** Checks that a domain fits the type of the field it bounds, and converts it to an engine {@link Domain}. */
final class DomainTypes {

    private DomainTypes() {
    }

    static Domain domainFor(FieldBinding binding, Field field, Class<?> owner, List<Class<?>> objectTypes, List<ObjectClass> objectClasses,
            IFinitization fin) {
        IFinSet set = binding.domain();
        Class<?> type = field.getType();
        String at = binding.origin() == null ? "" : " at " + binding.originText();
        Domain domain;
        if (set instanceof IObjSet objSet) {
            int c = objectTypes.indexOf(objSet.getObjectClass());
            if (c < 0 || !fin.getObjSets().contains(objSet)) {
                throw EngineError.BAD_FINITIZATION.exception(fin.getRootClass().getName(),
                        "set(\"" + binding.field() + "\")" + at + " uses an object set of another finitization");
            }
            if (type.isPrimitive() || !type.isAssignableFrom(objSet.getObjectClass())) {
                throw mismatch(binding, field, owner, at, "objects of " + objSet.getObjectClass().getName());
            }
            domain = Domain.objects(objectClasses.get(c), objSet.includesNull());
        } else if (set instanceof IIntSet intSet) {
            int[] values = intSet.values();
            if (!fitsInts(type, values)) {
                throw mismatch(binding, field, owner, at, "int values " + java.util.Arrays.toString(values));
            }
            domain = Domain.ints(values);
        } else if (set instanceof IBooleanSet) {
            if (type != boolean.class && !type.isAssignableFrom(Boolean.class)) {
                throw mismatch(binding, field, owner, at, "boolean values");
            }
            domain = Domain.booleans();
        } else if (set instanceof IEnumSet enumSet) {
            if (type.isPrimitive() || !type.isAssignableFrom(enumSet.getEnumClass())) {
                throw mismatch(binding, field, owner, at, "constants of " + enumSet.getEnumClass().getName());
            }
            domain = Domain.enums(enumSet.constants());
        } else {
            throw mismatch(binding, field, owner, at, "a domain of unknown kind " + set.getClass().getName());
        }
        return domain;
    }

    private static SmallscopeException mismatch(FieldBinding binding, Field field, Class<?> owner, String at, String given) {
        return EngineError.DOMAIN_TYPE.exception(SubjectLoader.shortName(owner), field.getName(), field.getType().getTypeName(), binding.field(), at, given);
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

    /** @return the values of a non-object domain, boxed to fit a reference-typed field */
    static Object[] boxedValues(Domain domain, Class<?> type, ClassLoader loader) {
        Object[] values = new Object[domain.size()];
        for (int v = 0; v < values.length; v++) {
            switch (domain.kind()) {
                case BOOLEANS:
                    values[v] = v == 1;
                    break;
                case ENUMS:
                    values[v] = sameConstantIn(domain.enumAt(v), loader);
                    break;
                default:
                    int i = domain.intAt(v);
                    values[v] = type == Long.class ? (Object) (long) i
                            : type == Short.class ? (Object) (short) i
                            : type == Byte.class ? (Object) (byte) i
                            : type == Character.class ? (Object) (char) i
                            : (Object) i;
            }
        }
        return values;
    }

    /** The finitization ran on classes loaded without monitoring: find the same constant among the monitored ones. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object sameConstantIn(Enum<?> constant, ClassLoader loader) {
        Class<?> enumClass = SubjectLoader.loadClass(loader, constant.getDeclaringClass().getName());
        if (enumClass == constant.getDeclaringClass()) {
            return constant;
        }
        return Enum.valueOf((Class) enumClass, constant.name());
    }
}
