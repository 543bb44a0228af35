package org.smallscope.engine.export;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;

/**
 * The values method mode tries for one parameter, in the order they are tried, given as text or by default.
 *
 * <p>Text ({@code --param}): values separated by commas (or {@code |}): ints and ranges ({@code 0..5}, {@code 1,3,7});
 * chars also as {@code a}, {@code 'a'} or {@code a..e}; floats and doubles as decimals ({@code 1.5}) or integer ranges;
 * {@code true,false}; enum constant names; strings bare ({@code a,b}) or quoted with Java escapes ({@code "a,b"},
 * {@code "\n"}); {@code null} for any reference type (write {@code "null"} for the string); for {@code Object}, ints and
 * quoted strings; for arrays, each array in brackets with single elements, e.g. {@code []|[1]|[1,2]} or
 * {@code [], [1], [1, 2]}.
 *
 * <p>Defaults ({@link #defaults}): int-like parameters range from one below the smallest to one above the largest
 * value of the subject's int sets (of fields and array elements), plus each integral constant of its value sets with
 * its neighbours; chars over the subject's char constants and their neighbours (else like ints); floats and doubles
 * over the subject's floating constants plus one below the smallest and one above the largest (else like ints); strings over the subject's strings plus {@code ""} (else {@code "", "a"}); booleans over
 * false and true; enums over all their constants; {@code Object} over null and the int defaults; arrays over every
 * array of length 0, 1 and 2 whose elements take their type's default values.
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

        private boolean integral() {
            return this == INT || this == LONG || this == SHORT || this == BYTE;
        }
    }

    /** Most values one parameter may take. */
    static final int MAX_VALUES = 10_000;

    /** The longest arrays tried by default. */
    static final int DEFAULT_MAX_LENGTH = 2;

    private static final Pattern RANGE = Pattern.compile("(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)");
    private static final Pattern CHAR_RANGE = Pattern.compile("('.'|[^0-9'])\\s*\\.\\.\\s*('.'|[^0-9'])");

    private final int position;
    private final Class<?> type;
    private final Kind kind;
    /** Per value: a Long (int-like kinds and chars), Double, Boolean, String (strings, enum names), Integer or String (Object), a List of them (arrays), or null. */
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

    /** @return the values as they read in a call, in the order they are tried ({@code 3}, {@code true}, {@code RED}, {@code 'a'}, {@code "s"}, {@code [1, 2]}) */
    public List<String> values() {
        return texts;
    }

    /**
     * @param type the parameter's type (as the method under test declares it)
     * @param where names the parameter in messages, e.g. {@code parameter 1 (int) of BST.add(int)}
     */
    static ParameterDomain parse(String text, int position, Class<?> type, String where) {
        Set<Object> values = new LinkedHashSet<>();
        for (String item : Items.split(text, where)) {
            if (Kind.of(type) == Kind.ARRAY) {
                values.add(array(item, type.getComponentType(), where));
            } else {
                values.addAll(scalars(item, type, true, where));
            }
            if (values.size() > MAX_VALUES) {
                throw bad(where, "more than " + MAX_VALUES + " values");
            }
        }
        if (values.isEmpty()) {
            throw bad(where, "'" + text + "' gives no values");
        }
        return new ParameterDomain(position, type, new ArrayList<>(values));
    }

    /** @return the values {@code item} stands for: one value, or several for a range */
    private static List<Object> scalars(String item, Class<?> type, boolean ranges, String where) {
        Kind kind = Kind.of(type);
        if (item.equals("null")) {
            if (type.isPrimitive()) {
                throw bad(where, "null is not a value of " + type.getName());
            }
            return java.util.Collections.singletonList(null);
        }
        switch (kind) {
            case BOOLEAN:
                if (!item.equals("true") && !item.equals("false")) {
                    throw bad(where, "'" + item + "' is not one of false, true");
                }
                return List.of(Boolean.valueOf(item));
            case ENUM:
                if (!constants(type).contains(item)) {
                    throw bad(where, "'" + item + "' is not one of " + String.join(", ", constants(type)));
                }
                return List.of(item);
            case STRING:
                return java.util.Collections.singletonList(Items.string(item, where));
            case OBJECT:
                if (item.startsWith("\"")) {
                    return List.of(Items.string(item, where));
                }
                List<Object> ints = new ArrayList<>();
                for (long v : integers(item, Kind.INT, ranges, where)) {
                    ints.add((int) v);
                }
                return ints;
            case FLOAT:
            case DOUBLE:
                if (RANGE.matcher(item).matches()) {
                    List<Object> range = new ArrayList<>();
                    for (long v : integers(item, Kind.LONG, ranges, where)) {
                        range.add((double) v);
                    }
                    return range;
                }
                try {
                    return List.of(kind == Kind.FLOAT ? (double) Float.parseFloat(item) : Double.parseDouble(item));
                } catch (NumberFormatException e) {
                    throw bad(where, "'" + item + "' is not a number like 1.5 or a range like 0..5");
                }
            default:
                List<Object> longs = new ArrayList<>();
                for (long v : integers(kind == Kind.CHAR ? charCodes(item) : item, kind, ranges, where)) {
                    longs.add(v);
                }
                return longs;
        }
    }

    private static List<Long> integers(String item, Kind kind, boolean ranges, String where) {
        Matcher m = RANGE.matcher(item);
        long lo;
        long hi;
        try {
            if (m.matches()) {
                if (!ranges) {
                    throw bad(where, "'" + item + "': give single values inside an array, not ranges");
                }
                lo = Long.parseLong(m.group(1));
                hi = Long.parseLong(m.group(2));
            } else {
                lo = Long.parseLong(item);
                hi = lo;
            }
        } catch (NumberFormatException e) {
            throw bad(where, "'" + item + "' is not an integer or a range like 0..5");
        }
        if (lo > hi || lo < kind.min || hi > kind.max) {
            throw bad(where, "'" + item + "' is not a range within " + kind.min + ".." + kind.max);
        }
        if (hi - lo >= MAX_VALUES) {
            throw bad(where, "more than " + MAX_VALUES + " values");
        }
        List<Long> values = new ArrayList<>();
        for (long v = lo; v <= hi; v++) {
            values.add(v);
        }
        return values;
    }

    /** @return the array {@code [a, b, ...]} (a list of element constants) or null for {@code null} */
    private static Object array(String item, Class<?> component, String where) {
        if (item.equals("null")) {
            return null;
        }
        if (!item.startsWith("[") || !item.endsWith("]")) {
            throw bad(where, "'" + item + "' is not an array like [] or [1, 2] (separate arrays with | or commas)");
        }
        List<Object> elements = new ArrayList<>();
        for (String e : Items.split(item.substring(1, item.length() - 1), where)) {
            elements.addAll(scalars(e, component, false, where));
        }
        return List.copyOf(elements.stream().map(ParameterDomain::boxNull).toList());
    }

    /** Lists cannot hold null: a marker stands for a null element. */
    private static final Object NULL_ELEMENT = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    private static Object boxNull(Object x) {
        return x == null ? NULL_ELEMENT : x;
    }

    private static Object unboxNull(Object x) {
        return x == NULL_ELEMENT ? null : x;
    }

    /** @return the default values for a parameter of type {@code type} (see the class comment) */
    static ParameterDomain defaults(int position, Class<?> type, SubjectValues subject, String where) {
        if (Kind.of(type) != Kind.ARRAY) {
            return new ParameterDomain(position, type, scalarDefaults(type, subject, where));
        }
        List<Object> elements = scalarDefaults(type.getComponentType(), subject, where);
        long count = 0;
        for (int length = 0; length <= DEFAULT_MAX_LENGTH; length++) {
            count += (long) Math.pow(elements.size(), length);
        }
        if (count > MAX_VALUES) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the default arrays (lengths 0.." + DEFAULT_MAX_LENGTH + " over "
                    + elements.size() + " element values) are more than " + MAX_VALUES + "; give them with --param, e.g. []|[1]|[1,2]");
        }
        List<Object> arrays = new ArrayList<>();
        List<List<Object>> ofLength = List.of(List.of());
        for (int length = 0; length <= DEFAULT_MAX_LENGTH; length++) {
            ofLength.forEach(arrays::add);
            List<List<Object>> longer = new ArrayList<>();
            for (List<Object> prefix : ofLength) {
                for (Object e : elements) {
                    List<Object> next = new ArrayList<>(prefix);
                    next.add(boxNull(e));
                    longer.add(List.copyOf(next));
                }
            }
            ofLength = longer;
        }
        return new ParameterDomain(position, type, arrays);
    }

    private static List<Object> scalarDefaults(Class<?> type, SubjectValues subject, String where) {
        Kind kind = Kind.of(type);
        switch (kind) {
            case BOOLEAN:
                return List.of(false, true);
            case ENUM:
                return new ArrayList<>(constants(type));
            case STRING:
                List<Object> strings = new ArrayList<>(subject.strings());
                if (strings.isEmpty()) {
                    strings.add("a");
                }
                if (!strings.contains("")) {
                    strings.add(0, "");
                }
                return strings;
            case OBJECT:
                List<Object> objects = new ArrayList<>();
                objects.add(null);
                for (Object v : intRange(Kind.INT, subject, where)) {
                    objects.add((int) (long) (Long) v);
                }
                return objects;
            case FLOAT:
            case DOUBLE:
                if (subject.floatings().isEmpty()) {
                    List<Object> doubles = new ArrayList<>();
                    for (Object v : intRange(Kind.LONG, subject, where)) {
                        doubles.add((double) (long) (Long) v);
                    }
                    return doubles;
                }
                java.util.TreeSet<Double> sorted = new java.util.TreeSet<>(subject.floatings());
                sorted.add(sorted.first() - 1);
                sorted.add(sorted.last() + 1);
                List<Object> floats = new ArrayList<>();
                for (double d : sorted) {
                    floats.add(kind == Kind.FLOAT ? (double) (float) d : d);
                }
                return floats.stream().distinct().toList();
            case CHAR:
                if (!subject.charDefaults().isEmpty()) {
                    return within(subject.charDefaults(), kind);
                }
                return intRange(kind, subject, where);
            default:
                return intRange(kind, subject, where);
        }
    }

    /** @return the subject's default ints (see {@link SubjectValues#intDefaults()}) that fit {@code kind} */
    private static List<Object> intRange(Kind kind, SubjectValues subject, String where) {
        List<Object> values = within(subject.intDefaults(), kind);
        if (values.isEmpty()) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the finitization has no int domain to take default values"
                    + " from; give them with --param");
        }
        if (values.size() > MAX_VALUES) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the default values (from the finitization's ints) are more than "
                    + MAX_VALUES + "; give them with --param");
        }
        return values;
    }

    private static List<Object> within(java.util.SortedSet<Long> values, Kind kind) {
        return new ArrayList<Object>(values.subSet(kind.min, kind.max == Long.MAX_VALUE ? Long.MAX_VALUE : kind.max + 1));
    }

    /** @return {@code 120} for {@code x} or {@code 'x'}, {@code 97..101} for {@code a..e}; digits stay numbers (char codes) */
    private static String charCodes(String item) {
        Matcher range = CHAR_RANGE.matcher(item);
        if (range.matches()) {
            return charCode(range.group(1)) + ".." + charCode(range.group(2));
        }
        return charCode(item);
    }

    private static String charCode(String text) {
        String t = text.trim();
        if (t.length() == 3 && t.charAt(0) == '\'' && t.charAt(2) == '\'') {
            return Integer.toString(t.charAt(1));
        }
        if (t.length() == 1 && !Character.isDigit(t.charAt(0))) {
            return Integer.toString(t.charAt(0));
        }
        return t;
    }

    private static List<String> constants(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Object c : type.getEnumConstants()) {
            names.add(((Enum<?>) c).name());
        }
        return names;
    }

    private static ExportException bad(String where, String problem) {
        return new ExportException(ExportException.Kind.USAGE, where + ": " + problem
                + " (give values as 0..5, 1,3,7, 1.5, true,false, enum constant names, a,\"b c\", null, or arrays as []|[1]|[1,2])");
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
    CodeBlock literal(int index) {
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
                return CodeBlock.of("$T.$L", ConstructionModel.typeName(type.getName()), c);
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

    /** Splitting {@code --param} text into items, and reading quoted strings. */
    private static final class Items {

        /** @return the items of {@code text} separated by top-level commas or bars (not inside quotes or brackets), trimmed, empty ones left out */
        static List<String> split(String text, String where) {
            List<String> items = new ArrayList<>();
            StringBuilder item = new StringBuilder();
            int depth = 0;
            boolean quoted = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (quoted) {
                    item.append(c);
                    if (c == '\\' && i + 1 < text.length()) {
                        item.append(text.charAt(++i));
                    } else if (c == '"') {
                        quoted = false;
                    }
                    continue;
                }
                if (c == '"') {
                    quoted = true;
                } else if (c == '[') {
                    depth++;
                } else if (c == ']') {
                    depth--;
                } else if ((c == ',' || c == '|') && depth == 0) {
                    add(items, item);
                    continue;
                }
                item.append(c);
            }
            if (quoted || depth != 0) {
                throw bad(where, "'" + text + "' has an unclosed " + (quoted ? "quote" : "bracket"));
            }
            add(items, item);
            return items;
        }

        private static void add(List<String> items, StringBuilder item) {
            String t = item.toString().trim();
            if (!t.isEmpty()) {
                items.add(t);
            }
            item.setLength(0);
        }

        /** @return a bare string as it is, a quoted one with its Java escapes read ({@code \n}, {@code \"}, {@code \\}, {@code \u00e9}) */
        static String string(String item, String where) {
            if (!item.startsWith("\"")) {
                return item;
            }
            if (item.length() < 2 || !item.endsWith("\"")) {
                throw bad(where, "'" + item + "' is not a string in double quotes");
            }
            StringBuilder sb = new StringBuilder();
            for (int i = 1; i < item.length() - 1; i++) {
                char c = item.charAt(i);
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = i + 1 < item.length() - 1 ? item.charAt(++i) : '?';
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 't' -> sb.append('\t');
                    case 'r' -> sb.append('\r');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case '0' -> sb.append('\0');
                    case '"', '\'', '\\' -> sb.append(e);
                    case 'u' -> {
                        if (i + 5 > item.length() - 1 || !item.substring(i + 1, i + 5).matches("[0-9a-fA-F]{4}")) {
                            throw bad(where, "'" + item + "' has a bad \\u escape");
                        }
                        sb.append((char) Integer.parseInt(item.substring(i + 1, i + 5), 16));
                        i += 4;
                    }
                    default -> throw bad(where, "'" + item + "' has an unknown escape \\" + e);
                }
            }
            return sb.toString();
        }
    }
}
