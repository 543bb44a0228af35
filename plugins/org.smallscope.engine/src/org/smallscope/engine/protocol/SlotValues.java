package org.smallscope.engine.protocol;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import com.google.gson.annotations.JsonAdapter;


/**
 * What the values of every slot of a candidate vector mean, compactly: the distinct value domains
 * (labels in domain order) and, per slot, which of them it takes its values from.
 *
 * @param domains the distinct domains, in order of first use by a slot
 * @param slotDomain per slot of the vector, the index of its domain in {@code domains}
 */
public record SlotValues(List<ValueDomain> domains, int[] slotDomain) {

    /** Label of the null reference in an object domain. */
    public static final String NULL = "null";

    /**
     * The values of one domain.
     *
     * @param kind {@code objects}, {@code ints}, {@code booleans} or {@code enums}
     * @param objectClass for an object domain, the simple name of its objects' common type ({@code Node}, {@code Expr},
     *        {@code int[]} for arrays), else null
     * @param labels the value labels in domain order: {@code null}, {@code Node0}, ... or {@code 0}, {@code 1}, {@code true}, {@code RED}
     * @param labelClasses for an object domain, the simple class name of each value ({@code null} for null; {@code Const},
     *        {@code Add} when a domain spans several classes; {@code int[]} for arrays), else null
     */
    public record ValueDomain(String kind, String objectClass, @JsonAdapter(LabelsAdapter.class) List<String> labels, List<String> labelClasses) {

        /** A domain whose objects, if any, are all of {@code objectClass}. */
        public ValueDomain(String kind, String objectClass, List<String> labels) {
            this(kind, objectClass, labels, null);
        }

        /** @return the simple class name of value {@code value}: its own class if known, else the domain's */
        public String classOf(int value) {
            return labelClasses != null && labelClasses.get(value) != null ? labelClasses.get(value) : objectClass;
        }

        /** @return whether the values are objects (or null), not primitives */
        public boolean objects() {
            return "objects".equals(kind);
        }
    }

    /**
     * @param values an int domain's values in order (kept, not copied: never modify them)
     * @return its labels, {@code "0"}, {@code "1"}, ..., made when read and sent as runs of values when long
     */
    public static List<String> intLabels(int[] values) {
        return new IntLabels(values);
    }

    /**
     * @return the runs of {@code values} as {@code first, last} pairs in one array ({@code 0..4, 9, 10..12}:
     *         {@code [0, 4, 9, 9, 10, 12]}), or null when there are more than {@code most} runs: how long int domains are signed and sent
     */
    public static int[] intRuns(int[] values, int most) {
        return IntRuns.of(values, most);
    }

    /** @return the domain slot {@code slot} takes its values from */
    public ValueDomain domainOf(int slot) {
        return domains.get(slotDomain[slot]);
    }

    /** @return the label of value {@code value} of slot {@code slot} ({@code Node2}, {@code null}, {@code 3}) */
    public String label(int slot, int value) {
        return domainOf(slot).labels().get(value);
    }

    /** Compares the slot indexes by value. */
    @Override
    public boolean equals(Object o) {
        return o instanceof SlotValues s && Objects.equals(domains, s.domains) && Arrays.equals(slotDomain, s.slotDomain);
    }

    @Override
    public int hashCode() {
        return Objects.hashCode(domains) * 31 + Arrays.hashCode(slotDomain);
    }

    @Override
    public String toString() {
        return "SlotValues[domains=" + domains + ", slotDomain=" + Arrays.toString(slotDomain) + "]";
    }
}
