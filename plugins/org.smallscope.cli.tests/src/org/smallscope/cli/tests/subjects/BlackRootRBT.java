package org.smallscope.cli.tests.subjects;

import org.smallscope.api.IFinitization;
import org.smallscope.examples.PathConditions;
import org.smallscope.examples.RBT;

/** RBT with the path condition {@link PathConditions#rootIsBlack} conjoined to repOk: what {@code count} must count. */
public class BlackRootRBT extends RBT {

    @Override
    public boolean repOk() {
        return super.repOk() && PathConditions.rootIsBlack(this);
    }

    /** @return RBT's bounds for this class */
    public static IFinitization finBlackRootRBT(int n) {
        IFinitization f = org.smallscope.api.FinitizationFactory.create(BlackRootRBT.class);
        org.smallscope.api.IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        for (String field : new String[] {"left", "right", "parent"}) {
            f.set("Node." + field, nodes);
        }
        f.set("Node.info", f.createIntSet(0, n - 1));
        f.set("Node.color", f.createIntSet(RBT.RED, RBT.BLACK));
        return f;
    }
}
