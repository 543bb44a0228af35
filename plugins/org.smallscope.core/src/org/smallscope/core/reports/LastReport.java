package org.smallscope.core.reports;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;

import org.smallscope.core.SmallscopeCore;

/**
 * The path of one kind of report shown last (evaluation, interactions), kept in a workspace preference so it survives a
 * restart, with listeners told of each newly remembered path.
 */
public final class LastReport {

    private final String preference;
    private final List<Consumer<Path>> listeners = new CopyOnWriteArrayList<>();

    /** @param preference the workspace preference holding the absolute path */
    public LastReport(String preference) {
        this.preference = preference;
    }

    /** @return the last report's path, if one was remembered */
    public Optional<Path> path() {
        String p = node().get(preference, "");
        return p.isEmpty() ? Optional.empty() : Optional.of(Path.of(p));
    }

    /** Remembers {@code report} as the last one and tells the listeners (on the calling thread). */
    public void remember(Path report) {
        Path absolute = report.toAbsolutePath();
        IEclipsePreferences node = node();
        node.put(preference, absolute.toString());
        try {
            node.flush();
        } catch (Exception e) { // BackingStoreException (org.osgi.service.prefs, not imported by the core)
            // kept in memory until the IDE exits
        }
        listeners.forEach(l -> l.accept(absolute));
    }

    /** Calls {@code listener} with each newly remembered report path (on the thread that remembered it). */
    public void addListener(Consumer<Path> listener) {
        listeners.add(listener);
    }

    /** Stops calling {@code listener}. */
    public void removeListener(Consumer<Path> listener) {
        listeners.remove(listener);
    }

    private static IEclipsePreferences node() {
        return InstanceScope.INSTANCE.getNode(SmallscopeCore.PLUGIN_ID);
    }
}
