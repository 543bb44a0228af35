package org.smallscope.engine.export.methods;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.ParameterDomain.Kind;

/**
 * Reads the values of one parameter from {@code --param} text: items separated by commas or bars outside quotes and
 * brackets; int ranges ({@code 0..5}), chars ({@code a}, {@code 'a'}, {@code a..e}), decimals, {@code true},
 * {@code false}, enum constant names, strings bare or quoted with Java escapes, {@code null}, and arrays in brackets
 * ({@code []|[1]|[1,2]}) with single values as elements. Errors name the parameter.
 */
final class ParameterText {

    private static final Pattern RANGE = Pattern.compile("(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)");
    private static final Pattern CHAR_RANGE = Pattern.compile("('.'|[^0-9'])\\s*\\.\\.\\s*('.'|[^0-9'])");

    private ParameterText() {
    }

    /**
     * @param type the parameter's type (as the method under test declares it)
     * @param where names the parameter in messages, e.g. {@code parameter 1 (int) of BST.add(int)}
     */
    static ParameterDomain parse(String text, int position, Class<?> type, String where) {
        Set<Object> values = new LinkedHashSet<>();
        for (String item : split(text, where)) {
            if (Kind.of(type) == Kind.ARRAY) {
                values.add(array(item, type.getComponentType(), where));
            } else {
                values.addAll(scalars(item, type, true, where));
            }
            if (values.size() > ParameterDomain.MAX_VALUES) {
                throw bad(where, "more than " + ParameterDomain.MAX_VALUES + " values");
            }
        }
        if (values.isEmpty()) {
            throw bad(where, "'" + text + "' gives no values");
        }
        return ParameterDomain.of(position, type, new ArrayList<>(values));
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
                return java.util.Collections.singletonList(string(item, where));
            case OBJECT:
                if (item.startsWith("\"")) {
                    return List.of(string(item, where));
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

    static List<Long> integers(String item, Kind kind, boolean ranges, String where) {
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
        if (lo > hi || lo < kind.min() || hi > kind.max()) {
            throw bad(where, "'" + item + "' is not a range within " + kind.min() + ".." + kind.max());
        }
        if (hi - lo >= ParameterDomain.MAX_VALUES) {
            throw bad(where, "more than " + ParameterDomain.MAX_VALUES + " values");
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
        for (String e : split(item.substring(1, item.length() - 1), where)) {
            elements.addAll(scalars(e, component, false, where));
        }
        return List.copyOf(elements.stream().map(ParameterDomain::boxNull).toList());
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

    static List<String> constants(Class<?> type) {
        List<String> names = new ArrayList<>();
        for (Object c : type.getEnumConstants()) {
            names.add(((Enum<?>) c).name());
        }
        return names;
    }

    static ExportException bad(String where, String problem) {
        return new ExportException(ExportException.Kind.USAGE, where + ": " + problem
                + " (give values as 0..5, 1,3,7, 1.5, true,false, enum constant names, a,\"b c\", null, or arrays as []|[1]|[1,2])");
    }

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
