package org.smallscope.maven.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose repOk breaks its contract: it resets the candidate's bounded field {@code level} when that is 2. */
public class Resetting {

    /** A level. */
    public int level;

    /** @return true, after resetting level 2 to 0 */
    public boolean repOk() {
        if (level == 2) {
            level = 0;
        }
        return true;
    }

    /** @return level in 0..n */
    public static IFinitization finResetting(int n) {
        IFinitization f = FinitizationFactory.create(Resetting.class);
        f.set("level", f.createIntSet(0, n));
        return f;
    }
}
