package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A subject whose finitization gives a Node field int values. */
public class WrongDomainType {

    /** A node. */
    public static class Node {
        /** Next node. */
        public Node next;
    }

    /** The head. */
    public Node head;

    /** @return always true */
    public boolean repOk() {
        return true;
    }

    /** @return bounds where {@code Node.next} gets ints */
    public static IFinitization finWrongDomainType(int n) {
        IFinitization f = FinitizationFactory.create(WrongDomainType.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("head", nodes);
        f.set("Node.next", f.createIntSet(0, n));
        return f;
    }
}
