package org.smallscope.engine.tests.generators;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.Generators;
import org.smallscope.api.IConstraint;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A binary tree whose finitizations each require one generator the run must refuse (a test subject for the errors). */
public class BadGenerators {

    /** A node; its weight is not bounded. */
    public static class Node {
        /** Left child. */
        public Node left;
        /** Right child. */
        public Node right;
        /** A key. */
        public int info;
        /** Not bounded by any finitization. */
        public int weight;
    }

    /** The root. */
    public Node root;
    /** The number of nodes. */
    public int size;

    /** @return true: the subject is only loaded */
    public boolean repOk() {
        return true;
    }

    private static IFinitization with(IConstraint c) {
        IFinitization f = FinitizationFactory.create(BadGenerators.class);
        IObjSet nodes = f.createObjSet(Node.class, 2, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(0, 2));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        f.set("Node.info", f.createIntSet(0, 1));
        f.require(c);
        return f;
    }

    /** @return a tree whose second child field is misspelled */
    public static IFinitization finMisspelled(int n) {
        return with(Generators.tree("root", "left", "rigth"));
    }

    /** @return a condition on a field the finitization does not bound */
    public static IFinitization finUnbounded(int n) {
        return with(Generators.less("Node.weight", 3));
    }

    /** @return a condition on a field no class has */
    public static IFinitization finNoSuchField(int n) {
        return with(Generators.isIn("height", 1, 2));
    }

    /** @return an int field compared with a string */
    public static IFinitization finStringForInt(int n) {
        return with(Generators.isIn("Node.info", 0, "one"));
    }

    /** @return object fields ordered */
    public static IFinitization finOrderedObjects(int n) {
        return with(Generators.less("Node.left", Generators.field("right")));
    }

    /** @return an int field asked for its class */
    public static IFinitization finInstanceOfInt(int n) {
        return with(Generators.instanceOf("size", Node.class));
    }

    /** @return an int field taken for an array */
    public static IFinitization finSortedInt(int n) {
        return with(Generators.sortedArray("size"));
    }

    /** @return a combination of fields of two objects (the root and a node) */
    public static IFinitization finTwoObjects(int n) {
        return with(Generators.or(Generators.equal("size", 0), Generators.equal("Node.info", 1)));
    }

    /** @return a comparison with a field the referenced nodes lack */
    public static IFinitization finBadPath(int n) {
        return with(Generators.less("Node.info", Generators.field("left.key")));
    }

    /** @return a tree whose root field holds ints */
    public static IFinitization finIntRoot(int n) {
        return with(Generators.tree("size", "left", "right"));
    }
}
