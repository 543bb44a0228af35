package org.smallscope.engine.tests.export.subjects;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IArraySet;
import org.smallscope.api.IFinitization;

/**
 * A stack of objects in an {@code Object[]}, like the ArrayList example: the first {@code size} cells hold the
 * elements (Integers, never null), the cells after them are null. The elements' value set includes null.
 */
public class ObjectStack {

    /** The cells. */
    public Object[] elements;
    /** The number of elements. */
    public int size;

    /** @return whether the first size cells hold Integers and the others null */
    public boolean repOk() {
        if (elements == null || size < 0 || size > elements.length) {
            return false;
        }
        for (int i = 0; i < elements.length; i++) {
            if ((i < size) != (elements[i] instanceof Integer)) {
                return false;
            }
        }
        return true;
    }

    /** Pushes {@code value} if there is room (a bug: null and non-Integers are pushed too). */
    public void push(Object value) {
        if (size < elements.length) {
            elements[size++] = value;
        }
    }

    /** @return bounds: arrays of length 0..n over null, 1 and 1000, size 0..n */
    public static IFinitization finObjectStack(int n) {
        IFinitization f = FinitizationFactory.create(ObjectStack.class);
        IArraySet arrays = f.createArraySet(Object[].class, f.createIntSet(0, n), f.createValueSet(Integer.class, null, 1, 1000), 1);
        f.set("elements", arrays);
        f.set("size", f.createIntSet(0, n));
        return f;
    }
}
