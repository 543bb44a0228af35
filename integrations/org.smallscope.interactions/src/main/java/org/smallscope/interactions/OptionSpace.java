package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/** The options of a program in a fixed order and the configurations they span. */
public final class OptionSpace {

    private final List<OptionDomain> options;

    /** @param options the options, in the order formulas and configurations list them */
    public OptionSpace(List<OptionDomain> options) {
        if (options.isEmpty()) {
            throw new IllegalArgumentException("no options: annotate static fields with @Option or give --options");
        }
        this.options = List.copyOf(options);
    }

    /** @return the options */
    public List<OptionDomain> options() {
        return options;
    }

    /** @return the number of options */
    public int size() {
        return options.size();
    }

    /** @return option {@code i} */
    public OptionDomain option(int i) {
        return options.get(i);
    }

    /** @return the number of values of option {@code i} */
    public int domainSize(int i) {
        return options.get(i).size();
    }

    /** @return the number of configurations (saturates at {@link Long#MAX_VALUE}) */
    public long configurationCount() {
        long n = 1;
        for (OptionDomain o : options) {
            try {
                n = Math.multiplyExact(n, o.size());
            } catch (ArithmeticException e) {
                return Long.MAX_VALUE;
            }
        }
        return n;
    }

    /** @return every configuration, in lexicographic order of the value indices */
    public Stream<Configuration> all() {
        long count = configurationCount();
        return Stream.iterate(0L, i -> i < count, i -> i + 1).map(this::configuration);
    }

    private Configuration configuration(long number) {
        int[] values = new int[size()];
        for (int i = size() - 1; i >= 0; i--) {
            values[i] = (int) (number % domainSize(i));
            number /= domainSize(i);
        }
        return new Configuration(values);
    }

    /** @return a random 1-way covering array: every value of every option occurs in at least one row */
    public List<Configuration> coveringArray(Random random) {
        int rows = options.stream().mapToInt(OptionDomain::size).max().orElse(1);
        int[][] table = new int[rows][size()];
        for (int o = 0; o < size(); o++) {
            List<Integer> column = new ArrayList<>();
            for (int v = 0; v < domainSize(o); v++) {
                column.add(v);
            }
            java.util.Collections.shuffle(column, random);
            while (column.size() < rows) {
                column.add(random.nextInt(domainSize(o)));
            }
            for (int r = 0; r < rows; r++) {
                table[r][o] = column.get(r);
            }
        }
        List<Configuration> result = new ArrayList<>();
        for (int[] row : table) {
            result.add(new Configuration(row));
        }
        return result;
    }

    /** @return {@code c} as option name -> value text, in option order */
    public Map<String, String> describe(Configuration c) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < size(); i++) {
            map.put(option(i).name(), option(i).values().get(c.value(i)));
        }
        return map;
    }
}
