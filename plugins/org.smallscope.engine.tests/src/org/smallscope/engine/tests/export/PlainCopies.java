package org.smallscope.engine.tests.export;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;

/**
 * Builds a candidate as ordinary objects of the test's own (uninstrumented) classes, by setting
 * every slot's field reflectively: an oracle independent of the engine's heaps and of the export.
 */
final class PlainCopies {

    private PlainCopies() {
    }

    /** @return the root of candidate {@code cv}, built from the classes the test itself loaded */
    static Object of(Subject subject, int[] cv) throws ReflectiveOperationException {
        ClassLoader loader = PlainCopies.class.getClassLoader();
        Object root = create(Class.forName(subject.className(), true, loader));
        Object[] objects = new Object[subject.objectCount()];
        for (ObjectClass cls : subject.objectClasses()) {
            for (int i = 0; i < cls.count(); i++) {
                objects[subject.objectNumber(cls, i)] = create(Class.forName(cls.className(), true, loader));
            }
        }
        for (Slot slot : subject.slots()) {
            Object owner = slot.object() < 0 ? root : objects[slot.object()];
            Domain d = slot.field().domain();
            int v = cv[slot.index()];
            Object value;
            switch (d.kind()) {
                case OBJECTS:
                    value = d.objectIndexAt(v) < 0 ? null : objects[subject.objectNumber(d.objectClass(), d.objectIndexAt(v))];
                    break;
                case BOOLEANS:
                    value = v == 1;
                    break;
                case ENUMS:
                    value = d.enumAt(v);
                    break;
                default:
                    value = d.intAt(v);
            }
            Field f = Class.forName(slot.field().declaringClassName(), true, loader).getDeclaredField(slot.field().fieldName());
            f.setAccessible(true);
            f.set(owner, value);
        }
        return root;
    }

    private static Object create(Class<?> c) throws ReflectiveOperationException {
        Constructor<?> k = c.getDeclaredConstructor();
        k.setAccessible(true);
        return k.newInstance();
    }
}
