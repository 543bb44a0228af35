package org.smallscope.engine.udita;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.udita.ChoiceHook;
import org.smallscope.api.udita.ObjectPool;
import org.smallscope.engine.runtime.DelayedHooks;
import org.smallscope.engine.runtime.Guard;

/**
 * Makes a generator's choices with delayed choice: a choice stored straight into a field or array element is kept as a
 * suspension and made (a choice point of the trail) when the field or element is first read; pool choices follow
 * {@link DelayedPool}; choices used at once (kept in locals, passed on) are made when called. When the generator
 * returns, the input is read in full (what a test of it does; UDITA's Fig. 13 counts these choices too), so only
 * suspensions outside the returned input are never made.
 */
final class DelayedChooser extends EagerChooser implements DelayedHooks.Target {

    /** A choice stored but not made yet. */
    private sealed interface Suspension permits IntChoice, BooleanChoice, PoolChoice {
    }

    private record IntChoice(int lo, int hi) implements Suspension {
    }

    private record BooleanChoice() implements Suspension {
    }

    private record PoolChoice(DelayedPool pool, DelayedPool.Sym sym, ObjectPool<?> objects) implements Suspension {
    }

    private final Map<Object, Map<Field, Suspension>> fields = new IdentityHashMap<>();
    private final Map<Object, Map<Integer, Suspension>> elements = new IdentityHashMap<>();
    private final Map<ObjectPool<?>, DelayedPool> pools = new IdentityHashMap<>();
    private final Map<String, Field> resolved = new HashMap<>();
    private int pending;

    DelayedChooser(ChoiceTrail trail) {
        super(trail);
    }

    @Override
    void install() {
        super.install();
        DelayedHooks.install(this);
    }

    @Override
    void uninstall() {
        DelayedHooks.install(null);
        super.uninstall();
    }

    @Override
    void reset() {
        super.reset();
        fields.clear();
        elements.clear();
        pools.clear();
        pending = 0;
    }

    @Override
    public int poolChoice(ObjectPool<?> pool, boolean fresh) {
        Guard.poll();
        DelayedPool p = poolOf(pool);
        return p.force(p.sym(fresh));
    }

    private DelayedPool poolOf(ObjectPool<?> pool) {
        return pools.computeIfAbsent(pool, p -> new DelayedPool(p, this));
    }

    @Override
    public void suspendInt(Object owner, String key, int lo, int hi) {
        checkRange(lo, hi);
        suspend(owner, key, new IntChoice(lo, hi));
    }

    @Override
    public void suspendBoolean(Object owner, String key) {
        suspend(owner, key, new BooleanChoice());
    }

    @Override
    public void suspendPool(Object owner, String key, ObjectPool<?> pool, boolean fresh) {
        DelayedPool p = poolOf(pool);
        suspend(owner, key, new PoolChoice(p, p.sym(fresh), pool));
    }

    @Override
    public void suspendIntElement(Object array, int index, int lo, int hi) {
        checkRange(lo, hi);
        suspendElement(array, index, new IntChoice(lo, hi));
    }

    @Override
    public void suspendBooleanElement(Object array, int index) {
        suspendElement(array, index, new BooleanChoice());
    }

    @Override
    public void suspendPoolElement(Object array, int index, ObjectPool<?> pool, boolean fresh) {
        DelayedPool p = poolOf(pool);
        suspendElement(array, index, new PoolChoice(p, p.sym(fresh), pool));
    }

    private static void checkRange(int lo, int hi) {
        if (lo > hi) {
            throw new BadChoice("called getInt(" + lo + ", " + hi + "), an empty range");
        }
    }

    private void suspend(Object owner, String key, Suspension s) {
        if (owner == null) {
            throw new NullPointerException("cannot store a choice into field " + key.substring(key.lastIndexOf('.') + 1) + " of null");
        }
        if (fields.computeIfAbsent(owner, o -> new HashMap<>()).put(field(owner, key), s) == null) {
            pending++;
        }
    }

    private void suspendElement(Object array, int index, Suspension s) {
        if (index < 0 || index >= Array.getLength(array)) {
            throw new ArrayIndexOutOfBoundsException("Index " + index + " out of bounds for length " + Array.getLength(array));
        }
        if (elements.computeIfAbsent(array, a -> new HashMap<>()).put(index, s) == null) {
            pending++;
        }
    }

    @Override
    public void readField(Object owner, String key) {
        if (pending == 0) {
            return;
        }
        Map<Field, Suspension> of = fields.get(owner);
        if (of == null) {
            return;
        }
        Field f = field(owner, key);
        Suspension s = of.remove(f);
        if (s == null) {
            return;
        }
        pending--;
        try {
            f.set(owner, make(s));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot write the delayed choice into " + key, e);
        }
    }

    @Override
    public void readElement(Object array, int index) {
        if (pending == 0) {
            return;
        }
        Map<Integer, Suspension> of = elements.get(array);
        Suspension s = of == null ? null : of.remove(index);
        if (s == null) {
            return;
        }
        pending--;
        Object value = make(s);
        if (array instanceof byte[] bytes) {
            bytes[index] = (byte) ((Boolean) value ? 1 : 0);
        } else {
            Array.set(array, index, value);
        }
    }

    /** @return the value of the suspended choice, made now */
    private Object make(Suspension s) {
        Guard.poll();
        if (s instanceof IntChoice c) {
            return c.lo() + trail.next(c.hi() - c.lo() + 1);
        }
        if (s instanceof BooleanChoice) {
            return trail.next(2) == 1;
        }
        PoolChoice p = (PoolChoice) s;
        return p.objects().object(p.pool().force(p.sym()));
    }

    /** @return the field {@code key} ({@code owner/Class.name}) as seen from an object of {@code owner}'s class */
    private Field field(Object owner, String key) {
        Field f = resolved.get(key);
        if (f != null) {
            return f;
        }
        int dot = key.lastIndexOf('.');
        String className = key.substring(0, dot).replace('/', '.');
        String name = key.substring(dot + 1);
        Class<?> c = owner.getClass();
        while (c != null && !c.getName().equals(className)) {
            c = c.getSuperclass();
        }
        for (; c != null; c = c.getSuperclass()) {
            try {
                f = c.getDeclaredField(name);
                f.setAccessible(true);
                resolved.put(key, f);
                return f;
            } catch (NoSuchFieldException e) {
                // declared higher up
            }
        }
        throw new IllegalStateException("no field " + key + " in " + owner.getClass().getName());
    }

    /** Reads every field and element of the objects reachable from {@code input}, making their suspended choices. */
    @Override
    void finish(Object input) {
        java.util.ArrayDeque<Object> work = new java.util.ArrayDeque<>();
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        if (input != null) {
            work.add(input);
            seen.put(input, Boolean.TRUE);
        }
        while (!work.isEmpty() && pending > 0) {
            Object o = work.poll();
            Class<?> type = o.getClass();
            if (type.isArray()) {
                boolean refs = !type.getComponentType().isPrimitive();
                for (int i = 0; i < Array.getLength(o); i++) {
                    readElement(o, i);
                    if (refs) {
                        visit(Array.get(o, i), work, seen);
                    }
                }
                continue;
            }
            if (type.getName().startsWith("java.")) {
                continue;
            }
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (java.lang.reflect.Modifier.isStatic(f.getModifiers()) || f.getType().isPrimitive() && !fieldPending(o, f)) {
                        continue;
                    }
                    readField(o, f.getDeclaringClass().getName().replace('.', '/') + "." + f.getName());
                    if (!f.getType().isPrimitive()) {
                        try {
                            f.setAccessible(true);
                            visit(f.get(o), work, seen);
                        } catch (RuntimeException | IllegalAccessException e) {
                            // a field of a class we may not read: not part of a generated input
                        }
                    }
                }
            }
        }
    }

    private boolean fieldPending(Object owner, Field f) {
        Map<Field, Suspension> of = fields.get(owner);
        return of != null && of.containsKey(f);
    }

    private static void visit(Object value, java.util.ArrayDeque<Object> work, Map<Object, Boolean> seen) {
        if (value != null && seen.put(value, Boolean.TRUE) == null) {
            work.add(value);
        }
    }

    @Override
    ReflectiveGraph.Pending pending() {
        return new ReflectiveGraph.Pending() {
            @Override
            public String field(Object owner, Field field) {
                Map<Field, Suspension> of = fields.get(owner);
                return of == null ? null : label(of.get(field));
            }

            @Override
            public String element(Object array, int index) {
                Map<Integer, Suspension> of = elements.get(array);
                return of == null ? null : label(of.get(index));
            }
        };
    }

    /** @return e.g. {@code ?0..3}, {@code ?boolean}, {@code ?getAny}: a choice nobody read, never made; null for none */
    private static String label(Suspension s) {
        if (s == null) {
            return null;
        }
        if (s instanceof IntChoice c) {
            return "?" + c.lo() + ".." + c.hi();
        }
        if (s instanceof BooleanChoice) {
            return "?boolean";
        }
        return ((PoolChoice) s).sym().isGetNew ? "?getNew" : "?getAny";
    }
}
