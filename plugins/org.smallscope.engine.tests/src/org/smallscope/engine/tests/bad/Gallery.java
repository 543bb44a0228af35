package org.smallscope.engine.tests.bad;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;

/** A subject no candidate of which can be built, for three reasons at once: two constructors that throw, and a record. */
public class Gallery {

    /** Its constructor needs a resource that is not there. */
    public static final class Shape {
        /** Always throws. */
        public Shape() {
            throw new UnsupportedOperationException("no canvas");
        }
    }

    /** Its constructor refuses. */
    public static final class Frame {
        /** Always throws. */
        public Frame() {
            throw new IllegalStateException("frames are sold out");
        }
    }

    /** A record: its fields cannot be set. */
    public record Label(int size) {
    }

    public Shape shape;
    public Frame frame;
    public Label label;

    public boolean repOk() {
        return true;
    }

    /** @return one object of each class, or null */
    public static IFinitization finGallery() {
        IFinitization f = FinitizationFactory.create(Gallery.class);
        f.set("shape", f.createObjSet(Shape.class, 1, true));
        f.set("frame", f.createObjSet(Frame.class, 1, true));
        f.set("label", f.createObjSet(Label.class, 1, true));
        return f;
    }
}
