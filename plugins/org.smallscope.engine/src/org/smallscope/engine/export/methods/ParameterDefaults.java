package org.smallscope.engine.export.methods;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.methods.ParameterDomain.Kind;

/**
 * The values method mode tries for a parameter when none are given: int-like parameters range from one below the
 * smallest to one above the largest value of the subject's int sets (of fields and array elements), plus each
 * integral constant of its value sets with its neighbours; chars over the subject's char constants and their
 * neighbours (else like ints); floats and doubles over the subject's floating constants plus one below the smallest
 * and one above the largest (else like ints); strings over the subject's strings plus {@code ""} (else {@code "", "a"});
 * booleans over false and true; enums over all their constants; {@code Object} over null and the int defaults; arrays
 * over every array of length 0 to {@value #MAX_LENGTH} whose elements take their type's defaults.
 */
final class ParameterDefaults {

    /** The longest arrays tried by default. */
    static final int MAX_LENGTH = 2;

    private ParameterDefaults() {
    }

    /** @return the default values for a parameter of type {@code type} (see the class comment) */
    static ParameterDomain of(int position, Class<?> type, SubjectValues subject, String where) {
        if (Kind.of(type) != Kind.ARRAY) {
            return ParameterDomain.of(position, type, scalarDefaults(type, subject, where));
        }
        List<Object> elements = scalarDefaults(type.getComponentType(), subject, where);
        long count = 0;
        for (int length = 0; length <= MAX_LENGTH; length++) {
            count += (long) Math.pow(elements.size(), length);
        }
        if (count > ParameterDomain.MAX_VALUES) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the default arrays (lengths 0.." + MAX_LENGTH + " over "
                    + elements.size() + " element values) are more than " + ParameterDomain.MAX_VALUES
                    + "; give them with --param, e.g. []|[1]|[1,2]");
        }
        List<Object> arrays = new ArrayList<>();
        List<List<Object>> ofLength = List.of(List.of());
        for (int length = 0; length <= MAX_LENGTH; length++) {
            ofLength.forEach(arrays::add);
            List<List<Object>> longer = new ArrayList<>();
            for (List<Object> prefix : ofLength) {
                for (Object e : elements) {
                    List<Object> next = new ArrayList<>(prefix);
                    next.add(ParameterDomain.boxNull(e));
                    longer.add(List.copyOf(next));
                }
            }
            ofLength = longer;
        }
        return ParameterDomain.of(position, type, arrays);
    }

    private static List<Object> scalarDefaults(Class<?> type, SubjectValues subject, String where) {
        Kind kind = Kind.of(type);
        switch (kind) {
            case BOOLEAN:
                return List.of(false, true);
            case ENUM:
                return new ArrayList<>(ParameterText.constants(type));
            case STRING:
                List<Object> strings = new ArrayList<>(subject.strings());
                if (strings.isEmpty()) {
                    strings.add("a");
                }
                if (!strings.contains("")) {
                    strings.add(0, "");
                }
                return strings;
            case OBJECT:
                List<Object> objects = new ArrayList<>();
                objects.add(null);
                for (Object v : intRange(Kind.INT, subject, where)) {
                    objects.add((int) (long) (Long) v);
                }
                return objects;
            case FLOAT:
            case DOUBLE:
                if (subject.floatings().isEmpty()) {
                    List<Object> doubles = new ArrayList<>();
                    for (Object v : intRange(Kind.LONG, subject, where)) {
                        doubles.add((double) (long) (Long) v);
                    }
                    return doubles;
                }
                java.util.TreeSet<Double> sorted = new TreeSet<>(subject.floatings());
                sorted.add(sorted.first() - 1);
                sorted.add(sorted.last() + 1);
                List<Object> floats = new ArrayList<>();
                for (double d : sorted) {
                    floats.add(kind == Kind.FLOAT ? (double) (float) d : d);
                }
                return floats.stream().distinct().toList();
            case CHAR:
                if (!subject.charDefaults().isEmpty()) {
                    return within(subject.charDefaults(), kind);
                }
                return intRange(kind, subject, where);
            default:
                return intRange(kind, subject, where);
        }
    }

    /** @return the subject's default ints (see {@link SubjectValues#intDefaults()}) that fit {@code kind} */
    private static List<Object> intRange(Kind kind, SubjectValues subject, String where) {
        List<Object> values = within(subject.intDefaults(), kind);
        if (values.isEmpty()) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the finitization has no int domain to take default values"
                    + " from; give them with --param");
        }
        if (values.size() > ParameterDomain.MAX_VALUES) {
            throw new ExportException(ExportException.Kind.USAGE, where + ": the default values (from the finitization's ints) are more than "
                    + ParameterDomain.MAX_VALUES + "; give them with --param");
        }
        return values;
    }

    private static List<Object> within(SortedSet<Long> values, Kind kind) {
        return new ArrayList<Object>(values.subSet(kind.min(), kind.max() == Long.MAX_VALUE ? Long.MAX_VALUE : kind.max() + 1));
    }
}
