package org.smallscope.core;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.IPath;
import org.smallscope.engine.incremental.Checkpoints;
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

    /**
     * A readable snapshot as the IDE offers it for reuse.
     *
     * @param id the snapshot's id
     * @param subject the subject it was made for ({@code BST(5)})
     * @param valid its number of valid structures
     */
    public record Snapshot(String id, String subject, long valid) {
    }

    /** @return the readable snapshots of the store, in the store's order */
    public List<Snapshot> snapshots() {
        return entries().stream().filter(SnapshotStore.Entry::readable).map(SnapshotCatalog::snapshot).toList();
    }

    /** @return the newest readable snapshot made for the class {@code binaryName}, the one an automatic run reuses */
    public Optional<Snapshot> newestSnapshot(String binaryName) {
        return newest(binaryName).map(SnapshotCatalog::snapshot);
    }

    private static Snapshot snapshot(SnapshotStore.Entry e) {
        return new Snapshot(e.header().id(), e.header().descriptor().describe(), e.header().valid());
    }

    /**
     * @return the checkpoint an interrupted generation of {@code request}'s subject at its arguments left in the store
     *         {@code directory}, if any: the next run resumes it
     */
    public static Optional<Path> interruptedRun(Path directory, GenerationRequest request) {
        WorkspaceSubject s = request.subject();
        String finitization = s.finitization() != null ? s.finitizationName() : "fin" + s.simpleName();
        return Checkpoints.interrupted(directory, s.binaryName(), finitization, request.args());
    }

    /** @return the unreadable (damaged or stale) snapshot files of the store */
    public List<SnapshotStore.Entry> damaged() {
        return entries().stream().filter(e -> !e.readable()).toList();
    }
}
