package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.resources.IProject;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IType;

/** The subjects (classes with repOk) of the workspace, per compilation unit, kept current by a debounced background job. */
public final class SubjectIndex {

    private final Map<String, List<WorkspaceSubject>> byUnit = new ConcurrentHashMap<>();
    private final List<Consumer<SubjectIndex>> listeners = new CopyOnWriteArrayList<>();

    /** @return every known subject */
    public List<WorkspaceSubject> subjects() {
        List<WorkspaceSubject> all = new ArrayList<>();
        byUnit.values().forEach(all::addAll);
        all.sort((a, b) -> a.binaryName().compareTo(b.binaryName()));
        return all;
    }

    /** @return the subjects of one project */
    public List<WorkspaceSubject> subjects(IProject project) {
        return subjects().stream().filter(s -> s.javaProject().getProject().equals(project)).toList();
    }

    /** @return the subject declared by {@code type}, if it is one */
    public Optional<WorkspaceSubject> find(IType type) {
        if (type == null || type.getCompilationUnit() == null) {
            return Optional.empty();
        }
        String name = type.getFullyQualifiedName('$');
        return byUnit.getOrDefault(key(type.getCompilationUnit()), List.of()).stream()
                .filter(s -> s.binaryName().equals(name)).findFirst();
    }

    /** @return the subjects declared in {@code unit} */
    public List<WorkspaceSubject> subjects(ICompilationUnit unit) {
        return byUnit.getOrDefault(key(unit), List.of());
    }

    /** Replaces what is known about {@code unit} (an empty list forgets it). */
    public void update(ICompilationUnit unit, List<WorkspaceSubject> subjects) {
        if (subjects.isEmpty()) {
            byUnit.remove(key(unit));
        } else {
            byUnit.put(key(unit), List.copyOf(subjects));
        }
    }

    /** Forgets every subject whose compilation unit no longer exists. */
    public void forgetMissing() {
        byUnit.values().removeIf(list -> !list.isEmpty() && !list.get(0).compilationUnit().exists());
    }

    /** Calls {@code listener} after each index update (on a background thread). */
    public void addListener(Consumer<SubjectIndex> listener) {
        listeners.add(listener);
    }

    /** Stops calling {@code listener}. */
    public void removeListener(Consumer<SubjectIndex> listener) {
        listeners.remove(listener);
    }

    /** Tells the listeners that the index changed. */
    public void changed() {
        listeners.forEach(l -> l.accept(this));
    }

    private static String key(ICompilationUnit unit) {
        return unit.getPrimary().getHandleIdentifier();
    }
}
