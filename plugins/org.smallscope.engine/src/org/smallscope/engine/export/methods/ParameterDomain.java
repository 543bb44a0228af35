package org.smallscope.engine.export.methods;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.smallscope.engine.export.Literals;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.export.Terms;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * The values method mode tries for one parameter, in the order they are tried, given as {@code --param} text
 * ({@link ParameterText}: {@code 0..5}, {@code 1.5}, {@code a,"b c"}, {@code null}, {@code []|[1]|[1,2]}, ...) or by
 * default ({@link ParameterDefaults}), and how each value becomes a runtime argument (arrays new for each call), a
 * source literal and a text ({@code 3}, {@code 'a'}, {@code "s"}, {@code [1, 2]}).
 */
public final class ParameterDomain {

    /** The kinds of parameters method mode supports. */
    public enum Kind {
        /** int or Integer. */
        INT(Integer.MIN_VALUE, Integer.MAX_VALUE),
        /** long or Long. */
        LONG(Long.MIN_VALUE, Long.MAX_VALUE),
        /** short or Short. */
        SHORT(Short.MIN_VALUE, Short.MAX_VALUE),
        /** byte or Byte. */
        BYTE(Byte.MIN_VALUE, Byte.MAX_VALUE),
        /** char or Character (values are char codes). */
        CHAR(Character.MIN_VALUE, Character.MAX_VALUE),
        /** float or Float. */
        FLOAT(0, 0),
        /** double or Double. */
        DOUBLE(0, 0),
        /** boolean or Boolean. */
        BOOLEAN(0, 1),
        /** String. */
        STRING(0, 0),
        /** An enum: constant names. */
        ENUM(0, 0),
        /** Object: null, Integers and Strings. */
        OBJECT(0, 0),
        /** An array of one of the other kinds. */
        ARRAY(0, 0);

        private final long min;
        private final long max;

        Kind(long min, long max) {
            this.min = min;
            this.max = max;
        }

        /** @return the kind for a parameter of type {@code type}, or null if method mode cannot supply its values */
        static Kind of(Class<?> type) {
            if (type.isArray()) {
                Kind component = of(type.getComponentType());
                return component == null || component == ARRAY ? null : ARRAY;
            }
            return scalar(type);
        }

        private static Kind scalar(Class<?> type) {
            if (type == int.class || type == Integer.class) {
                return INT;
            } else if (type == long.class || type == Long.class) {
                return LONG;
            } else if (type == short.class || type == Short.class) {
                return SHORT;
            } else if (type == byte.class || type == Byte.class) {
                return BYTE;
            } else if (type == char.class || type == Character.class) {
                return CHAR;
            } else if (type == float.class || type == Float.class) {
                return FLOAT;
            } else if (type == double.class || type == Double.class) {
                return DOUBLE;
            } else if (type == boolean.class || type == Boolean.class) {
                return BOOLEAN;
            } else if (type == String.class) {
                return STRING;
            } else if (type == Object.class) {
                return OBJECT;
            }
            return type.isEnum() ? ENUM : null;
        }

        /** @return the smallest value of an int-like kind or char */
        long min() {
            return min;
        }

        /** @return the largest value of an int-like kind or char */
        long max() {
            return max;
        }
    }

    /** Most values one parameter may take. */
    static final int MAX_VALUES = 10_000;

    private final int position;
    private final Class<?> type;
    private final Kind kind;
    /**
     * Per value: a Long (int-like kinds and chars), Double, Boolean, String (strings, enum names), Integer or String
     * (Object), a List of them (arrays), or null.
     */
    private final List<Object> constants;
    private final List<String> texts;

    private ParameterDomain(int position, Class<?> type, List<Object> constants) {
        this.position = position;
        this.type = type;
        this.kind = Kind.of(type);
        this.constants = java.util.Collections.unmodifiableList(new ArrayList<>(constants));
        List<String> display = new ArrayList<>();
        for (Object c : constants) {
            display.add(text(type, c));
        }
        this.texts = List.copyOf(display);
    }

    /** @param constants per value: see {@link #constants}; array elements that are null as {@link #NULL_ELEMENT} */
    static ParameterDomain of(int position, Class<?> type, List<Object> constants) {
        return new ParameterDomain(position, type, constants);
    }

    /** @return the parameter's position, from 1 */
    public int position() {
        return position;
    }

    /** @return the parameter's Java type ({@code int}, {@code java.lang.Integer}, {@code a.b.Color}, {@code int[]}) */
    public String typeName() {
        return type.getTypeName();
    }

    /** @return what kind of values it takes */
    public Kind kind() {
        return kind;
    }

    /** @return the values as they read in a call, in the order tried ({@code 3}, {@code true}, {@code RED}, {@code 'a'}, {@code "s"}, {@code [1, 2]}) */
    public List<String> values() {
        return texts;
    }

    /** Lists cannot hold null: a marker stands for a null element. */
    static final Object NULL_ELEMENT = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /** @return {@code x} as an element of a list: the marker for null */
    static Object boxNull(Object x) {
        return x == null ? NULL_ELEMENT : x;
    }

    private static Object unboxNull(Object x) {
        return x == NULL_ELEMENT ? null : x;
    }

    /** @return the value at {@code index} as an argument for a parameter of (instrumented) type {@code runtimeType}; arrays are new each call */
    Object argument(int index, Class<?> runtimeType) {
        Object c = constants.get(index);
        if (kind != Kind.ARRAY || c == null) {
            return scalarArgument(c, runtimeType);
        }
        List<?> elements = (List<?>) c;
        Class<?> component = runtimeType.getComponentType();
        Object array = Array.newInstance(component, elements.size());
        for (int i = 0; i < elements.size(); i++) {
            Array.set(array, i, scalarArgument(unboxNull(elements.get(i)), component));
        }
        return array;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object scalarArgument(Object c, Class<?> type) {
        if (c == null) {
            return null;
        }
        switch (Kind.of(type)) {
            case INT:
                return (int) (long) (Long) c;
            case LONG:
                return (Long) c;
            case SHORT:
                return (short) (long) (Long) c;
            case BYTE:
                return (byte) (long) (Long) c;
            case CHAR:
                return (char) (long) (Long) c;
            case FLOAT:
                return (float) (double) (Double) c;
            case DOUBLE:
                return (Double) c;
            case ENUM:
                return Enum.valueOf((Class) type, (String) c);
            default:
                return c; // booleans, strings, objects
        }
    }

    /** @return the source of the value at {@code index}, typed to box to the parameter's wrapper ({@code (short) 3}, {@code new int[] {1, 2}}) */
    public CodeBlock literal(int index) {
        Object c = constants.get(index);
        if (kind != Kind.ARRAY || c == null) {
            return scalarLiteral(c, type, true);
        }
        List<?> elements = (List<?>) c;
        TypeName component = TypeName.get(type.getComponentType());
        if (elements.isEmpty()) {
            return CodeBlock.of("new $T[0]", component);
        }
        CodeBlock values = elements.stream().map(e -> scalarLiteral(unboxNull(e), type.getComponentType(), false)).collect(CodeBlock.joining(", "));
        return CodeBlock.of("new $T[] {$L}", component, values);
    }

    private static CodeBlock scalarLiteral(Object c, Class<?> type, boolean exact) {
        if (c == null) {
            return CodeBlock.of("null");
        }
        switch (Kind.of(type)) {
            case ENUM:
                return CodeBlock.of("$T.$L", Names.typeName(type), c);
            case INT:
            case LONG:
            case SHORT:
            case BYTE:
                String name = Kind.of(type) == Kind.INT ? "int" : Kind.of(type).name().toLowerCase(Locale.ROOT);
                return Literals.ofInt(name, (Long) c, exact);
            case CHAR:
                return CodeBlock.of("$L", Literals.charLiteral((char) (long) (Long) c));
            default:
                return Literals.constant(scalarArgument(c, type), exact);
        }
    }

    /** @return how the value at {@code index} reads in a call: {@code 3}, {@code true}, {@code RED}, {@code 'a'}, {@code "s"}, {@code [1, 2]} */
    String display(int index) {
        return texts.get(index);
    }

    private static String text(Class<?> type, Object c) {
        if (c == null) {
            return "null";
        }
        if (type.isArray()) {
            List<String> elements = new ArrayList<>();
            for (Object e : (List<?>) c) {
                elements.add(text(type.getComponentType(), unboxNull(e)));
            }
            return "[" + String.join(", ", elements) + "]";
        }
        if (Kind.of(type) == Kind.ENUM) {
            return (String) c;
        }
        Object value = scalarArgument(c, type);
        if (value instanceof Character ch) {
            return Literals.charLiteral(ch);
        } else if (value instanceof String s && (Kind.of(type) == Kind.STRING || Kind.of(type) == Kind.OBJECT)) {
            return Terms.quoted(s);
        } else if (value instanceof Float f) {
            return f + "f";
        }
        return String.valueOf(value);
    }
}
