package org.smallscope.interactions;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;

/**
 * A conjunction of membership constraints {@code o ∈ V_o} over the options of a space (a box in the configuration
 * space); unconstrained options are {@code null}, and the empty box is {@code false}.
 */
public final class Box {

    private final int[] sizes;
    private final BitSet[] sets;
    private final boolean empty;

    private Box(int[] sizes, BitSet[] sets, boolean empty) {
        this.sizes = sizes;
        this.sets = sets;
        this.empty = empty;
    }

    /** @return the box of all configurations ({@code true}) */
    public static Box any(OptionSpace space) {
        return new Box(sizes(space), new BitSet[space.size()], false);
    }

    /** @return the empty box ({@code false}) */
    public static Box none(OptionSpace space) {
        return new Box(sizes(space), new BitSet[space.size()], true);
    }

    private static int[] sizes(OptionSpace space) {
        int[] sizes = new int[space.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = space.domainSize(i);
        }
        return sizes;
    }

    /** @return the pointwise union of {@code configs}: each option ranges over the values they give it ({@code false} if none) */
    public static Box union(OptionSpace space, Collection<Configuration> configs) {
        if (configs.isEmpty()) {
            return none(space);
        }
        BitSet[] sets = new BitSet[space.size()];
        for (int o = 0; o < sets.length; o++) {
            sets[o] = new BitSet();
        }
        for (Configuration c : configs) {
            for (int o = 0; o < sets.length; o++) {
                sets[o].set(c.value(o));
            }
        }
        return normalized(sizes(space), sets);
    }

    /** @return the box {@code option ∈ values} (other options free) */
    public static Box of(OptionSpace space, int option, BitSet values) {
        BitSet[] sets = new BitSet[space.size()];
        sets[option] = (BitSet) values.clone();
        return normalized(sizes(space), sets);
    }

    private static Box normalized(int[] sizes, BitSet[] sets) {
        for (int o = 0; o < sets.length; o++) {
            if (sets[o] == null) {
                continue;
            }
            if (sets[o].isEmpty()) {
                return new Box(sizes, new BitSet[sets.length], true);
            }
            if (sets[o].cardinality() == sizes[o]) {
                sets[o] = null;
            }
        }
        return new Box(sizes, sets, false);
    }

    /** @return true for {@code false} (no configuration) */
    public boolean isEmpty() {
        return empty;
    }

    /** @return true for {@code true} (no constraint at all) */
    public boolean isAny() {
        return !empty && constrained().isEmpty();
    }

    /** @return the constrained options, in order */
    public List<Integer> constrained() {
        List<Integer> result = new ArrayList<>();
        for (int o = 0; o < sets.length; o++) {
            if (sets[o] != null) {
                result.add(o);
            }
        }
        return result;
    }

    /** @return the number of constrained options (0 for {@code true} and {@code false}) */
    public int length() {
        return constrained().size();
    }

    /** @return the values option {@code o} may take in this box */
    public BitSet values(int o) {
        if (sets[o] != null) {
            return (BitSet) sets[o].clone();
        }
        BitSet all = new BitSet();
        if (!empty) {
            all.set(0, sizes[o]);
        }
        return all;
    }

    /** @return the values of option {@code o} outside this box's constraint on it */
    public BitSet complement(int o) {
        BitSet rest = new BitSet();
        rest.set(0, sizes[o]);
        rest.andNot(values(o));
        return rest;
    }

    /** @return true when {@code c} lies in this box */
    public boolean contains(Configuration c) {
        if (empty) {
            return false;
        }
        for (int o = 0; o < sets.length; o++) {
            if (sets[o] != null && !sets[o].get(c.value(o))) {
                return false;
            }
        }
        return true;
    }

    /** @return the intersection of the two boxes */
    public Box intersect(Box other) {
        if (empty || other.empty) {
            return new Box(sizes, new BitSet[sets.length], true);
        }
        BitSet[] result = new BitSet[sets.length];
        for (int o = 0; o < sets.length; o++) {
            if (sets[o] == null || other.sets[o] == null) {
                result[o] = sets[o] != null ? (BitSet) sets[o].clone() : other.sets[o] == null ? null : (BitSet) other.sets[o].clone();
            } else {
                result[o] = (BitSet) sets[o].clone();
                result[o].and(other.sets[o]);
            }
        }
        return normalized(sizes, result);
    }

    /** @return true when every configuration of this box is in {@code other} */
    public boolean isSubsetOf(Box other) {
        if (empty) {
            return true;
        }
        if (other.empty) {
            return false;
        }
        for (int o = 0; o < sets.length; o++) {
            if (other.sets[o] != null) {
                BitSet mine = values(o);
                mine.andNot(other.sets[o]);
                if (!mine.isEmpty()) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Box b && empty == b.empty && Arrays.equals(sets, b.sets);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(sets) * 31 + (empty ? 1 : 0);
    }

    @Override
    public String toString() {
        return empty ? "false" : Arrays.toString(sets);
    }
}
