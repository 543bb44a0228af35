package org.smallscope.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.StringJoiner;

/**
 * A dedicated generator: a condition on the finitized fields that the search uses to skip candidates without running
 * repOk on them. Made by the factories of {@link Generators}, added with {@link IFinitization#require}.
 *
 * <p><b>The promise.</b> Each constraint must be a <em>necessary condition of repOk</em>: whenever repOk returns true,
 * the constraint is not violated, judged on the fields repOk reads and the fields reachable from the root object (the
 * fields of a valid structure; all other fields may hold anything). The search trusts this and never checks it: a
 * constraint that valid structures can violate makes the search miss them. A necessary constraint never changes the
 * suite (the same valid structures in the same order, each with the same Korat successor); the search only explores
 * fewer candidates, because it rejects a candidate as soon as the fields already on Korat's stack and the field just
 * changed violate a constraint, together with every candidate that agrees with it on those fields.
 */
public sealed interface IConstraint permits IConstraint.Condition, IConstraint.Shape, IConstraint.SearchTree, IConstraint.SortedArray {

    /** @return the call that made this constraint, e.g. {@code tree("root", "left", "right")} */
    String describe();

    /** @return where the constraint was made (for error messages), or null if unknown */
    StackTraceElement origin();

    /** A comparison of a field with a constant or with another field. */
    enum Comparison {
        /** Equal values (the same object, for object fields). */
        EQUAL,
        /** Strictly less (numbers, chars, strings, booleans with false &lt; true, enum constants by ordinal). */
        LESS,
        /** Strictly greater. */
        GREATER
    }

    /** The shape a {@link Shape} constraint demands. */
    enum ShapeKind {
        /** Every child field of an object in the tree is null or an object not yet in the tree. */
        TREE,
        /** Every next field of an entry in the list is null or an entry not yet in the list. */
        LIST,
        /** Every next field of an entry in the list is the head entry or an entry not yet in the list, never null. */
        CIRCULAR_LIST
    }

    /**
     * A condition on the fields of each object of one class (or of the root object), which {@link Generators#not},
     * {@link Generators#and} and {@link Generators#or} combine; all fields of one combination belong to the same object.
     */
    sealed interface Condition extends IConstraint permits IsIn, Compare, InstanceOf, Not, And, Or {
    }

    /** Field {@code field} takes only the given values. */
    record IsIn(String field, List<Object> values, StackTraceElement origin) implements Condition {
        /** Checks the arguments. */
        public IsIn {
            values = Collections.unmodifiableList(new ArrayList<>(values));
            String call = "isIn(" + quote(field) + ", ...)";
            requireField(call, field);
            if (values.isEmpty()) {
                throw new FinitizationException(call + ": give at least one value");
            }
        }

        @Override
        public String describe() {
            StringJoiner j = new StringJoiner(", ", "isIn(" + quote(field) + ", ", ")");
            values.forEach(v -> j.add(constant(v)));
            return j.toString();
        }
    }

    /**
     * Field {@code field} compares to {@code operand} as {@code comparison} says: the operand is a constant (an
     * {@code Integer}, {@code String}, enum constant, {@code null}, ...) or a {@link FieldRef} naming a field of the
     * same object or of the object one of its reference fields points to. A comparison with a field behind a null
     * reference (or of an object without that field) is undecided: it never makes a condition false, even negated.
     */
    record Compare(String field, Comparison comparison, Object operand, StackTraceElement origin) implements Condition {
        /** Checks the arguments. */
        public Compare {
            requireField(comparison == null ? "compare" : name(comparison) + "(" + quote(field) + ", ...)", field);
            if (comparison == null) {
                throw new FinitizationException("compare(" + quote(field) + ", ...): the comparison is null");
            }
        }

        @Override
        public String describe() {
            return name(comparison) + "(" + quote(field) + ", " + constant(operand) + ")";
        }

        private static String name(Comparison c) {
            return c.name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Object field {@code field} holds null or an object of one of {@code classes} (or of a subclass). */
    record InstanceOf(String field, List<Class<?>> classes, StackTraceElement origin) implements Condition {
        /** Checks the arguments. */
        public InstanceOf {
            String call = "instanceOf(" + quote(field) + ", ...)";
            requireField(call, field);
            if (classes.isEmpty() || classes.contains(null)) {
                throw new FinitizationException(call + ": give one or more classes, none of them null");
            }
            classes = List.copyOf(classes);
        }

        @Override
        public String describe() {
            StringJoiner j = new StringJoiner(", ", "instanceOf(" + quote(field) + ", ", ")");
            classes.forEach(c -> j.add(c.getSimpleName() + ".class"));
            return j.toString();
        }
    }

    /** The negation of a condition. */
    record Not(Condition condition, StackTraceElement origin) implements Condition {
        /** Checks the argument. */
        public Not {
            if (condition == null) {
                throw new FinitizationException("not(null): the condition is null");
            }
        }

        @Override
        public String describe() {
            return "not(" + condition.describe() + ")";
        }
    }

    /** All of the conditions hold. */
    record And(List<Condition> conditions, StackTraceElement origin) implements Condition {
        /** Checks the arguments. */
        public And {
            conditions = requireConditions("and", conditions);
        }

        @Override
        public String describe() {
            return join("and", conditions);
        }
    }

    /** At least one of the conditions holds. */
    record Or(List<Condition> conditions, StackTraceElement origin) implements Condition {
        /** Checks the arguments. */
        public Or {
            conditions = requireConditions("or", conditions);
        }

        @Override
        public String describe() {
            return join("or", conditions);
        }
    }

    /**
     * The objects reachable from root field {@code rootField} along {@code childFields} form a tree, a list or a
     * circular list, as {@code kind} says.
     */
    record Shape(ShapeKind kind, String rootField, List<String> childFields, StackTraceElement origin) implements IConstraint {
        /** Checks the arguments. */
        public Shape {
            String call = callName(kind) + "(" + quote(rootField) + ", ...)";
            requireField(call, rootField);
            if (childFields.isEmpty()) {
                throw new FinitizationException(call + ": give at least one child field");
            }
            for (String f : childFields) {
                requireField(call, f);
            }
            if (kind != ShapeKind.TREE && childFields.size() != 1) {
                throw new FinitizationException(call + ": a list has exactly one next field, not " + childFields.size());
            }
            childFields = List.copyOf(childFields);
        }

        @Override
        public String describe() {
            StringJoiner j = new StringJoiner(", ", callName(kind) + "(" + quote(rootField) + ", ", ")");
            childFields.forEach(f -> j.add(quote(f)));
            return j.toString();
        }

        private static String callName(ShapeKind kind) {
            return kind == ShapeKind.TREE ? "tree" : kind == ShapeKind.LIST ? "list" : "circularList";
        }
    }

    /**
     * The objects reachable from root field {@code rootField} along {@code leftField} and {@code rightField} are ordered
     * by {@code keyField} as in a binary search tree: each key is less than the keys of the objects whose left subtree
     * holds it and greater than those of the objects whose right subtree holds it (strictly), along every path from the
     * root.
     */
    record SearchTree(String rootField, String leftField, String rightField, String keyField, StackTraceElement origin) implements IConstraint {
        /** Checks the arguments. */
        public SearchTree {
            String call = "searchTree(" + quote(rootField) + ", ...)";
            for (String f : new String[] {rootField, leftField, rightField, keyField}) {
                requireField(call, f);
            }
        }

        @Override
        public String describe() {
            return "searchTree(" + quote(rootField) + ", " + quote(leftField) + ", " + quote(rightField) + ", " + quote(keyField) + ")";
        }
    }

    /** The elements of the array in array field {@code field} that lie below its length are in non-decreasing order. */
    record SortedArray(String field, StackTraceElement origin) implements IConstraint {
        /** Checks the argument. */
        public SortedArray {
            requireField("sortedArray(" + quote(field) + ")", field);
        }

        @Override
        public String describe() {
            return "sortedArray(" + quote(field) + ")";
        }
    }

    /**
     * An operand of a comparison naming a field relative to the compared object: {@code "hi"} (its own field
     * {@code hi}) or {@code "next.value"} (field {@code value} of the object its field {@code next} points to).
     */
    record FieldRef(String path) {
        /** Checks the path. */
        public FieldRef {
            if (path == null || path.isBlank() || path.startsWith(".") || path.endsWith(".") || path.chars().filter(c -> c == '.').count() > 1) {
                throw new FinitizationException("field(" + quote(path) + "): give a field name, or a reference field and a field, as in \"next.value\"");
            }
        }

        @Override
        public String toString() {
            return "field(" + quote(path) + ")";
        }
    }

    private static void requireField(String call, String field) {
        if (field == null || field.isBlank()) {
            throw new FinitizationException(call + ": a field name is empty");
        }
    }

    private static List<Condition> requireConditions(String call, List<Condition> conditions) {
        if (conditions.isEmpty() || conditions.contains(null)) {
            throw new FinitizationException(call + "(...): give one or more conditions, none of them null");
        }
        return List.copyOf(conditions);
    }

    private static String join(String call, List<Condition> conditions) {
        StringJoiner j = new StringJoiner(", ", call + "(", ")");
        conditions.forEach(c -> j.add(c.describe()));
        return j.toString();
    }

    private static String quote(String s) {
        return s == null ? "null" : '"' + s + '"';
    }

    private static String constant(Object v) {
        if (v instanceof String s) {
            return quote(s);
        }
        if (v instanceof Character c) {
            return "'" + c + "'";
        }
        return String.valueOf(v);
    }
}
