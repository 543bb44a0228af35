package org.smallscope.engine.export.generator;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.export.LiveGraph;
import org.smallscope.engine.export.writers.ConstructionModel;

/**
 * A deep copy of a generated input by reflection, so that method mode calls the method under test on a fresh receiver
 * each time: every object of its {@link LiveGraph} copied once (sharing and cycles kept), values shared.
 */
final class LiveCopy {

    private final Map<Object, Object> copies = new IdentityHashMap<>();

    private LiveCopy() {
    }

    /** @return a copy of {@code input} built from objects of the same classes */
    static Object of(Object input) {
        if (LiveGraph.isValue(input)) {
            return input;
        }
        LiveCopy c = new LiveCopy();
        LiveGraph graph = new LiveGraph(input);
        for (Object o : graph.order()) {
            c.copies.put(o, c.allocate(o));
        }
        for (Object o : graph.order()) {
            c.fill(o, c.copies.get(o));
        }
        return c.copies.get(input);
    }

    private Object allocate(Object o) {
        Class<?> cls = o.getClass();
        return cls.isArray() ? Array.newInstance(cls.getComponentType(), Array.getLength(o)) : ConstructionModel.construct(cls);
    }

    @SuppressWarnings("unchecked")
    private void fill(Object o, Object copy) {
        switch (LiveGraph.shape(o)) {
            case ARRAY:
                for (int i = 0; i < Array.getLength(o); i++) {
                    Array.set(copy, i, copied(Array.get(o, i)));
                }
                break;
            case COLLECTION:
                ((Collection<Object>) copy).clear();
                for (Object e : (Collection<?>) o) {
                    ((Collection<Object>) copy).add(copied(e));
                }
                break;
            case MAP:
                ((Map<Object, Object>) copy).clear();
                List<Object> entries = LiveGraph.children(o);
                for (int i = 0; i < entries.size(); i += 2) {
                    ((Map<Object, Object>) copy).put(copied(entries.get(i)), copied(entries.get(i + 1)));
                }
                break;
            default:
                for (Field f : LiveGraph.fields(o.getClass())) {
                    try {
                        f.set(copy, copied(LiveGraph.read(f, o)));
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException("cannot copy field " + f.getDeclaringClass().getName() + "." + f.getName(), e);
                    }
                }
        }
    }

    private Object copied(Object v) {
        return LiveGraph.isValue(v) ? v : copies.get(v);
    }
}
