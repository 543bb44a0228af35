package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.smallscope.api.IConstraint;
import org.smallscope.api.IConstraint.Comparison;
import org.smallscope.engine.generators.Check;
import org.smallscope.engine.generators.OrderedTree;
import org.smallscope.engine.generators.Shape;
import org.smallscope.engine.generators.SortedCells;

/** Grounds the shape generators (tree, lists, search tree, sorted array) on the slots of their fields, for {@link GeneratorResolver}. */
final class ShapeResolver {

    private ShapeResolver() {
    }

    /** @return the tree, list or circular-list check over the root field and the child fields of every object */
    static Check shape(GeneratorResolver r, IConstraint.Shape shape) {
        Slot rootSlot = r.slotOn(-1, shape.rootField(), shape);
        requireReferences(r, shape, rootSlot.field());
        int[] owner = new int[r.slots.size()];
        java.util.Arrays.fill(owner, -1);
        List<List<Integer>> children = new ArrayList<>();
        for (int o = 0; o < r.slotsOf.size() - 1; o++) {
            children.add(new ArrayList<>());
        }
        for (String child : shape.childFields()) {
            Set<FieldSpec> specs = r.specs(shape, child, true);
            for (FieldSpec spec : specs) {
                requireReferences(r, shape, spec);
            }
            for (Slot s : r.slots) {
                if (s.object() >= 0 && specs.contains(s.field())) {
                    owner[s.index()] = s.object();
                    children.get(s.object()).add(s.index());
                }
            }
        }
        int[][] childSlots = children.stream().map(l -> l.stream().mapToInt(Integer::intValue).toArray()).toArray(int[][]::new);
        return new Shape(shape.kind() == IConstraint.ShapeKind.CIRCULAR_LIST, rootSlot.index(), owner, childSlots, r.valueObject);
    }

    /** @return the search-tree check over the root field and every object's left, right and key fields */
    static Check searchTree(GeneratorResolver r, IConstraint.SearchTree tree) {
        Slot rootSlot = r.slotOn(-1, tree.rootField(), tree);
        requireReferences(r, tree, rootSlot.field());
        int[][] perObject = new int[3][r.slotsOf.size() - 1];
        Domain keys = null;
        String[] names = {tree.leftField(), tree.rightField(), tree.keyField()};
        for (int i = 0; i < 3; i++) {
            java.util.Arrays.fill(perObject[i], -1);
            Set<FieldSpec> specs = r.specs(tree, names[i], true);
            for (FieldSpec spec : specs) {
                if (i < 2) {
                    requireReferences(r, tree, spec);
                } else if (keys != null && !keys.signature().equals(spec.domain().signature())) {
                    throw r.fail(tree, "the keys " + names[i] + " have different domains in different classes");
                } else {
                    keys = spec.domain();
                }
            }
            for (Slot s : r.slots) {
                if (s.object() >= 0 && specs.contains(s.field())) {
                    perObject[i][s.object()] = s.index();
                }
            }
        }
        if (keys.kind() == Domain.Kind.OBJECTS) {
            throw r.fail(tree, tree.keyField() + " holds objects, which have no order");
        }
        r.mismatch(tree, keys, Comparison.LESS, ValueOrder.sample(keys), "its keys");
        return new OrderedTree(rootSlot.index(), perObject[0], perObject[1], perObject[2], ValueOrder.table(keys, Comparison.LESS, keys), r.valueObject);
    }

    private static void requireReferences(GeneratorResolver r, IConstraint c, FieldSpec spec) {
        if (spec.domain().kind() != Domain.Kind.OBJECTS || spec.domain().isArrays()) {
            throw r.fail(c, spec.qualifiedName() + " holds " + ValueOrder.typeOf(spec.domain()) + ", not references to objects");
        }
    }

    /** @return one sorted-cells check per array the array field owns */
    static List<Check> sorted(GeneratorResolver r, IConstraint.SortedArray sorted) {
        List<Check> checks = new ArrayList<>();
        for (FieldSpec spec : r.specs(sorted, sorted.field(), false)) {
            if (!spec.domain().isArrays()) {
                throw r.fail(sorted, spec.qualifiedName() + " holds " + ValueOrder.typeOf(spec.domain()) + ", not an array");
            }
            for (Slot s : r.slots) {
                List<Slot> cells = s.field() == spec ? r.slotsOf.get(s.domain().objectNumberAt(0) + 1) : List.of();
                if (cells.size() > 1) {
                    checks.add(sortedCells(r, sorted, cells));
                }
            }
        }
        return checks;
    }

    private static Check sortedCells(GeneratorResolver r, IConstraint c, List<Slot> array) {
        Domain lengths = array.get(0).domain();
        Domain elements = array.get(1).domain();
        if (elements.kind() == Domain.Kind.OBJECTS) {
            throw r.fail(c, "the elements of " + array.get(0).objectLabel() + " are objects, which have no order");
        }
        r.mismatch(c, elements, Comparison.LESS, ValueOrder.sample(elements), "its elements");
        int[] length = new int[lengths.size()];
        for (int v = 0; v < length.length; v++) {
            length[v] = lengths.intAt(v);
        }
        boolean[][] above = ValueOrder.table(elements, Comparison.GREATER, elements);
        boolean[][] notAbove = new boolean[above.length][];
        for (int x = 0; x < above.length; x++) {
            notAbove[x] = new boolean[above[x].length];
            for (int y = 0; y < above[x].length; y++) {
                notAbove[x][y] = !above[x][y];
            }
        }
        return new SortedCells(array.get(0).index(), length, array.size() - 1, notAbove);
    }
}
