package org.smallscope.cli.commands;

import org.smallscope.cli.output.Formats;

import java.util.Arrays;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * The int arguments of a finitization method, given as {@code --args 5} or {@code --args 3,4}; a range {@code lo-hi} stands
 * for its two bounds, so {@code 0-4,0-4,4,4,3} (a scope as the Korat+ paper writes it) is {@code 0,4,0,4,4,4,3}.
 *
 * @param values the arguments, in order
 */
public record FinitizationArgs(int[] values) {

    /** A range {@code lo-hi} (either bound may be negative: {@code -2--1}). */
    private static final java.util.regex.Pattern RANGE = java.util.regex.Pattern.compile("(-?\\d+)\\s*-\\s*(-?\\d+)");

    /** No arguments. */
    public static final FinitizationArgs NONE = new FinitizationArgs(new int[0]);

    /** @return the arguments parsed from {@code 3,4} (spaces allowed); throws a usage error naming the bad part */
    public static FinitizationArgs parse(String text) {
        String body = text.trim();
        if (body.startsWith("(") && body.endsWith(")") || body.startsWith("[") && body.endsWith("]")) {
            body = body.substring(1, body.length() - 1).trim();
        }
        if (body.isEmpty()) {
            throw new TypeConversionException("'" + text + "' has no numbers; expected integers separated by commas, e.g. 5 or 3,4");
        }
        String[] parts = body.split("\\s*,\\s*", -1);
        int[] values = new int[parts.length * 2];
        int n = 0;
        for (int i = 0; i < parts.length; i++) {
            try {
                java.util.regex.Matcher range = RANGE.matcher(parts[i].trim());
                if (range.matches()) {
                    values[n++] = Integer.parseInt(range.group(1));
                    values[n++] = Integer.parseInt(range.group(2));
                } else {
                    values[n++] = Integer.parseInt(parts[i].trim());
                }
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + text + "': '" + parts[i].trim() + "' is not an integer; expected integers"
                        + " separated by commas, e.g. 5 or 3,4, or ranges lo-hi such as 0-4");
            }
        }
        return new FinitizationArgs(Arrays.copyOf(values, n));
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof FinitizationArgs && Arrays.equals(values, ((FinitizationArgs) o).values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return Formats.args(values);
    }

    /** Picocli converter for {@code --args}. */
    public static final class Converter implements ITypeConverter<FinitizationArgs> {
        @Override
        public FinitizationArgs convert(String value) {
            return parse(value);
        }
    }
}
