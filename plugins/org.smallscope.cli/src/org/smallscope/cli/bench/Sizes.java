package org.smallscope.cli.bench;

import java.util.Arrays;
import java.util.TreeSet;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Finitization sizes given as {@code 8-10}, {@code 6} or {@code 4,6,8-10}.
 *
 * @param values the sizes, ascending, without duplicates
 */
public record Sizes(int[] values) {

    /** @return the parsed sizes; throws a usage error naming the bad part */
    public static Sizes parse(String text) {
        TreeSet<Integer> sizes = new TreeSet<>();
        for (String part : text.split(",")) {
            String p = part.trim();
            try {
                int dash = p.indexOf('-', 1);
                int lo = Integer.parseInt(dash < 0 ? p : p.substring(0, dash).trim());
                int hi = dash < 0 ? lo : Integer.parseInt(p.substring(dash + 1).trim());
                if (lo < 0 || hi < lo || hi - lo > 1000) {
                    throw new TypeConversionException("'" + p + "' is not a range of sizes like 8-10");
                }
                for (int s = lo; s <= hi; s++) {
                    sizes.add(s);
                }
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + text + "': '" + p + "' is not a size or range; expected e.g. 8-10 or 4,6,8");
            }
        }
        return new Sizes(sizes.stream().mapToInt(Integer::intValue).toArray());
    }

    @Override
    public int[] values() {
        return values.clone();
    }

    /** @return the smallest size */
    public int smallest() {
        return values[0];
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sizes && Arrays.equals(values, ((Sizes) o).values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    /** @return {@code 8-10} or {@code 4,6-8}: runs of consecutive sizes as ranges */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            int j = i;
            while (j + 1 < values.length && values[j + 1] == values[j] + 1) {
                j++;
            }
            sb.append(sb.length() == 0 ? "" : ",").append(values[i]);
            if (j > i) {
                sb.append('-').append(values[j]);
            }
            i = j;
        }
        return sb.toString();
    }

    /** Picocli converter for {@code --sizes}. */
    public static final class Converter implements ITypeConverter<Sizes> {
        @Override
        public Sizes convert(String value) {
            return parse(value);
        }
    }
}
