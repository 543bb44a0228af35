package org.smallscope.engine.tests.export.subjects;

import java.util.concurrent.atomic.AtomicInteger;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject whose value set holds a constant generated source cannot write (a mutable AtomicInteger): its export fails naming the field. */
public class Opaque {

    /** A counter, from the value set. */
    public Object token;

    /** @return whether there is a token */
    public boolean repOk() {
        return token != null;
    }

    /** @return bounds: one AtomicInteger */
    public static IFinitization finOpaque() {
        IFinitization f = FinitizationFactory.create(Opaque.class);
        f.set("token", f.createValueSet(Object.class, new AtomicInteger(41)));
        return f;
    }
}
