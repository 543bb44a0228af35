package org.smallscope.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The generation runs of this workspace, oldest first, so views can show and compare them: those of this session and,
 * with a {@link Store}, the last runs of earlier sessions (saved whenever a run ends).
 */
public final class RunHistory {

    /** Where the history is kept between sessions. */
    public interface Store {
        /** @return the saved runs, oldest first (empty when there are none or they cannot be read; never throws) */
        List<GenerationRun> load();

        /** Saves {@code runs} (oldest first; the store may keep only the newest); never throws. */
        void save(List<GenerationRun> runs);
    }

    private final Store store;
    private final List<GenerationRun> runs = new ArrayList<>();
    private final List<Consumer<GenerationRun>> listeners = new CopyOnWriteArrayList<>();
    private final List<Consumer<GenerationRun>> endListeners = new CopyOnWriteArrayList<>();

    /** A history of this session only. */
    public RunHistory() {
        this(null);
    }

    /** @param store where the history is loaded from now and saved to when a run ends, or null for none */
    public RunHistory(Store store) {
        this.store = store;
        reload();
    }

    /** Replaces the runs with those saved in the store (nothing without a store): the history as a new session finds it. */
    public void reload() {
        List<GenerationRun> saved = store == null ? List.of() : store.load();
        synchronized (runs) {
            runs.clear();
            runs.addAll(saved);
        }
    }

    /** Adds a run that is about to start. */
    public void add(GenerationRun run) {
        synchronized (runs) {
            runs.add(run);
        }
        listeners.forEach(l -> l.accept(run));
    }

    /** A run of this history has ended (its state is final): saves the history and tells the end listeners. */
    public void ended(GenerationRun run) {
        if (store != null) {
            store.save(all().stream().filter(GenerationRun::ended).toList());
        }
        endListeners.forEach(l -> l.accept(run));
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

    /** Calls {@code listener} (on the run's job thread) with every run that ends from now on. */
    public void addEndListener(Consumer<GenerationRun> listener) {
        endListeners.add(listener);
    }

    /** Stops calling {@code listener} when runs end. */
    public void removeEndListener(Consumer<GenerationRun> listener) {
        endListeners.remove(listener);
    }
}
