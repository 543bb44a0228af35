package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.jdt.core.ISourceRange;
import org.eclipse.jdt.core.JavaModelException;
import org.smallscope.core.ApiResults;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.WorkspaceSubject;

/**
 * Puts an API-mode cross-check on repOk: a warning marker of type {@value #TYPE} (a Smallscope problem) per direction that differs,
 * naming the smallest witness and the calls or the candidate that give it; each run of the class replaces them.
 */
public final class CrossCheckMarkers {

    /** The marker type, a subtype of {@link SmallscopeCore#MARKER_TYPE} that the analysis's marker updates leave alone. */
    public static final String TYPE = SmallscopeCore.PLUGIN_ID + ".crossCheck";

    /** Job family of the marker updates (tests wait for it). */
    public static final Object FAMILY = org.smallscope.core.reports.MarkerReplacement.family("Smallscope cross-check markers");

    private CrossCheckMarkers() {
    }

    /**
     * Replaces the cross-check markers on {@code subject}'s file by those of {@code results} (none when null or without differences), in
     * a scheduled workspace job.
     *
     * @param run how the run is named in the messages ({@code SortedList(3) api})
     * @return the job, or null when the subject is not a workspace file
     */
    public static WorkspaceJob replace(WorkspaceSubject subject, String run, ApiResults results) {
        IResource file = subject.resource();
        if (file == null) {
            return null;
        }
        List<Map<String, Object>> markers = results == null || subject.predicate() == null ? List.of() : markers(subject, run, results);
        WorkspaceJob job = new WorkspaceJob("Showing the cross-check of " + subject.simpleName()) {
            @Override
            public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
                if (!file.exists()) {
                    return Status.OK_STATUS;
                }
                for (IMarker m : file.findMarkers(TYPE, false, IResource.DEPTH_ZERO)) {
                    if (subject.binaryName().equals(m.getAttribute(SmallscopeCore.MARKER_SUBJECT, ""))) {
                        m.delete();
                    }
                }
                for (Map<String, Object> attributes : markers) {
                    file.createMarker(TYPE, attributes);
                }
                return Status.OK_STATUS;
            }

            @Override
            public boolean belongsTo(Object family) {
                return family == FAMILY;
            }
        };
        job.setRule(ResourcesPlugin.getWorkspace().getRuleFactory().markerRule(file));
        job.setSystem(true);
        job.schedule();
        return job;
    }

    /** @return the attributes of the markers, one per direction with differences */
    static List<Map<String, Object>> markers(WorkspaceSubject subject, String run, ApiResults results) {
        List<Map<String, Object>> out = new ArrayList<>();
        ApiResults.Difference strong = results.rejected();
        if (strong.count() > 0) {
            out.add(attributes(subject, MarkerKind.REPOK_TOO_STRONG, "Cross-check of " + run + ": repOk rejects " + strong.count()
                    + " state(s) the builders reach (repOk too strong, or a builder bug); the smallest: " + strong.structure() + ", built by "
                    + strong.sequence()));
        }
        ApiResults.Difference weak = results.unreached();
        if (weak.count() > 0) {
            out.add(attributes(subject, MarkerKind.REPOK_TOO_WEAK, "Cross-check of " + run + ": no call sequence builds " + weak.count()
                    + " structure(s) repOk accepts (repOk too weak, or builders missing); the smallest: " + weak.structure() + ", candidate "
                    + weak.candidate()));
        }
        return out;
    }

    private static Map<String, Object> attributes(WorkspaceSubject subject, MarkerKind kind, String message) {
        Map<String, Object> a = new HashMap<>();
        a.put(IMarker.MESSAGE, message);
        a.put(IMarker.SEVERITY, IMarker.SEVERITY_WARNING);
        a.put(IMarker.SOURCE_ID, SmallscopeCore.PLUGIN_ID);
        a.put(SmallscopeCore.MARKER_KIND, kind.name());
        a.put(SmallscopeCore.MARKER_SUBJECT, subject.binaryName());
        try {
            ISourceRange name = subject.predicate().getNameRange();
            String source = subject.compilationUnit() == null ? null : subject.compilationUnit().getSource();
            if (name != null && name.getOffset() >= 0) {
                a.put(IMarker.CHAR_START, name.getOffset());
                a.put(IMarker.CHAR_END, name.getOffset() + name.getLength());
                if (source != null && name.getOffset() <= source.length()) {
                    a.put(IMarker.LINE_NUMBER, 1 + (int) source.substring(0, name.getOffset()).chars().filter(c -> c == '\n').count());
                }
            }
        } catch (JavaModelException e) {
            // a marker on the file, without a position
        }
        return a;
    }
}
