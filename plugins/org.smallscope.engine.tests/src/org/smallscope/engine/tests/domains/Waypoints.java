package org.smallscope.engine.tests.domains;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IValueSet;

/** A path of points that never steps back: constants of the subject's own record class, in a field and in an array. */
public class Waypoints {

    /** An immutable point. */
    public record Point(int x, int y) {
    }

    /** Where the path starts. */
    public Point start;
    /** The points after the start. */
    public Point[] path;

    /** @return whether every point is at or beyond the previous one in both coordinates */
    public boolean repOk() {
        Point last = start;
        for (Point p : path) {
            if (p.x() < last.x() || p.y() < last.y()) {
                return false;
            }
            last = p;
        }
        return true;
    }

    /** @return the start and the cells from four points, paths of length 0..n */
    public static IFinitization finWaypoints(int n) {
        IFinitization f = FinitizationFactory.create(Waypoints.class);
        IValueSet points = f.createValueSet(Point.class, new Point(0, 0), new Point(0, 1), new Point(1, 0), new Point(1, 1));
        f.set("start", points);
        f.set("path", f.createArraySet(Point[].class, f.createIntSet(0, n), points, 1));
        return f;
    }
}
