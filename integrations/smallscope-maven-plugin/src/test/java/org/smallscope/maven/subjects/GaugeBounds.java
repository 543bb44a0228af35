package org.smallscope.maven.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** The bounds of {@link Gauge}, kept apart from it as a project keeps them in its test sources. */
public final class GaugeBounds {

    private GaugeBounds() {
    }

    /** @return level and maximum from 0 to n */
    static IFinitization finGauge(int n) {
        IFinitization f = FinitizationFactory.create(Gauge.class);
        f.set("level", f.createIntSet(0, n));
        f.set("max", f.createIntSet(0, n));
        return f;
    }
}
