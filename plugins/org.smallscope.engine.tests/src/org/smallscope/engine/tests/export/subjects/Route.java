package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IClassDomain;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/**
 * A route between two stops of a line the finitization builds before the search ({@code A -> B -> C}) and adds with
 * {@code addObject}: constants whose fields its code set, linked to each other, which the search writes into the fields
 * as they are and generated tests must rebuild as they are (the links shared: repOk follows them by identity).
 */
public class Route {

    /** A stop of a line: no constructor without parameters, a private final name, a link to the next stop. */
    public static final class Stop {
        private final String name;
        /** The next stop of the line, or null at its end. */
        public Stop next;

        /** @param name the stop's name */
        public Stop(String name) {
            this.name = name;
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** Where the route starts. */
    public Stop start;
    /** Where it ends. */
    public Stop end;

    /** @return whether the route goes forward along the line: {@code end} follows {@code start}, the very object */
    public boolean repOk() {
        if (start == null || end == null) {
            return false;
        }
        for (Stop s = start.next; s != null; s = s.next) {
            if (s == end) {
                return true;
            }
        }
        return false;
    }

    /** @return {@link #finRoute} that also bounds the stops' links, which the search does not write: refused */
    public static IFinitization finRouteBoundingTheLinks() {
        IFinitization f = finRoute();
        f.set(Stop.class, "next", f.getFieldDomain("start"));
        return f;
    }

    /** @return start and end any stop of the line {@code A -> B -> C} (each its own value: no isomorphism among them) */
    public static IFinitization finRoute() {
        IFinitization f = FinitizationFactory.create(Route.class);
        Stop a = new Stop("A");
        Stop b = new Stop("B");
        Stop c = new Stop("C");
        a.next = b;
        b.next = c;
        IClassDomain line = f.createClassDomain(Stop.class);
        line.addObject(a);
        line.addObject(b);
        line.addObject(c);
        line.includeInIsomorphismCheck(false);
        IObjSet stops = f.createObjSet(Stop.class);
        stops.addClassDomain(line);
        f.set("start", stops);
        f.set("end", stops);
        return f;
    }
}
