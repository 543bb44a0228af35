package org.smallscope.cli.tests.subjects;

import java.util.NoSuchElementException;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A planted bug: {@code removeFirst} unlinks the first node but forgets to count it off. */
public class ForgetfulList extends SizedList {

    /** Removes the first element; @return it */
    public int removeFirst() {
        if (header == null) {
            throw new NoSuchElementException("the list is empty");
        }
        int value = header.value;
        header = header.next;
        return value;
    }

    /** @return SizedList's bounds: {@code n} nodes (or null), size {@code 0..n}, values {@code 0..2} */
    public static IFinitization finForgetfulList(int n) {
        IFinitization f = FinitizationFactory.create(ForgetfulList.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("header", nodes);
        f.set("size", f.createIntSet(0, n));
        f.set("Node.next", nodes);
        f.set("Node.value", f.createIntSet(0, 2));
        return f;
    }
}
