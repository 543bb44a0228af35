package org.smallscope.engine.runtime;

import java.lang.reflect.Field;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What repOk stored in fields the finitization leaves unbound, on one heap's objects: each such field's value before
 * repOk first wrote it and the run that wrote it last. The search reuses the objects from one candidate to the next,
 * so a read, in a later run, of a field repOk set in an earlier run and did not set again nor put back (a lazy cache,
 * a mark never cleared) judges this candidate by an earlier one's state: {@link #staleRead} says so.
 */
final class CarriedState {

    /** Per class, its fields by name (declared by it or a superclass, the nearest first), made accessible. */
    private static final ClassValue<Map<String, Field>> FIELDS = new ClassValue<>() {
        @Override
        protected Map<String, Field> computeValue(Class<?> type) {
            Map<String, Field> out = new HashMap<>();
            for (Class<?> c = type; c != null; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (!out.containsKey(f.getName())) {
                        try {
                            f.setAccessible(true);
                            out.put(f.getName(), f);
                        } catch (RuntimeException e) {
                            // not accessible: not watched
                        }
                    }
                }
            }
            return out;
        }
    };

    /** A field repOk wrote: its value before the first write, and the run of the last write. */
    private static final class Kept {
        final Object original;
        long run;

        Kept(Object original, long run) {
            this.original = original;
            this.run = run;
        }
    }

    private final Map<Object, Map<String, Kept>> kept = new IdentityHashMap<>();
    private long run;

    /** A candidate's repOk begins. */
    void runBegins() {
        run++;
    }

    /** repOk is about to write field {@code name} of {@code o}. */
    void written(Object o, String name) {
        Map<String, Kept> fields = kept.computeIfAbsent(o, k -> new HashMap<>(4));
        Kept k = fields.get(name);
        if (k == null) {
            fields.put(name, new Kept(value(o, name), run));
        } else {
            k.run = run;
        }
    }

    /**
     * @return why reading field {@code name} of {@code o} now reads state an earlier run left ({@code set to 3 on an
     *         earlier candidate; it was 0 before repOk first set it}), or null when this run wrote it, it holds its
     *         value from before repOk wrote it, or repOk never wrote it
     */
    String staleRead(Object o, String name) {
        if (kept.isEmpty()) {
            return null;
        }
        Map<String, Kept> fields = kept.get(o);
        Kept k = fields == null ? null : fields.get(name);
        if (k == null || k.run == run) {
            return null;
        }
        Object now = value(o, name);
        if (Objects.equals(now, k.original)) {
            return null;
        }
        return "set to " + describe(now) + " on an earlier candidate (it was " + describe(k.original) + " before repOk first set it)";
    }

    private static Object value(Object o, String name) {
        Field f = FIELDS.get(o.getClass()).get(name);
        try {
            return f == null ? null : f.get(o);
        } catch (IllegalAccessException | RuntimeException e) {
            return null;
        }
    }

    private static String describe(Object v) {
        if (v == null || v instanceof Number || v instanceof Boolean || v instanceof Character || v instanceof String) {
            return String.valueOf(v);
        }
        return "a " + v.getClass().getSimpleName();
    }
}
