package org.smallscope.engine.export;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.Subject;

import com.palantir.javapoet.CodeBlock;

/**
 * The values method mode tries for one parameter, given as text ({@code 0..5}, {@code 1,3,7},
 * {@code true,false}, enum constant names; chars also as {@code a}, {@code 'a'} or {@code a..e}) or by default: int-like parameters range over one
 * below the smallest to one above the largest value of the subject's int domains (present and
 * absent keys), booleans over false and true, enums over all their constants.
 *
 * @param position the parameter's position, from 1
 * @param typeName the parameter's Java type ({@code int}, {@code java.lang.Integer}, {@code a.b.Color})
 * @param kind what kind of values it takes
 * @param values the values as text, in the order they are tried ({@code 3}, {@code true}, {@code RED})
 */
public record ParameterDomain(int position, String typeName, Kind kind, List<String> values) {

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
        /** boolean or Boolean. */
        BOOLEAN(0, 1),
        /** An enum: constant names. */
        ENUM(0, 0);

        private final long min;
        private final long max;

        Kind(long min, long max) {
            this.min = min;
            this.max = max;
        }

        /** @return the kind for a parameter of type {@code type}, or null if method mode cannot supply its values */
        static Kind of(Class<?> type) {
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
            } else if (type == boolean.class || type == Boolean.class) {
                return BOOLEAN;
            }
            return type.isEnum() ? ENUM : null;
        }
    }

    /** Most values one parameter may take. */
    static final int MAX_VALUES = 10_000;

    private static final Pattern RANGE = Pattern.compile("(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)");
    private static final Pattern CHAR_RANGE = Pattern.compile("('.'|[^0-9'])\\s*\\.\\.\\s*('.'|[^0-9'])");

    /** @param where names the parameter in messages, e.g. {@code parameter 1 (int) of BST.add(int)} */
    static ParameterDomain parse(String text, int position, Class<?> type, String where) {
        Kind kind = Kind.of(type);
        Set<String> values = new LinkedHashSet<>();
        for (String raw : text.split(",")) {
            String item = raw.trim();
            if (item.isEmpty()) {
                continue;
            }
            if (kind == Kind.BOOLEAN || kind == Kind.ENUM) {
                List<String> allowed = kind == Kind.BOOLEAN ? List.of("false", "true") : constants(type);
                if (!allowed.contains(item)) {
                    throw bad(where, "'" + item + "' is not one of " + String.join(", ", allowed));
                }
                values.add(item);
                continue;
            }
            if (kind == Kind.CHAR) {
                item = charCodes(item);
            }
            Matcher m = RANGE.matcher(item);
            long lo;
            long hi;
            try {
                if (m.matches()) {
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
            for (long v = lo; v <= hi; v++) {
                values.add(Long.toString(v));
                if (values.size() > MAX_VALUES) {
                    throw bad(where, "more than " + MAX_VALUES + " values");
                }
            }
        }
        if (values.isEmpty()) {
            throw bad(where, "'" + text + "' gives no values");
        }
        return new ParameterDomain(position, type.getTypeName(), kind, List.copyOf(values));
    }

    /** @return the default values for a parameter of type {@code type} (see the class comment) */
    static ParameterDomain defaults(int position, Class<?> type, Subject subject, String where) {
        Kind kind = Kind.of(type);
        if (kind == Kind.BOOLEAN) {
            return new ParameterDomain(position, type.getTypeName(), kind, List.of("false", "true"));
        }
        if (kind == Kind.ENUM) {
            return new ParameterDomain(position, type.getTypeName(), kind, constants(type));
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (FieldSpec f : subject.fields()) {
            Domain d = f.domain();
            if (d.kind() == Domain.Kind.INTS) {
                for (int v = 0; v < d.size(); v++) {
                    min = Math.min(min, d.intAt(v));
                    max = Math.max(max, d.intAt(v));
                }
            }
        }
        if (min > max) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the finitization has no int domain to take default values"
                    + " from; give them with --param");
        }
        long lo = Math.max(kind.min, min - 1);
        long hi = Math.min(kind.max, max + 1);
        return parse(lo + ".." + hi, position, type, where);
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
                + " (give values as 0..5, 1,3,7, true,false or enum constant names)");
    }

    /** @return the value at {@code index} as an argument for a parameter of (instrumented) type {@code type} */
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object argument(int index, Class<?> type) {
        String text = values.get(index);
        switch (kind) {
            case INT:
                return Integer.valueOf(text);
            case LONG:
                return Long.valueOf(text);
            case SHORT:
                return Short.valueOf(text);
            case BYTE:
                return Byte.valueOf(text);
            case CHAR:
                return (char) Integer.parseInt(text);
            case BOOLEAN:
                return Boolean.valueOf(text);
            default:
                return Enum.valueOf((Class) type, text);
        }
    }

    /** @return the source literal of the value at {@code index}, typed to box to the parameter's wrapper */
    CodeBlock literal(int index) {
        String text = values.get(index);
        switch (kind) {
            case BOOLEAN:
                return CodeBlock.of("$L", text);
            case ENUM:
                return CodeBlock.of("$T.$L", ConstructionModel.typeName(typeName), text);
            default:
                return Literals.ofInt(kind == Kind.INT ? "int" : kind.name().toLowerCase(java.util.Locale.ROOT), Long.parseLong(text), true);
        }
    }

    /** @return how the value at {@code index} reads in a call: {@code 3}, {@code true}, {@code RED}, {@code 'a'} */
    String display(int index) {
        String text = values.get(index);
        if (kind == Kind.CHAR) {
            int c = Integer.parseInt(text);
            return c >= 32 && c < 127 && c != '\'' && c != '\\' ? "'" + (char) c + "'" : "(char) " + c;
        }
        return text;
    }
}
