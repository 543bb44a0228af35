package org.smallscope.cli.tests.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** A subject whose finitization bounds {@code Node.lfet}, a field that does not exist (typo for left). */
public class MisspelledField {

    /** A node. */
    public static class Node {
        /** Left child. */
        public Node left;
    }

    /** The root. */
    public Node root;

    /** @return always true */
    public boolean repOk() {
        return true;
    }

    /** @return bounds with a misspelled field name */
    public static IFinitization finMisspelledField(int n) {
        IFinitization f = FinitizationFactory.create(MisspelledField.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("Node.lfet", nodes);
        return f;
    }
}
