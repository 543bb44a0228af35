package org.smallscope.core.interactions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.interactions.InteractionsResults.Location;
import org.smallscope.core.reports.MarkerReplacement;
import org.smallscope.core.reports.ReportException;

/**
 * Puts an interactions report into the editors: one marker of type {@value #TYPE} per location, on its line of the
 * workspace source file of its class, whose message is the formula (the ruler hover shows it); a newly remembered report
 * replaces all of them, and a report that cannot be read clears them.
 */
public final class InteractionMarkers {

    /** The marker type (a text marker, not persisted: the remembered report recreates them). */
    public static final String TYPE = SmallscopeCore.PLUGIN_ID + ".interaction";

    /** Marker attribute: the formula's kind. */
    public static final String KIND = "org.smallscope.formulaKind";

    /** Marker attribute: the line's label ({@code L0}), when it has one. */
    public static final String LABEL = "org.smallscope.label";

    /** Job family of the marker updates. */
    public static final Object FAMILY = MarkerReplacement.family("Smallscope interaction markers");

    private static final Consumer<Path> FOLLOWER = InteractionMarkers::showFile;

    private InteractionMarkers() {
    }

    /** From now on, each report remembered in {@link LastInteractions} replaces the markers; shows the remembered one now. */
    public static void follow() {
        LastInteractions.REPORT.removeListener(FOLLOWER);
        LastInteractions.REPORT.addListener(FOLLOWER);
        LastInteractions.REPORT.path().ifPresent(FOLLOWER);
    }

    /** Stops following {@link LastInteractions}. */
    public static void unfollow() {
        LastInteractions.REPORT.removeListener(FOLLOWER);
    }

    private static void showFile(Path file) {
        InteractionsResults report;
        try {
            report = InteractionsReportReader.read(file);
        } catch (ReportException e) {
            report = null; // the view says why; the editors show no stale formulas
        }
        show(report);
    }

    /**
     * Replaces the workspace's interaction markers with {@code report}'s (none when null), in a scheduled workspace job.
     *
     * @return the job
     */
    public static WorkspaceJob show(InteractionsResults report) {
        return MarkerReplacement.schedule("Showing configuration interactions in the editors", TYPE, FAMILY,
                report == null ? null : () -> mark(report));
    }

    private static void mark(InteractionsResults report) throws CoreException {
        List<String> missing = new ArrayList<>();
        Map<String, IFile> files = new HashMap<>();
        for (Location l : report.locations()) {
            IFile file = files.computeIfAbsent(l.className(), InteractionMarkers::sourceFile);
            if (file == null) {
                missing.add(l.className());
                continue;
            }
            Map<String, Object> attributes = new HashMap<>();
            attributes.put(IMarker.MESSAGE, l.formula());
            attributes.put(IMarker.LINE_NUMBER, l.line());
            attributes.put(IMarker.SOURCE_ID, "Smallscope interactions");
            attributes.put(KIND, l.kind());
            if (l.label() != null) {
                attributes.put(LABEL, l.label());
            }
            file.createMarker(TYPE, attributes);
        }
        if (!missing.isEmpty()) {
            ILog.of(InteractionMarkers.class).info("Interactions report " + report.file() + ": no workspace source for "
                    + missing.stream().distinct().toList() + " (no markers for their lines)");
        }
    }

    /** @return the workspace source file of the class {@code binaryName} (its top-level class's compilation unit), or null */
    public static IFile sourceFile(String binaryName) {
        int nested = binaryName.indexOf('$');
        String topLevel = nested < 0 ? binaryName : binaryName.substring(0, nested);
        try {
            for (IJavaProject project : JavaCore.create(ResourcesPlugin.getWorkspace().getRoot()).getJavaProjects()) {
                IType type = project.findType(topLevel);
                if (type != null && !type.isBinary() && type.getResource() instanceof IFile file) {
                    return file;
                }
            }
        } catch (CoreException e) {
            ILog.of(InteractionMarkers.class).warn("Cannot search the workspace for " + binaryName + ": " + e.getMessage(), e);
        }
        return null;
    }
}
