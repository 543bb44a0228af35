package org.smallscope.engine.export;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.Domain;

import com.palantir.javapoet.CodeBlock;

/**
 * Java source literals for domain values, typed as the engine stores them in their field or array element: ints typed
 * to fit ({@code 3L}, {@code (short) 3}), booleans, enum constants, and the constants of value sets ({@code 5L},
 * {@code 'a'}, {@code 1.5f}, {@code "text"}, {@code new BigDecimal("1.50")}, records by their canonical constructor),
 * converted to the target's primitive
 * type first as the engine converts them.
 */
public final class Literals {

    private Literals() {
    }

    /**
     * @param d a non-object domain
     * @param targetType the Java type of the field or array element that holds the value ({@code long}, {@code java.lang.Object})
     * @param viaObject true where the value travels as an {@code Object} (reflective setter, test arguments), so that it
     *        must box to the field's own wrapper ({@code (short) 3}); false for plain assignments, where {@code 3} fits
     * @return the literal of value {@code index} of {@code d}
     * @throws ExportException if the value is a constant Java source cannot write
     */
    public static CodeBlock of(Domain d, int index, String targetType, boolean viaObject) {
        switch (d.kind()) {
            case OBJECTS:
                return CodeBlock.of("null");
            case BOOLEANS:
                return CodeBlock.of("$L", index == 1);
            case ENUMS:
                return enumConstant(d.enumAt(index));
            case VALUES:
                Class<?> primitive = primitiveOf(targetType);
                Object value = d.valueAt(index);
                return constant(primitive == null ? value : converted(value, primitive), viaObject || primitive == null);
            default:
                return ofInt(targetType, d.intAt(index), viaObject);
        }
    }

    /** @return {@code Color.RED} */
    static CodeBlock enumConstant(Enum<?> constant) {
        return CodeBlock.of("$T.$L", Names.typeName(constant.getDeclaringClass()), constant.name());
    }

    /** @return whether {@link #constant} can write {@code value} */
    public static boolean writable(Object value) {
        return value == null || value instanceof Number && primitiveOf(value.getClass().getName()) != null || value instanceof Character
                || value instanceof Boolean || value instanceof String || value instanceof Enum<?> || value instanceof BigInteger
                || value instanceof BigDecimal;
    }

    /**
     * @param exact whether the expression must have the value's own type (it is boxed by its expression's type)
     * @return the source of a constant of a value set: {@code 5L}, {@code 'a'}, {@code 1.5f}, {@code 2.0}, {@code "a\"b"}, ...
     */
    public static CodeBlock constant(Object value, boolean exact) {
        if (value == null) {
            return CodeBlock.of("null");
        } else if (value instanceof Integer i) {
            return CodeBlock.of("$L", i);
        } else if (value instanceof Long l) {
            return CodeBlock.of("$LL", l);
        } else if (value instanceof Short s) {
            return exact ? CodeBlock.of("(short) $L", s) : CodeBlock.of("$L", s);
        } else if (value instanceof Byte b) {
            return exact ? CodeBlock.of("(byte) $L", b) : CodeBlock.of("$L", b);
        } else if (value instanceof Character c) {
            return CodeBlock.of("$L", charLiteral(c));
        } else if (value instanceof Float f) {
            return floatLiteral(f);
        } else if (value instanceof Double x) {
            return doubleLiteral(x);
        } else if (value instanceof Boolean b) {
            return CodeBlock.of("$L", b);
        } else if (value instanceof String s) {
            return CodeBlock.of("$S", s);
        } else if (value instanceof Enum<?> e) {
            return enumConstant(e);
        } else if (value instanceof BigInteger || value instanceof BigDecimal) {
            return CodeBlock.of("new $T($S)", value.getClass(), value.toString());
        } else if (value instanceof Record r) {
            return record(r);
        }
        throw new IllegalArgumentException("not a constant Java source can write: " + value.getClass().getName());
    }

    /**
     * A record is rebuilt by its canonical constructor from its components, which {@link Record}'s contract makes an equal
     * record: {@code new Point(1, 2)}; each argument typed exactly as its component, null cast to it.
     */
    private static CodeBlock record(Record r) {
        RecordComponent[] components = r.getClass().getRecordComponents();
        List<Object> values = components(r);
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < components.length; i++) {
            Class<?> type = components[i].getType();
            Object value = values.get(i);
            if (value == null) {
                arguments.add(CodeBlock.of("($T) null", com.palantir.javapoet.TypeName.get(type)));
            } else {
                Class<?> primitive = primitiveOf(type.getName());
                arguments.add(constant(primitive == null ? value : converted(value, primitive), true));
            }
        }
        String diamond = r.getClass().getTypeParameters().length > 0 ? "<>" : "";
        return CodeBlock.of("new $T$L($L)", Names.typeName(r.getClass()), diamond, CodeBlock.join(arguments, ", "));
    }

    /** @return the component values of record {@code r}, in declaration order */
    public static List<Object> components(Record r) {
        List<Object> values = new ArrayList<>();
        for (RecordComponent c : r.getClass().getRecordComponents()) {
            try {
                Method accessor = c.getAccessor();
                accessor.setAccessible(true);
                values.add(accessor.invoke(r));
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw new ExportException(ExportException.Kind.SUBJECT, "cannot read component " + c.getName() + " of record "
                        + r.getClass().getName() + ": " + e);
            }
        }
        return values;
    }

    private static CodeBlock floatLiteral(float f) {
        if (Float.isNaN(f)) {
            return CodeBlock.of("$T.NaN", Float.class);
        } else if (Float.isInfinite(f)) {
            return CodeBlock.of(f > 0 ? "$T.POSITIVE_INFINITY" : "$T.NEGATIVE_INFINITY", Float.class);
        }
        return CodeBlock.of("$Lf", Float.toString(f));
    }

    private static CodeBlock doubleLiteral(double x) {
        if (Double.isNaN(x)) {
            return CodeBlock.of("$T.NaN", Double.class);
        } else if (Double.isInfinite(x)) {
            return CodeBlock.of(x > 0 ? "$T.POSITIVE_INFINITY" : "$T.NEGATIVE_INFINITY", Double.class);
        }
        return CodeBlock.of("$L", Double.toString(x));
    }

    /** @return {@code 'a'}, {@code '\''}, {@code '\n'}, {@code '\u00e9'}: a char literal that survives any source encoding */
    public static String charLiteral(char c) {
        switch (c) {
            case '\b':
                return "'\\b'";
            case '\t':
                return "'\\t'";
            case '\n':
                return "'\\n'";
            case '\f':
                return "'\\f'";
            case '\r':
                return "'\\r'";
            case '\'':
                return "'\\''";
            case '\\':
                return "'\\\\'";
            default:
                return c >= 32 && c < 127 ? "'" + c + "'" : String.format("'\\u%04x'", (int) c);
        }
    }

    /** @return {@code 3}, {@code 3L}, {@code (short) 3}, {@code 'a'}, ... for a value of Java type {@code typeName} */
    public static CodeBlock ofInt(String typeName, long value, boolean exact) {
        switch (typeName) {
            case "long":
            case "java.lang.Long":
                return CodeBlock.of("$LL", value);
            case "short":
            case "java.lang.Short":
                return exact ? CodeBlock.of("(short) $L", value) : CodeBlock.of("$L", value);
            case "byte":
            case "java.lang.Byte":
                return exact ? CodeBlock.of("(byte) $L", value) : CodeBlock.of("$L", value);
            case "char":
            case "java.lang.Character":
                if (value >= 32 && value < 127 && value != '\'' && value != '\\') {
                    return CodeBlock.of("'$L'", (char) value);
                }
                return exact ? CodeBlock.of("(char) $L", value) : CodeBlock.of("$L", value);
            default:
                return CodeBlock.of("$L", value);
        }
    }

    /** @return the primitive type of a primitive or wrapper type name ({@code long} for {@code java.lang.Long}), else null */
    public static Class<?> primitiveOf(String typeName) {
        switch (typeName) {
            case "int": case "java.lang.Integer":
                return int.class;
            case "long": case "java.lang.Long":
                return long.class;
            case "short": case "java.lang.Short":
                return short.class;
            case "byte": case "java.lang.Byte":
                return byte.class;
            case "char": case "java.lang.Character":
                return char.class;
            case "float": case "java.lang.Float":
                return float.class;
            case "double": case "java.lang.Double":
                return double.class;
            case "boolean": case "java.lang.Boolean":
                return boolean.class;
            default:
                return null;
        }
    }

    /** @return number or char {@code x} converted to the wrapper of primitive {@code target}, as the engine stores it */
    public static Object converted(Object x, Class<?> target) {
        Object v = x instanceof Character c ? (Object) (int) c.charValue() : x;
        if (!(v instanceof Number n) || x instanceof BigInteger || x instanceof BigDecimal) {
            return x;
        }
        return target == long.class ? (Object) n.longValue() : target == int.class ? (Object) n.intValue()
                : target == short.class ? (Object) n.shortValue() : target == byte.class ? (Object) n.byteValue()
                : target == char.class ? (Object) (char) n.intValue() : target == float.class ? (Object) n.floatValue()
                : target == double.class ? (Object) n.doubleValue() : x;
    }
}
