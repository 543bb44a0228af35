package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** An acyclic list of shapes of two classes: one object set over two class domains, a field of an abstract type. */
public class Shapes {

    /** A shape in the list. */
    public abstract static class Shape {
        /** The next shape. */
        public Shape next;
    }

    /** A circle. */
    public static class Circle extends Shape {
        /** Its radius. */
        public int radius;
    }

    /** A square. */
    public static class Square extends Shape {
        /** Whether it is filled. */
        public boolean filled;
    }

    /** The first shape. */
    public Shape first;

    /** @return whether the list is acyclic and circles have positive radii */
    public boolean repOk() {
        java.util.Set<Shape> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Shape s = first; s != null; s = s.next) {
            if (!seen.add(s)) {
                return false;
            }
            if (s instanceof Circle c && c.radius <= 0) {
                return false;
            }
        }
        return true;
    }

    /** @return n circles and n squares (squares created first, so their fields come first in the vector) */
    public static IFinitization finShapes(int n) {
        IFinitization f = FinitizationFactory.create(Shapes.class);
        IClassDomain squares = f.createClassDomain(Square.class, n);
        IClassDomain circles = f.createClassDomain(Circle.class, n);
        IObjSet shapes = f.createObjSet(Shape.class, true);
        shapes.addClassDomain(circles);
        shapes.addClassDomain(squares);
        f.set("first", shapes);
        f.set(Shape.class, "next", shapes);
        f.set(Circle.class, "radius", f.createIntSet(0, 2));
        f.set(Square.class, "filled", f.createBooleanSet());
        return f;
    }
}
