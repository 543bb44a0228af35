package org.smallscope.engine.export.methods;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import org.smallscope.engine.export.LiveGraph;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Subject;

/**
 * The constants of a subject's domains (fields and array elements) that method mode draws default parameter values
 * from: ints (of int sets, and integral constants of value sets), chars, floating values and strings.
 */
final class SubjectValues {

    private final List<Long> intSets = new ArrayList<>();
    private final List<Long> intConstants = new ArrayList<>();
    private final List<Long> chars = new ArrayList<>();
    private final List<Double> floatings = new ArrayList<>();
    private final List<String> strings = new ArrayList<>();

    private SubjectValues() {
    }

    /** @return the constants of {@code subject}'s field and array element domains */
    static SubjectValues of(Subject subject) {
        SubjectValues values = new SubjectValues();
        for (FieldSpec f : subject.fields()) {
            values.add(f.domain());
        }
        for (ObjectClass c : subject.objectClasses()) {
            if (c.isArray()) {
                values.add(c.array().elements());
            }
        }
        return values;
    }

    /** @return the values held by generated inputs (fields, array elements, collection elements), as if they were domains' constants */
    static SubjectValues ofInputs(List<Object> inputs) {
        SubjectValues values = new SubjectValues();
        for (Object input : inputs) {
            if (LiveGraph.isValue(input)) {
                values.addValue(input, true);
                continue;
            }
            for (Object o : new LiveGraph(input).order()) {
                if (o.getClass().isArray()) {
                    for (int i = 0; i < java.lang.reflect.Array.getLength(o); i++) {
                        values.addValue(java.lang.reflect.Array.get(o, i), true);
                    }
                } else if (LiveGraph.shape(o) == LiveGraph.Shape.OBJECT) {
                    for (java.lang.reflect.Field f : LiveGraph.fields(o.getClass())) {
                        values.addValue(LiveGraph.read(f, o), true);
                    }
                } else {
                    LiveGraph.children(o).forEach(v -> values.addValue(v, true));
                }
            }
        }
        return values;
    }

    private void add(Domain d) {
        for (int v = 0; v < d.size(); v++) {
            if (d.kind() == Domain.Kind.INTS) {
                intSets.add((long) d.intAt(v));
            } else if (d.kind() == Domain.Kind.VALUES) {
                addValue(d.valueAt(v), false);
            }
        }
    }

    /** Adds a constant: an integral one to the int sets ({@code asIntSet}) or to the constants, a char, a floating value or a string. */
    private void addValue(Object x, boolean asIntSet) {
        if (x instanceof Integer || x instanceof Long || x instanceof Short || x instanceof Byte) {
            (asIntSet ? intSets : intConstants).add(((Number) x).longValue());
        } else if (x instanceof Character c) {
            chars.add((long) c.charValue());
        } else if (x instanceof Float || x instanceof Double) {
            floatings.add(((Number) x).doubleValue());
        } else if (x instanceof String s && !strings.contains(s)) {
            strings.add(s);
        }
    }

    /**
     * @return ascending, the ints from one below the smallest to one above the largest value of the int sets, and each
     *         integral constant of the value sets with its neighbours (one below, one above)
     */
    SortedSet<Long> intDefaults() {
        SortedSet<Long> ints = neighbours(intConstants);
        if (!intSets.isEmpty()) {
            for (long v = Collections.min(intSets) - 1; v <= Collections.max(intSets) + 1; v++) {
                ints.add(v);
            }
        }
        return ints;
    }

    /** @return ascending, the codes of the chars of the value sets and their neighbours */
    SortedSet<Long> charDefaults() {
        return neighbours(chars);
    }

    private static SortedSet<Long> neighbours(List<Long> values) {
        SortedSet<Long> all = new TreeSet<>();
        for (long v : values) {
            all.add(v - 1);
            all.add(v);
            all.add(v + 1);
        }
        return all;
    }

    /** @return the float and double values, as doubles (with repeats) */
    List<Double> floatings() {
        return floatings;
    }

    /** @return the distinct strings, in domain order */
    List<String> strings() {
        return strings;
    }
}
