package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/** The generation runs of this session, oldest first, so views can show and compare them. */
public final class RunHistory {

    private final List<GenerationRun> runs = new ArrayList<>();
    private final List<Consumer<GenerationRun>> listeners = new CopyOnWriteArrayList<>();

    /** Adds a run that is about to start. */
    public void add(GenerationRun run) {
        synchronized (runs) {
            runs.add(run);
        }
        listeners.forEach(l -> l.accept(run));
    }

    /** @return every run, oldest first */
    public List<GenerationRun> all() {
        synchronized (runs) {
            return List.copyOf(runs);
        }
    }

    /** @return the newest run, if any */
    public Optional<GenerationRun> newest() {
        synchronized (runs) {
            return runs.isEmpty() ? Optional.empty() : Optional.of(runs.get(runs.size() - 1));
        }
    }

    /** Calls {@code listener} with every run added from now on. */
    public void addListener(Consumer<GenerationRun> listener) {
        listeners.add(listener);
    }

    /** Stops calling {@code listener}. */
    public void removeListener(Consumer<GenerationRun> listener) {
        listeners.remove(listener);
    }
}
