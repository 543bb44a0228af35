package org.smallscope.engine.incremental;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;

/**
 * A directory of snapshots (by default {@code .smallscope/} in the project), one file per subject,
 * bounds and predicate: {@code <Simple>-<args>-<id>.snapshot}. Writes are atomic, so concurrent
 * runs never leave a partial file; a run of the same subject replaces its own snapshot.
 */
public final class SnapshotStore {

    /** How old a temporary file of a snapshot write must be to count as abandoned (its writer was killed). */
    static final long ABANDONED_MILLIS = 3_600_000;

    /** The file name ending of snapshots. */
    public static final String SUFFIX = ".snapshot";
    /** The store's sub-folder of damaged snapshots, moved aside so that no run lists or reads them again. */
    public static final String QUARANTINE = "quarantine";

    private final Path directory;

    /** @param directory where snapshots live (created on first save) */
    public SnapshotStore(Path directory) {
        this.directory = directory;
    }

    /** @return the store's directory */
    public Path directory() {
        return directory;
    }

    /** A snapshot file in the store: its header, or why it could not be read. */
    public record Entry(Path file, SnapshotHeader header, SmallscopeException problem) {

        /** @return whether the file was read and checked */
        public boolean readable() {
            return header != null;
        }
    }

    /** Saves a snapshot; throws {@link EngineError#STORE_NOT_WRITABLE} naming the directory if it cannot. */
    public Path save(SnapshotFile.Contents contents) {
        SnapshotHeader h = contents.header();
        String args = java.util.Arrays.stream(h.descriptor().args()).mapToObj(Integer::toString).reduce((a, b) -> a + "_" + b).orElse("");
        Path file = directory.resolve(h.descriptor().simpleName() + "-" + args + "-" + h.id() + SUFFIX);
        try {
            SnapshotFile.write(file, h, contents.body());
            return file;
        } catch (IOException | SecurityException e) {
            throw EngineError.STORE_NOT_WRITABLE.exception(e, directory, e.toString());
        }
    }

    /** @return every snapshot file, readable or not, newest first (temporary files of writes killed over an hour ago are removed) */
    public List<Entry> list() {
        List<Entry> entries = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return entries;
        }
        removeAbandonedWrites();
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            for (Path file : files) {
                try {
                    entries.add(new Entry(file, SnapshotFile.readHeader(file), null));
                } catch (SmallscopeException e) {
                    entries.add(new Entry(file, null, e));
                }
            }
        } catch (IOException e) {
            throw EngineError.SNAPSHOT_DAMAGED.exception(e, directory, "the store cannot be listed: " + e.getMessage());
        }
        entries.sort(Comparator.comparingLong((Entry e) -> e.readable() ? e.header().created() : 0).reversed());
        return entries;
    }

    /** Deletes the temporary files that writes left when they were killed (older than an hour: a write in progress is not touched). */
    private void removeAbandonedWrites() {
        long before = System.currentTimeMillis() - ABANDONED_MILLIS;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, ".*" + SUFFIX + ".*.tmp")) {
            for (Path file : files) {
                try {
                    if (Files.isRegularFile(file) && Files.getLastModifiedTime(file).toMillis() < before) {
                        Files.deleteIfExists(file);
                    }
                } catch (IOException | SecurityException e) {
                    // best effort: another process may own it, or the store is read-only
                }
            }
        } catch (IOException | SecurityException e) {
            // best effort
        }
    }

    /**
     * Finds a snapshot by a user's word: a file path, an id (or its prefix), a class name, or a
     * subject's simple name (then the newest of that subject).
     */
    public Optional<Entry> find(String word) {
        Path asPath = Path.of(word);
        if (word.endsWith(SUFFIX) && Files.isRegularFile(asPath)) {
            try {
                return Optional.of(new Entry(asPath, SnapshotFile.readHeader(asPath), null));
            } catch (SmallscopeException e) {
                return Optional.of(new Entry(asPath, null, e));
            }
        }
        String w = word.toLowerCase(Locale.ROOT);
        List<Entry> entries = list();
        for (Entry e : entries) {
            if (!e.readable()) {
                continue;
            }
            SubjectDescriptor d = e.header().descriptor();
            if (e.header().id().startsWith(w) || d.className().equalsIgnoreCase(word) || d.simpleName().equalsIgnoreCase(word)
                    || e.file().getFileName().toString().equalsIgnoreCase(word)) {
                return Optional.of(e);
            }
        }
        for (Entry e : entries) {
            String file = e.file().getFileName().toString().toLowerCase(Locale.ROOT);
            if (!e.readable() && (file.startsWith(w + "-") || file.equals(w))) {
                return Optional.of(e); // damaged, but what the user named: report it rather than ignore it
            }
        }
        return Optional.empty();
    }

    /**
     * Moves a damaged snapshot of this store into {@value #QUARANTINE}{@code /} (a name taken there gets a number), where
     * it is kept for a look but never listed.
     *
     * @return where it went, or null if it is no file of this store or could not be moved (another run moved it first)
     */
    public Path quarantine(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        if (!directory.toAbsolutePath().normalize().equals(absolute.getParent()) || !Files.isRegularFile(absolute)) {
            return null;
        }
        try {
            Path folder = Files.createDirectories(absolute.getParent().resolve(QUARANTINE));
            String name = absolute.getFileName().toString();
            Path target = folder.resolve(name);
            for (int n = 2; Files.exists(target); n++) {
                target = folder.resolve(name + "." + n);
            }
            return Files.move(absolute, target);
        } catch (IOException | SecurityException e) {
            return null;
        }
    }

    /** @return whether a snapshot file was deleted */
    public boolean delete(Entry entry) {
        try {
            return Files.deleteIfExists(entry.file());
        } catch (IOException e) {
            throw EngineError.STORE_NOT_WRITABLE.exception(e, directory, e.toString());
        }
    }
}
