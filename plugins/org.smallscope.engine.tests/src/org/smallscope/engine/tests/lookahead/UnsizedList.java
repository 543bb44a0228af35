package org.smallscope.engine.tests.lookahead;

import org.smallscope.api.IFinitization;

/** {@link SizeLastList} weakened: the same fields and bounds, and repOk without its last conjunct (the size free). */
public class UnsizedList extends SizeLastList {

    @Override
    public boolean repOk() {
        return walked();
    }

    /** @return {@link SizeLastList#finSizeLastList}'s bounds */
    public static IFinitization finUnsizedList(int n) {
        return bounds(UnsizedList.class, n);
    }
}
