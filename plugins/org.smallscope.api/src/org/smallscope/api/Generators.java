package org.smallscope.api;

import java.util.Arrays;
import java.util.List;

import org.smallscope.api.IConstraint.Comparison;
import org.smallscope.api.IConstraint.Condition;
import org.smallscope.api.IConstraint.ShapeKind;
import org.smallscope.api.internal.CallerFrames;

/**
 * Factories of dedicated generators ({@link IConstraint}s) for {@link IFinitization#require}, e.g.
 * {@code f.require(Generators.tree("root", "left", "right"))}.
 *
 * <p>Fields are named as in {@link IFinitization#set(String, IFinSet)}: {@code "size"} for a field of the root class,
 * {@code "Node.info"} for a field of another class. Every field a constraint names must be bounded by the finitization;
 * the run checks the names and the types of constants when it loads the subject and fails naming the call and its line.
 *
 * <p>Every constraint is a promise that it is a <em>necessary condition of repOk</em> (see {@link IConstraint}): the
 * search skips candidates that violate it without running repOk, so a constraint that valid structures can violate
 * loses them. A necessary constraint leaves the suite exactly as it is and only cuts the candidates explored.
 */
public final class Generators {

    private Generators() {
    }

    /** @return the condition that {@code field} takes only the given values (ints, strings, enum constants, booleans, ...; null for object fields) */
    public static Condition isIn(String field, Object... values) {
        return new IConstraint.IsIn(field, values == null ? Arrays.asList((Object) null) : Arrays.asList(values), CallerFrames.caller());
    }

    /** @return the condition that {@code field} equals {@code operand}: a constant (null for object fields) or {@link #field(String)} */
    public static Condition equal(String field, Object operand) {
        return new IConstraint.Compare(field, Comparison.EQUAL, operand, CallerFrames.caller());
    }

    /** @return the condition that {@code field} is less than {@code operand}: a constant or {@link #field(String)} */
    public static Condition less(String field, Object operand) {
        return new IConstraint.Compare(field, Comparison.LESS, operand, CallerFrames.caller());
    }

    /** @return the condition that {@code field} is greater than {@code operand}: a constant or {@link #field(String)} */
    public static Condition greater(String field, Object operand) {
        return new IConstraint.Compare(field, Comparison.GREATER, operand, CallerFrames.caller());
    }

    /**
     * @return an operand of a comparison naming a field of the compared object ({@code "hi"}) or of the object one of its
     *         reference fields points to ({@code "next.value"}; when that reference is null the comparison decides
     *         nothing, even negated)
     */
    public static IConstraint.FieldRef field(String path) {
        return new IConstraint.FieldRef(path);
    }

    /** @return the condition that object field {@code field} holds null or an object of one of {@code classes} */
    public static Condition instanceOf(String field, Class<?>... classes) {
        return new IConstraint.InstanceOf(field, classes == null ? List.of() : Arrays.asList(classes), CallerFrames.caller());
    }

    /** @return the negation of {@code condition} */
    public static Condition not(Condition condition) {
        return new IConstraint.Not(condition, CallerFrames.caller());
    }

    /** @return the condition that all of {@code conditions} hold (on the same object) */
    public static Condition and(Condition... conditions) {
        return new IConstraint.And(conditions == null ? List.of() : Arrays.asList(conditions), CallerFrames.caller());
    }

    /** @return the condition that at least one of {@code conditions} holds (on the same object) */
    public static Condition or(Condition... conditions) {
        return new IConstraint.Or(conditions == null ? List.of() : Arrays.asList(conditions), CallerFrames.caller());
    }

    /**
     * @return the constraint that the objects reachable from root field {@code rootField} along {@code childFields} form a
     *         tree: each child field of an object in the tree is null or an object not yet in the tree
     */
    public static IConstraint tree(String rootField, String... childFields) {
        return new IConstraint.Shape(ShapeKind.TREE, rootField, childFields == null ? List.of() : Arrays.asList(childFields), CallerFrames.caller());
    }

    /**
     * @return the constraint that the entries reachable from root field {@code headField} along {@code nextField} form an
     *         acyclic list: each next field of an entry in the list is null or an entry not yet in the list
     */
    public static IConstraint list(String headField, String nextField) {
        return new IConstraint.Shape(ShapeKind.LIST, headField, Arrays.asList(nextField), CallerFrames.caller());
    }

    /**
     * @return the constraint that the entries reachable from root field {@code headField} along {@code nextField} form a
     *         circular list: each next field of an entry in the list is the head entry or an entry not yet in the list,
     *         never null
     */
    public static IConstraint circularList(String headField, String nextField) {
        return new IConstraint.Shape(ShapeKind.CIRCULAR_LIST, headField, Arrays.asList(nextField), CallerFrames.caller());
    }

    /**
     * @return the constraint that the objects reachable from root field {@code rootField} along {@code leftField} and
     *         {@code rightField} are strictly ordered by {@code keyField} as in a binary search tree (each key lies between
     *         the keys of its ancestors); combine it with {@link #tree} to demand the shape too
     */
    public static IConstraint searchTree(String rootField, String leftField, String rightField, String keyField) {
        return new IConstraint.SearchTree(rootField, leftField, rightField, keyField, CallerFrames.caller());
    }

    /** @return the constraint that the elements below the length of the array in array field {@code arrayField} do not decrease */
    public static IConstraint sortedArray(String arrayField) {
        return new IConstraint.SortedArray(arrayField, CallerFrames.caller());
    }
}
