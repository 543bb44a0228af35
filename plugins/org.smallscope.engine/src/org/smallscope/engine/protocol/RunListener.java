package org.smallscope.engine.protocol;

/**
 * The one seam of a run: receives its events in order, from the engine's search to the views. Every sink
 * (terminal, report, event socket, the IDE's run model) implements it and switches over the sealed
 * {@link RunEvent} type, ignoring the kinds it has no use for. Called on the run's threads (search,
 * progress ticks), one event at a time.
 */
@FunctionalInterface
public interface RunListener {

    /** Takes the next event of the run. */
    void accept(RunEvent event);

    /** A listener that ignores everything. */
    RunListener NONE = event -> {
    };

    /** @return a listener passing every event to each of {@code listeners}, in order */
    static RunListener all(RunListener... listeners) {
        RunListener[] copy = listeners.clone();
        return event -> {
            for (RunListener l : copy) {
                l.accept(event);
            }
        };
    }
}
