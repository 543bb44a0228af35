package org.smallscope.interactions;

import java.util.Arrays;

/** One configuration: for each option of an {@link OptionSpace}, the index of its value. */
public final class Configuration {

    private final int[] values;

    /** @param values the value index of each option, in the space's order */
    public Configuration(int... values) {
        this.values = values.clone();
    }

    /** @return the value index of option {@code option} */
    public int value(int option) {
        return values[option];
    }

    /** @return the number of options */
    public int size() {
        return values.length;
    }

    /** @return this configuration with option {@code option} set to value index {@code value} */
    public Configuration with(int option, int value) {
        int[] copy = values.clone();
        copy[option] = value;
        return new Configuration(copy);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Configuration c && Arrays.equals(values, c.values);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(values);
    }

    @Override
    public String toString() {
        return Arrays.toString(values);
    }
}
