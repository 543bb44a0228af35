package org.smallscope.core;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.IPath;
import org.smallscope.engine.incremental.SnapshotStore;

/** The snapshots saved in a project's store ({@code <project>/.smallscope} unless the settings name another folder), as the engine reads them. */
public final class SnapshotCatalog {

    private final SnapshotStore store;

    private SnapshotCatalog(Path directory) {
        this.store = new SnapshotStore(directory);
    }

    /** @return the catalog of {@code project}'s store */
    public static SnapshotCatalog of(IProject project) {
        IPath location = project.getLocation();
        if (location == null) {
            throw new IllegalArgumentException("Project " + project.getName() + " is not on the local file system");
        }
        return new SnapshotCatalog(location.append(SmallscopePreferences.storeFolder(project)).toPath());
    }

    /** @return the store's directory */
    public Path directory() {
        return store.directory();
    }

    /** @return every snapshot file of the store, readable or not */
    public List<SnapshotStore.Entry> entries() {
        return store.list();
    }

    /** @return the newest readable snapshot made for the class {@code binaryName} */
    public Optional<SnapshotStore.Entry> newest(String binaryName) {
        return entries().stream().filter(SnapshotStore.Entry::readable)
                .filter(e -> e.header().descriptor().className().equals(binaryName))
                .max(Comparator.comparingLong(e -> e.header().created()));
    }

    /** @return the unreadable (damaged or stale) snapshot files of the store */
    public List<SnapshotStore.Entry> damaged() {
        return entries().stream().filter(e -> !e.readable()).toList();
    }
}
