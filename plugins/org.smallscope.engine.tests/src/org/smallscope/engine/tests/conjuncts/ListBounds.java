package org.smallscope.engine.tests.conjuncts;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** The bounds of this package's lists: {@code n} nodes (or null) for the header and each link, size {@code 0..n}. */
final class ListBounds {

    private ListBounds() {
    }

    static IFinitization of(Class<?> list, Class<?> node, int n) {
        IFinitization f = FinitizationFactory.create(list);
        IObjSet nodes = f.createObjSet(node, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        return f;
    }
}
