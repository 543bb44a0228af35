package org.smallscope.engine.subject;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FieldBinding;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IBooleanSet;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IEnumSet;
import org.smallscope.api.IFinSet;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IIntSet;
import org.smallscope.api.IObjSet;
import org.smallscope.api.IValueSet;

/** Checks that a domain fits the type of the field (or array element) it bounds, and converts it to an engine {@link Domain}. */
final class DomainTypes {

    /** What the conversion needs from the finitization: its class domains by API object. */
    interface ClassDomains {
        /** @return the engine's class domain for {@code d}, or null if it is not of this finitization or holds constants */
        ObjectClass of(IClassDomain d);

        /** @return for a class domain of constants (objects added with addObject), its isomorphism class id or -1; else null */
        Integer constantClass(IClassDomain d);

        /** @return the class domains left out of isomorphism breaking */
        java.util.Set<ObjectClass> notIsomorphic();
    }

    private DomainTypes() {
    }

    static Domain domainFor(FieldBinding binding, Field field, Class<?> owner, ClassDomains classes, IFinitization fin) {
        String at = binding.origin() == null ? "" : " at " + binding.originText();
        String given = mismatchOf(binding.domain(), field.getType(), classes, fin);
        if (given != null) {
            throw EngineError.DOMAIN_TYPE.exception(SubjectLoader.shortName(owner), field.getName(), field.getType().getTypeName(),
                    binding.field(), at, given);
        }
        if (binding.domain() instanceof IObjSet objSet && !fin.getObjSets().contains(objSet)
                || binding.domain() instanceof IArraySet arrays && !fin.getArraySets().contains(arrays)) {
            throw EngineError.BAD_FINITIZATION.exception(fin.getRootClass().getName(),
                    "set(\"" + binding.field() + "\")" + at + " uses a set of another finitization");
        }
        return convert(binding.domain(), classes);
    }

    /** @return the domain of the elements of an array set, checked against the array's component type */
    static Domain elementsFor(IArraySet set, ClassDomains classes, IFinitization fin, String rootName) {
        Class<?> component = set.getArrayType().getComponentType();
        StackTraceElement origin = set.getOrigin();
        String call = "createArraySet(" + set.getArrayType().getSimpleName() + ".class, ...)"
                + (origin == null ? "" : " at " + origin.getFileName() + ":" + origin.getLineNumber());
        if (component.isArray()) {
            throw EngineError.BAD_FINITIZATION.exception(rootName, call + ": arrays of arrays are not supported; use an array of"
                    + " objects that each hold a " + component.getSimpleName() + " field (one array set per array type), or flatten the array");
        }
        if (set.getElements() instanceof IArraySet) {
            throw EngineError.BAD_FINITIZATION.exception(rootName, call + ": the elements cannot be arrays (arrays of arrays are not supported)");
        }
        String given = mismatchOf(set.getElements(), component, classes, fin);
        if (given != null) {
            throw EngineError.BAD_FINITIZATION.exception(rootName, call + ": its elements are of type " + component.getTypeName()
                    + ", but the element domain gives " + given);
        }
        return convert(set.getElements(), classes);
    }

    /** @return what {@code set} gives if it does not fit {@code type}, else null */
    private static String mismatchOf(IFinSet set, Class<?> type, ClassDomains classes, IFinitization fin) {
        if (set instanceof IArraySet arrays) {
            return type.isAssignableFrom(arrays.getArrayType()) ? null : "arrays of type " + arrays.getArrayType().getSimpleName();
        }
        if (set instanceof IObjSet objSet) {
            if (type.isPrimitive()) {
                return "objects of " + objSet.getObjectClass().getName();
            }
            for (IClassDomain d : objSet.getClassDomains()) {
                if (!type.isAssignableFrom(d.getDomainClass())) {
                    return "objects of " + d.getDomainClass().getName();
                }
            }
            return null;
        }
        if (set instanceof IIntSet intSet) {
            return ValueTypes.fitsInts(type, intSet.values()) ? null : "int values " + java.util.Arrays.toString(intSet.values());
        }
        if (set instanceof IBooleanSet) {
            return type == boolean.class || type.isAssignableFrom(Boolean.class) ? null : "boolean values";
        }
        if (set instanceof IEnumSet enumSet) {
            return !type.isPrimitive() && type.isAssignableFrom(enumSet.getEnumClass()) ? null : "constants of " + enumSet.getEnumClass().getName();
        }
        if (set instanceof IValueSet values) {
            return ValueTypes.fitsValues(type, values.getValueType(), values.values()) ? null : values.getValueType().getSimpleName() + " values " + describe(values.values());
        }
        return "a domain of unknown kind " + set.getClass().getName();
    }

    private static String describe(List<Object> values) {
        return values.stream().map(Domain::describeValue).toList().toString();
    }

    static Domain convert(IFinSet set, ClassDomains classes) {
        if (set instanceof IArraySet arrays) {
            ObjectClass pool = classes.of(arrays.getClassDomain());
            return Domain.objects(pool.simpleName(), List.of(pool), false);
        }
        if (set instanceof IObjSet objSet) {
            List<ObjectClass> domains = new ArrayList<>();
            List<List<Object>> constants = new ArrayList<>();
            List<Integer> isoIds = new ArrayList<>();
            for (IClassDomain d : objSet.getClassDomains()) {
                Integer constant = classes.constantClass(d);
                if (constant != null) {
                    constants.add(d.getAddedObjects());
                    isoIds.add(constant);
                } else {
                    domains.add(classes.of(d));
                }
            }
            String type = SubjectLoader.shortName(objSet.getObjectClass());
            if (!constants.isEmpty() && !domains.isEmpty()) {
                throw EngineError.BAD_FINITIZATION.exception(type, "an object set of " + objSet.getObjectClass().getName()
                        + " draws both from class domains filled with addObject and from class domains whose objects the search creates;"
                        + " use one set for each");
            }
            if (!constants.isEmpty()) {
                return Domain.constants(type, objSet.includesNull(), constants, isoIds.stream().mapToInt(Integer::intValue).toArray());
            }
            return Domain.objects(type, domains, objSet.includesNull(), classes.notIsomorphic());
        }
        if (set instanceof IIntSet intSet) {
            return Domain.ints(intSet.values());
        }
        if (set instanceof IBooleanSet) {
            return Domain.booleans();
        }
        if (set instanceof IEnumSet enumSet) {
            return Domain.enums(enumSet.constants());
        }
        IValueSet values = (IValueSet) set;
        return Domain.values(values.getValueType().getSimpleName(), values.values());
    }

    /**
     * @return the values of a non-object domain as the objects a field or array element of type {@code type} holds: boxed
     *         in exactly the wrapper of a primitive {@code type} (or of the int domain's boxing for a reference type)
     */
    static Object[] boxedValues(Domain domain, Class<?> type, ClassLoader loader) {
        Object[] values = new Object[domain.size()];
        Class<?> target = type.isPrimitive() ? type : ValueTypes.unboxed(type);
        for (int v = 0; v < values.length; v++) {
            switch (domain.kind()) {
                case BOOLEANS:
                    values[v] = v == 1;
                    break;
                case ENUMS:
                    values[v] = sameConstantIn(domain.enumAt(v), loader);
                    break;
                case VALUES:
                    Object x = domain.valueAt(v);
                    boolean exact = x != null && target != null && java.lang.invoke.MethodType.methodType(target).wrap().returnType().isInstance(x);
                    values[v] = target != null && x != null && !exact ? convert(x, target) : x; // of the right loader: see SubjectLoader.load
                    break;
                default:
                    values[v] = convert(domain.intAt(v), target == null ? int.class : target);
            }
        }
        return values;
    }

    /** @return number or char {@code x} converted to the wrapper of primitive {@code target} */
    private static Object convert(Object x, Class<?> target) {
        if (x instanceof Character c) {
            x = (int) c;
        }
        if (!(x instanceof Number n)) {
            return x;
        }
        return target == long.class ? (Object) n.longValue() : target == int.class ? (Object) n.intValue()
                : target == short.class ? (Object) n.shortValue() : target == byte.class ? (Object) n.byteValue()
                : target == char.class ? (Object) (char) n.intValue() : target == float.class ? (Object) n.floatValue()
                : target == double.class ? (Object) n.doubleValue() : x;
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
