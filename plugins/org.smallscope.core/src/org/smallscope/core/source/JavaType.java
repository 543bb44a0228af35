package org.smallscope.core.source;

import java.util.Set;

import org.eclipse.jdt.core.dom.ImportDeclaration;

/**
 * A Java type as far as one compilation unit tells it, for the domain type checks: a JDK class (primitives included)
 * or a type declared in the unit, with array dimensions; types the unit cannot resolve are not made at all.
 *
 * @param jdk the JDK class of the element type, or null for a type of the unit
 * @param unitType the simple name of the unit's type, or null for a JDK class
 * @param dims the array dimensions
 */
record JavaType(Class<?> jdk, String unitType, int dims) {

    private static final Set<String> ARRAY_SUPERTYPES = Set.of("java.lang.Object", "java.lang.Cloneable", "java.io.Serializable");

    /** @return the type a declared type text names ({@code int[]}, {@code Node}, {@code List<Node>}), or null if the unit cannot tell */
    static JavaType resolve(String text, UnitIndex index) {
        if (text == null) {
            return null;
        }
        String t = text.strip();
        int dims = 0;
        while (t.endsWith("[]")) {
            t = t.substring(0, t.length() - 2).strip();
            dims++;
        }
        int lt = t.indexOf('<');
        if (lt >= 0) {
            t = t.substring(0, lt).strip();
        }
        Class<?> primitive = primitive(t);
        if (primitive != null) {
            return new JavaType(primitive, null, dims);
        }
        String simple = TypeNames.rawSimple(t);
        if (index.type(simple) != null && (t.equals(simple) || !t.startsWith("java."))) {
            return new JavaType(null, simple, dims);
        }
        String qualified = t.contains(".") ? t : imported(simple, index);
        Class<?> cls = jdkClass(qualified);
        return cls == null ? null : new JavaType(cls, null, dims);
    }

    /** @return the array type {@code T[]} of a component type, resolved as a field type */
    static JavaType arrayOf(JavaType component) {
        return component == null ? null : new JavaType(component.jdk, component.unitType, component.dims + 1);
    }

    /** @return the component type of an array type */
    JavaType component() {
        return new JavaType(jdk, unitType, dims - 1);
    }

    boolean isPrimitive() {
        return dims == 0 && jdk != null && jdk.isPrimitive();
    }

    /** @return the JDK class of this type (arrays included), or null for a type of the unit */
    Class<?> jdkClass() {
        if (jdk == null) {
            return null;
        }
        Class<?> c = jdk;
        for (int i = 0; i < dims; i++) {
            c = java.lang.reflect.Array.newInstance(c, 0).getClass();
        }
        return c;
    }

    /** @return {@code Class.getTypeName()}: {@code int[]}, {@code java.lang.String}, {@code a.b.UnionFind$Record[]} */
    String typeName(UnitIndex index) {
        return (jdk != null ? jdk.getTypeName() : index.binaryName(unitType)) + "[]".repeat(dims);
    }

    /** @return whether a value of type {@code from} may be assigned to this type ({@code Class.isAssignableFrom}), or null if unsure */
    Boolean isAssignableFrom(JavaType from, UnitIndex index) {
        if (jdk != null && from.jdk != null) {
            return jdkClass().isAssignableFrom(from.jdkClass());
        }
        if (from.isPrimitive() || isPrimitive()) {
            return false;
        }
        if (dims == 0 && jdk != null && ARRAY_SUPERTYPES.contains(jdk.getName()) && from.dims > 0) {
            return true;
        }
        if (dims == 0 && jdk == Object.class) {
            return true;
        }
        if (from.dims != dims) {
            return from.dims > dims && jdk != null && ARRAY_SUPERTYPES.contains(jdk.getName());
        }
        if (jdk == null && from.jdk != null) {
            return false;
        }
        if (jdk == null) {
            return index.implementsOrExtends(from.unitType, unitType);
        }
        // a type of the unit given to a JDK type: its implicit superclass, else decided only when it extends nothing outside the unit
        Class<?> implicit = index.type(from.unitType) instanceof org.eclipse.jdt.core.dom.EnumDeclaration ? Enum.class
                : index.type(from.unitType) instanceof org.eclipse.jdt.core.dom.RecordDeclaration ? Record.class : Object.class;
        if (jdkClass().isAssignableFrom(implicit)) {
            return true;
        }
        return index.supertypesInUnit(from.unitType) ? Boolean.FALSE : null;
    }

    private static Class<?> primitive(String name) {
        return switch (name) {
            case "int" -> int.class;
            case "long" -> long.class;
            case "short" -> short.class;
            case "byte" -> byte.class;
            case "char" -> char.class;
            case "float" -> float.class;
            case "double" -> double.class;
            case "boolean" -> boolean.class;
            default -> null;
        };
    }

    private static String imported(String simple, UnitIndex index) {
        for (Object o : index.unit().imports()) {
            ImportDeclaration i = (ImportDeclaration) o;
            String name = i.getName().getFullyQualifiedName();
            if (!i.isOnDemand() && !i.isStatic() && name.endsWith("." + simple)) {
                return name;
            }
        }
        return "java.lang." + simple;
    }

    private static Class<?> jdkClass(String qualified) {
        if (!qualified.startsWith("java.")) {
            return null;
        }
        try {
            return Class.forName(qualified, false, JavaType.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }
}
