package org.smallscope.engine.internal;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The classes whose objects can belong to a candidate (the root's and the object sets'), for the check that repOk writes
 * none of them: each such class's topmost superclass among the subject's classes declares the synthetic field that
 * marks an object of a candidate ({@link MonitoredFields#CANDIDATE_FIELD}), and a write to a bounded field is checked when
 * the class it names is at or below such a top.
 */
public final class CandidateClasses {

    private final ClassLoader plainLoader;
    private final Set<String> tops = new HashSet<>();
    private final Map<String, Boolean> marked = new ConcurrentHashMap<>();

    /**
     * @param plainLoader the loader of the subject's classes without instrumentation
     * @param classes the candidates' object classes as that loader loaded them (arrays are left out)
     */
    public CandidateClasses(ClassLoader plainLoader, List<Class<?>> classes) {
        this.plainLoader = plainLoader;
        for (Class<?> c : classes) {
            if (!c.isArray() && !c.isInterface() && c.getClassLoader() == plainLoader) {
                Class<?> top = c;
                while (top.getSuperclass() != null && top.getSuperclass().getClassLoader() == plainLoader) {
                    top = top.getSuperclass();
                }
                tops.add(MonitoredFields.internalName(top));
            }
        }
    }

    /** @return none: no field write is checked (classes loaded without instrumentation) */
    public static CandidateClasses none() {
        return new CandidateClasses(null, List.of());
    }

    /** @return whether class {@code internalName} declares the marker field */
    public boolean isTop(String internalName) {
        return tops.contains(internalName);
    }

    /** @return whether objects of class {@code internalName} (or of its subclasses) can be objects of a candidate: it has the marker field */
    public boolean marks(String internalName) {
        if (tops.isEmpty() || internalName.startsWith("java/") || internalName.startsWith("[")) {
            return false;
        }
        return marked.computeIfAbsent(internalName, name -> {
            try {
                for (Class<?> c = Class.forName(name.replace('/', '.'), false, plainLoader); c != null; c = c.getSuperclass()) {
                    if (tops.contains(MonitoredFields.internalName(c))) {
                        return true;
                    }
                }
            } catch (ClassNotFoundException | LinkageError e) {
                // a class we cannot see holds no object of a candidate
            }
            return false;
        });
    }
}
