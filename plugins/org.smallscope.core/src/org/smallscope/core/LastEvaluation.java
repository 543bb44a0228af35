package org.smallscope.core;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

/** The path of the evaluation report shown last, kept in the workspace preferences (so it survives a restart), with listeners. */
public final class LastEvaluation {

    /** Workspace preference: the absolute path of the last evaluation report. */
    public static final String PREFERENCE = "lastEvaluationReport";

    private static final List<Consumer<Path>> LISTENERS = new CopyOnWriteArrayList<>();

    private LastEvaluation() {
    }

    /** @return the last report's path, if one was remembered */
    public static Optional<Path> path() {
        String p = node().get(PREFERENCE, "");
        return p.isEmpty() ? Optional.empty() : Optional.of(Path.of(p));
    }

    /** Remembers {@code report} as the last evaluation and tells the listeners (on the calling thread). */
    public static void remember(Path report) {
        Path absolute = report.toAbsolutePath();
        IEclipsePreferences node = node();
        node.put(PREFERENCE, absolute.toString());
        try {
            node.flush();
        } catch (Exception e) { // BackingStoreException (org.osgi.service.prefs, not imported by the core)
            // kept for this session
        }
        LISTENERS.forEach(l -> l.accept(absolute));
    }

    /** Calls {@code listener} with each newly remembered report path (on the thread that remembered it). */
    public static void addListener(Consumer<Path> listener) {
        LISTENERS.add(listener);
    }

    /** Stops calling {@code listener}. */
    public static void removeListener(Consumer<Path> listener) {
        LISTENERS.remove(listener);
    }

    private static IEclipsePreferences node() {
        return InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
    }
}
