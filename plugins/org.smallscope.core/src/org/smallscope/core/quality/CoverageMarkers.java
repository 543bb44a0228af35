package org.smallscope.core.quality;

import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.Status;

import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.interactions.InteractionMarkers;
import org.smallscope.core.reports.MarkerReplacement;
import org.smallscope.core.reports.ReportException;

/**
 * Shows the generated suite's coverage in the editors (as EclEmma does): one marker of a subtype of {@value #TYPE} (by status)
 * per line of the largest scope's per-line data, on the workspace source file of its class; a newly remembered evaluation replaces them.
 */
public final class CoverageMarkers {

    /** The marker type (a text marker, not persisted: the remembered report recreates them). */
    public static final String TYPE = SmallscopeCore.PLUGIN_ID + ".coverage";

    /** @return the marker subtype of {@code status} ({@code covered}, {@code partly}, {@code missed}): {@value #TYPE}{@code Covered} and so on */
    public static String type(String status) {
        return TYPE + Character.toUpperCase(status.charAt(0)) + status.substring(1);
    }

    /** Marker attribute: {@code covered}, {@code partly} or {@code missed}. */
    public static final String COVERAGE = "coverage";

    /** Job family of the marker updates. */
    public static final Object FAMILY = MarkerReplacement.family("Smallscope coverage markers");

    private static final Consumer<Path> FOLLOWER = CoverageMarkers::showFile;

    private static volatile boolean enabled = true;

    private CoverageMarkers() {
    }

    /** From now on, each report remembered in {@link LastEvaluation} replaces the markers; shows the remembered one now. */
    public static void follow() {
        LastEvaluation.removeListener(FOLLOWER);
        LastEvaluation.addListener(FOLLOWER);
        LastEvaluation.path().ifPresent(FOLLOWER);
    }

    /** Stops following {@link LastEvaluation}. */
    public static void unfollow() {
        LastEvaluation.removeListener(FOLLOWER);
    }

    /** @return whether coverage is shown in the editors */
    public static boolean isEnabled() {
        return enabled;
    }

    /**
     * Shows (the last evaluation's coverage) or removes the markers.
     *
     * @return the scheduled job
     */
    public static WorkspaceJob setEnabled(boolean on) {
        enabled = on;
        return on ? LastEvaluation.path().map(CoverageMarkers::showFile).orElseGet(() -> show(null)) : show(null);
    }

    private static WorkspaceJob showFile(Path file) {
        try {
            return show(EvaluationReportReader.read(file));
        } catch (ReportException e) {
            return show(null); // the view says why; the editors show no stale coverage
        }
    }

    /** @return the marker's message for a line of {@code status} at {@code scope} */
    public static String message(String status, int scope) {
        return switch (status) {
            case "covered" -> "covered by the generated suite at scope " + scope;
            case "partly" -> "partly covered: some branches not taken (scope " + scope + ")";
            default -> "not covered by the generated suite at scope " + scope;
        };
    }

    /**
     * Replaces the workspace's coverage markers with those of {@code report}'s largest scope (none when null or when
     * showing coverage is off), in a scheduled workspace job.
     *
     * @return the job
     */
    public static WorkspaceJob show(EvaluationResults report) {
        EvaluationResults.Scope scope = report == null || !enabled ? null : report.largestScope().orElse(null);
        return MarkerReplacement.schedule("Showing the generated suite's coverage in the editors", TYPE, FAMILY,
                scope == null ? null : () -> mark(scope, report.file()));
    }

    private static void mark(EvaluationResults.Scope scope, Path report) throws CoreException {
        List<String> missing = new ArrayList<>();
        for (EvaluationResults.Lines lines : scope.lines()) {
            IFile file = InteractionMarkers.sourceFile(lines.className());
            if (file == null) {
                missing.add(lines.className());
                continue;
            }
            List<int[]> ranges = lineRanges(file);
            mark(file, ranges, "covered", lines.covered(), scope.scope());
            mark(file, ranges, "partly", lines.partly(), scope.scope());
            mark(file, ranges, "missed", lines.missed(), scope.scope());
        }
        if (!missing.isEmpty()) {
            ILog.of(CoverageMarkers.class).info("Evaluation report " + report + ": no workspace source for " + missing + " (no coverage shown)");
        }
    }

    /** @return per line of {@code file} (index 0 = line 1), its start and end offsets without the line delimiter */
    private static List<int[]> lineRanges(IFile file) throws CoreException {
        String text;
        try {
            text = Files.readString(file.getLocation().toFile().toPath(), Charset.forName(file.getCharset()));
        } catch (IOException e) {
            throw new CoreException(Status.error("Cannot read " + file.getFullPath() + ": " + e.getMessage(), e));
        }
        List<int[]> ranges = new ArrayList<>();
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == '\n' || text.charAt(i) == '\r') {
                ranges.add(new int[] {start, i});
                if (i < text.length() && text.charAt(i) == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
                    i++;
                }
                start = i + 1;
            }
        }
        return ranges;
    }

    /** Marks {@code lines} of {@code file} with {@code status}, each marker spanning its whole line (so the editor can highlight it). */
    private static void mark(IFile file, List<int[]> ranges, String status, List<Integer> lines, int scope) throws CoreException {
        for (int line : lines) {
            Map<String, Object> attributes = new HashMap<>();
            if (line <= ranges.size()) {
                attributes.put(IMarker.CHAR_START, ranges.get(line - 1)[0]);
                attributes.put(IMarker.CHAR_END, ranges.get(line - 1)[1]);
            }
            attributes.put(IMarker.MESSAGE, message(status, scope));
            attributes.put(IMarker.LINE_NUMBER, line);
            attributes.put(IMarker.SOURCE_ID, "Smallscope coverage");
            attributes.put(COVERAGE, status);
            file.createMarker(type(status), attributes);
        }
    }
}
