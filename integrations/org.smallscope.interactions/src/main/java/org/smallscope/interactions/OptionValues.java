package org.smallscope.interactions;

import java.lang.reflect.Field;

/** Converts between an option field's type and the value texts of its domain. */
final class OptionValues {

    private OptionValues() {
    }

    /** @return the kind of an option field ({@code boolean}, {@code enum}, {@code int}, {@code long}, {@code string}) or null */
    static String kind(Class<?> type) {
        if (type == boolean.class || type == Boolean.class) {
            return "boolean";
        }
        if (type.isEnum()) {
            return "enum";
        }
        if (type == int.class || type == Integer.class) {
            return "int";
        }
        if (type == long.class || type == Long.class) {
            return "long";
        }
        return type == String.class ? "string" : null;
    }

    /** @return the canonical text of a value of {@code kind} ({@code true}/{@code false} become {@code 1}/{@code 0}) */
    static String canonical(String kind, String text) {
        String t = text.trim();
        if ("boolean".equals(kind)) {
            if (t.equals("1") || t.equalsIgnoreCase("true")) {
                return "1";
            }
            if (t.equals("0") || t.equalsIgnoreCase("false")) {
                return "0";
            }
            throw new IllegalArgumentException("not a boolean: " + text);
        }
        return t;
    }

    /** @return the value of {@code field}'s type that the text stands for */
    static Object parse(Field field, String text) {
        Class<?> type = field.getType();
        String kind = kind(type);
        String where = field.getDeclaringClass().getName() + "." + field.getName();
        if (kind == null) {
            throw new IllegalArgumentException("option field " + where + " has type " + type.getName()
                    + "; options are boolean, enum, int, long or String");
        }
        try {
            switch (kind) {
                case "boolean":
                    return "1".equals(canonical(kind, text));
                case "int":
                    return Integer.valueOf(text.trim());
                case "long":
                    return Long.valueOf(text.trim());
                case "enum":
                    return enumValue(type, text.trim());
                default:
                    return text;
            }
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("option " + where + ": value " + text + " is not a " + kind
                    + (type.isEnum() ? " constant of " + type.getSimpleName() : ""));
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumValue(Class<?> type, String text) {
        return Enum.valueOf((Class) type, text);
    }
}
