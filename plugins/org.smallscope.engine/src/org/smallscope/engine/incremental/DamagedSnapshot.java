package org.smallscope.engine.incremental;

import java.nio.file.FileSystemException;
import java.nio.file.Path;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;

/**
 * A snapshot found damaged when a run read it, at once or only while its search decoded the stored candidates: the
 * warning that names its file and the problem, once the file is moved aside into its store's quarantine.
 */
final class DamagedSnapshot {

    private DamagedSnapshot() {
    }

    /** @return the {@link EngineError#SNAPSHOT_DAMAGED} that {@code thrown} is or was caused by, or null */
    static SmallscopeException in(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SmallscopeException e && e.error() == EngineError.SNAPSHOT_DAMAGED) {
                return e;
            }
        }
        return null;
    }

    /**
     * Moves {@code file} (a snapshot of {@code store}, or null) into the store's quarantine when {@code problem} says it
     * is damaged (not when it could not be read at all: a file system's refusal says nothing about its contents).
     *
     * @param then what the run does instead, as the warning goes on ({@code "; running a full search instead"})
     * @return the warning: {@code problem}, what the run does instead, and where the file went
     */
    static String warning(SnapshotStore store, Path file, SmallscopeException problem, String then) {
        String warning = problem.getMessage() + then;
        if (file == null || store == null || problem.error() != EngineError.SNAPSHOT_DAMAGED || problem.getCause() instanceof FileSystemException) {
            return warning;
        }
        Path moved = store.quarantine(file);
        return moved == null ? warning : warning + "; moved aside to " + moved;
    }
}
