package org.smallscope.interactions;

import java.util.List;

/**
 * One configuration option: the static field it sets, its kind ({@code boolean}, {@code enum}, {@code int},
 * {@code long} or {@code string}) and its finite domain as text (booleans are {@code "0"} and {@code "1"}).
 */
public record OptionDomain(String name, String kind, List<String> values) {

    /** @throws IllegalArgumentException when the domain is empty or repeats a value */
    public OptionDomain {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("option " + name + " has no values");
        }
        if (values.stream().distinct().count() != values.size()) {
            throw new IllegalArgumentException("option " + name + " repeats a value: " + values);
        }
    }

    /** @return the number of values */
    public int size() {
        return values.size();
    }

    /** @return true for a boolean option (its literals print as {@code x} and {@code ¬x}) */
    public boolean isBoolean() {
        return "boolean".equals(kind);
    }
}
