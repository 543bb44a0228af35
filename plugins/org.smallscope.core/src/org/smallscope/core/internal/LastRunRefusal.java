package org.smallscope.core.internal;

import java.util.List;

import org.eclipse.core.resources.IMarker;
import org.smallscope.core.GenerationRun;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.engine.incremental.SnapshotHeader;

/**
 * The marker that says why the subject's last run did not reuse a snapshot it considered (the engine's reason, such as a
 * changed helper in another class, which the source analysis cannot see), kept while that run's snapshot is the newest.
 */
final class LastRunRefusal {

    private LastRunRefusal() {
    }

    /**
     * @param headers the project's readable snapshots, newest first
     * @return the marker, or null when the last ended run of {@code subject} reused its base, had none to consider, or a newer
     *         snapshot of the class exists
     */
    static MarkerSpec of(WorkspaceSubject subject, List<SnapshotHeader> headers, int line, int start, int end) {
        GenerationRun last = lastRun(subject);
        if (last == null || last.fallbackReason() == null || last.fallbackReason().isBlank()) {
            return null;
        }
        String newest = headers.stream().filter(h -> subject.binaryName().equals(h.descriptor().className())).map(SnapshotHeader::id)
                .findFirst().orElse(null);
        if (newest != null && last.snapshot() != null && !newest.equals(last.snapshot())) {
            return null; // a later run (another front end) wrote the class's newest snapshot: the reason may no longer hold
        }
        return new MarkerSpec(MarkerKind.REUSE_REFUSED, IMarker.SEVERITY_INFO,
                "The last run of " + last.request().describe() + " searched in full: " + last.fallbackReason(), line, start, end,
                last.snapshot(), null);
    }

    /** @return the newest ended repOk run of {@code subject}'s class in its project, or null */
    private static GenerationRun lastRun(WorkspaceSubject subject) {
        List<GenerationRun> runs;
        try {
            runs = SmallscopeCore.runs().all();
        } catch (RuntimeException e) {
            return null; // no run history (the core is not started)
        }
        for (int i = runs.size() - 1; i >= 0; i--) {
            GenerationRun run = runs.get(i);
            WorkspaceSubject s = run.request() == null ? null : run.request().subject();
            if (run.ended() && s != null && !s.isGenerator() && s.binaryName().equals(subject.binaryName())
                    && s.javaProject().equals(subject.javaProject())) {
                return run;
            }
        }
        return null;
    }
}
