package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A subject with arrays and an abstract node class whose finitizations each make one mistake (picked with --finitization). */
public class BadArrays {

    /** A node of some kind. */
    public abstract static class Shape {
        /** Its neighbour. */
        public Shape next;
    }

    /** A concrete node. */
    public static class Circle extends Shape {
    }

    /** The cells. */
    public int[] cells;
    /** Two-level cells. */
    public int[][] grid;
    /** The number of cells used. */
    public int size;
    /** A shape. */
    public Shape shape;
    /** Two more arrays. */
    public int[] left;
    /** Two more arrays. */
    public int[] right;
    /** A count as a boxed number. */
    public Integer boxed;

    /** @return always true */
    public boolean repOk() {
        return true;
    }

    /** @return an array set given to the int field {@code size} */
    public static IFinitization finArrayOnInt(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        f.set("size", f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 1));
        return f;
    }

    /** @return an int array whose elements are shapes */
    public static IFinitization finShapeElements(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        IObjSet circles = f.createObjSet(Circle.class, n, true);
        f.set("cells", f.createArraySet(int[].class, f.createIntSet(0, n), circles, 1));
        return f;
    }

    /** @return an array set with negative lengths */
    public static IFinitization finNegativeLength(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        f.set("cells", f.createArraySet(int[].class, f.createIntSet(-1, n), f.createIntSet(0, n), 1));
        return f;
    }

    /** @return objects of an abstract class */
    public static IFinitization finAbstractDomain(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        f.set("shape", f.createObjSet(Shape.class, n, true));
        return f;
    }

    /** @return two array sets of int[] */
    public static IFinitization finTwoArraySets(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        f.set("left", f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 1));
        f.set("right", f.createArraySet(int[].class, f.createIntSet(0, 1), f.createIntSet(0, 1), 1));
        return f;
    }

    /** @return one array for two array fields */
    public static IFinitization finTooFewArrays(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        var arrays = f.createArraySet(int[].class, f.createIntSet(0, n), f.createIntSet(0, n), 1);
        f.set("left", arrays);
        f.set("right", arrays);
        return f;
    }

    /** @return an array of arrays */
    public static IFinitization finGrid(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        f.set("grid", f.createArraySet(int[][].class, f.createIntSet(0, n), f.createIntSet(0, n), 1));
        return f;
    }

    /** @return Integer objects to be created by the search */
    public static IFinitization finIntegerObjects(int n) {
        IFinitization f = FinitizationFactory.create(BadArrays.class);
        f.set("boxed", f.createObjSet(Integer.class, n, true));
        return f;
    }
}
