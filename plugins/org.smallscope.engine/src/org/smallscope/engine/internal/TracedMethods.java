package org.smallscope.engine.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.runtime.MethodTrace;

/**
 * The methods of one subject's instrumented classes, each with its {@link MethodTrace} id: the transformer asks for an
 * id per method it rewrites, and the engine asks which of them ran ({@code owner name descriptor}, owner as an internal name).
 */
public final class TracedMethods {

    private final Map<String, Integer> ids = new LinkedHashMap<>();
    private final java.util.Set<String> classes = new java.util.LinkedHashSet<>();
    private boolean untraced;

    /** @return the id the entry of {@code owner.name desc} reports, or -1 when no id was left (then {@link #complete} is false) */
    public synchronized int idOf(String owner, String name, String desc) {
        Integer known = ids.get(key(owner, name, desc));
        if (known != null) {
            return known;
        }
        int id = MethodTrace.allocate();
        if (id < 0) {
            untraced = true;
        } else {
            ids.put(key(owner, name, desc), id);
        }
        return id;
    }

    /** @return whether every method rewritten so far reports its entry */
    public synchronized boolean complete() {
        return !untraced;
    }

    /** @return the methods that ran, as {@code owner name desc}, in the order their classes were rewritten */
    public synchronized List<String> ran() {
        List<String> out = new ArrayList<>();
        ids.forEach((k, id) -> {
            if (MethodTrace.ran(id)) {
                out.add(k);
            }
        });
        return out;
    }

    /** Notes that class {@code owner} (an internal name) was rewritten, whether or not it has code. */
    public synchronized void noteClass(String owner) {
        classes.add(owner);
    }

    /** @return the classes rewritten (internal names) */
    public synchronized List<String> classes() {
        return List.copyOf(classes);
    }

    /** @return {@code owner name desc}: the key of a method in {@link #ran} */
    public static String key(String owner, String name, String desc) {
        return owner + " " + name + " " + desc;
    }
}
