package org.smallscope.engine.subject;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * The {@code java.util} collections and maps of one heap that belong to every candidate (those the finitization's
 * {@code addAll} filled, and those given as field values), with their contents as made, so that repOk changing one inside
 * JDK code, where no instrumented write sees it, is found when repOk returns.
 */
final class CandidateCollections {

    /** One collection or map, named for messages ({@code Shelter.residents of the root}), with its elements as made. */
    private record Held(Object collection, String name, Object[] contents) {
    }

    private final List<Held> held = new ArrayList<>();

    /** Remembers {@code collection} (a {@link Collection} or a {@link Map}; other objects are left out) as it is now. */
    void add(Object collection, String name) {
        if (collection instanceof Collection<?> || collection instanceof Map<?, ?>) {
            for (Held h : held) {
                if (h.collection() == collection) {
                    return; // one collection in two fields: one check
                }
            }
            held.add(new Held(collection, name, contents(collection)));
        }
    }

    /** @return whether there is nothing to check */
    boolean isEmpty() {
        return held.isEmpty();
    }

    /**
     * @return what repOk did to the first collection whose elements are no longer the same objects in the same order, e.g.
     *         {@code changed the collection Shelter.residents of the root (java.util.ArrayList; 5 elements before, 6 after)},
     *         or null when all are as made
     */
    String firstChange() {
        for (Held h : held) {
            Object[] now;
            try {
                now = contents(h.collection());
            } catch (RuntimeException e) { // a collection left broken by repOk (a concurrent modification, say)
                return "changed the collection " + h.name() + " (" + h.collection().getClass().getName() + "; it cannot be read any more: " + e + ")";
            }
            if (!sameObjects(h.contents(), now)) {
                String unit = h.collection() instanceof Map<?, ?> ? " entries" : " elements";
                int div = h.collection() instanceof Map<?, ?> ? 2 : 1;
                return "changed the collection " + h.name() + " (" + h.collection().getClass().getName() + "; " + h.contents().length / div + unit
                        + " before, " + now.length / div + " after" + (h.contents().length == now.length ? ", not the same or not in the same order" : "") + ")";
            }
        }
        return null;
    }

    private static Object[] contents(Object collection) {
        if (collection instanceof Map<?, ?> m) {
            Object[] kv = new Object[2 * m.size()];
            int i = 0;
            for (Map.Entry<?, ?> e : m.entrySet()) {
                kv[i++] = e.getKey();
                kv[i++] = e.getValue();
            }
            return kv;
        }
        return ((Collection<?>) collection).toArray();
    }

    private static boolean sameObjects(Object[] before, Object[] now) {
        if (before.length != now.length) {
            return false;
        }
        for (int i = 0; i < before.length; i++) {
            if (before[i] != now[i] && !(isValue(before[i]) && before[i].equals(now[i]))) {
                return false;
            }
        }
        return true;
    }

    /** @return whether {@code o} is a boxed primitive or a string: equal values count as the same (a map's boxed keys are not kept by identity) */
    private static boolean isValue(Object o) {
        return o instanceof Number || o instanceof String || o instanceof Character || o instanceof Boolean;
    }
}
