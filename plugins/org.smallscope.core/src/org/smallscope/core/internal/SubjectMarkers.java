package org.smallscope.core.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IMarker;
import org.eclipse.jdt.core.ISourceRange;
import org.eclipse.jdt.core.JavaModelException;
import org.eclipse.osgi.util.NLS;
import org.smallscope.core.CoreMessages;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopePreferences;
import org.smallscope.core.SnapshotCatalog;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.core.source.ConjunctReorder;
import org.smallscope.core.source.JavaSource;
import org.smallscope.core.source.Lints;
import org.smallscope.core.source.SourceCompatibility;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.core.source.SourceModel;
import org.smallscope.core.source.SourceVerdict;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SnapshotStore;

/**
 * Computes the markers of one subject: the reuse verdict against its newest snapshot (on repOk), why its last run did not
 * reuse one (when it did not), the lints of its repOk, and
 * the finitization calls that make a run fail (evaluated at the snapshot's arguments, else at the default size).
 */
final class SubjectMarkers {

    private SubjectMarkers() {
    }

    static List<MarkerSpec> compute(WorkspaceSubject subject) throws JavaModelException {
        List<MarkerSpec> specs = new ArrayList<>();
        String source = subject.compilationUnit().getSource();
        ISourceRange name = subject.predicate().getNameRange();
        int line = lineOf(source, name.getOffset());
        int start = name.getOffset();
        int end = start + name.getLength();
        if (subject.finitization() == null && !org.smallscope.core.ExternalFinitizations.of(subject.type()).isEmpty()) {
            return specs; // bounded by another class of the project (in test sources, say): nothing to check in this one
        }
        if (subject.finitization() == null) {
            specs.add(new MarkerSpec(MarkerKind.MISSING_FINITIZATION, IMarker.SEVERITY_WARNING,
                    NLS.bind(CoreMessages.markerNoFinitization, subject.simpleName()), line, start, end, null,
                    FinitizationSkeletons.render(subject)));
            return specs;
        }
        SourceModel model = SourceModel.of(JavaSource.parse(source), subject.simpleName(), subject.finitization().getElementName());
        List<SnapshotHeader> headers = SnapshotCatalog.of(subject.javaProject().getProject()).entries().stream()
                .filter(SnapshotStore.Entry::readable).map(SnapshotStore.Entry::header).toList();
        SourceVerdict verdict = SourceCompatibility.checkStore(model, headers);
        SourceModel base = null;
        if (verdict == null) {
            if (infoMarkers(subject)) { // else quiet: nothing to say until there is a snapshot
                specs.add(new MarkerSpec(MarkerKind.NO_SNAPSHOT, IMarker.SEVERITY_INFO,
                        NLS.bind(CoreMessages.markerNoSnapshot, subject.simpleName()), line, start, end, null, null));
            }
        } else {
            specs.add(verdictMarker(verdict, headers.stream().filter(h -> h.id().equals(verdict.snapshotId())).findFirst().orElse(null),
                    line, start, end));
            base = headers.stream().filter(h -> h.id().equals(verdict.snapshotId())).findFirst().map(SubjectMarkers::baseModel).orElse(null);
        }
        MarkerSpec refusal = LastRunRefusal.of(subject, headers, line, start, end);
        if (refusal != null) {
            specs.add(refusal);
        }
        int[] args = verdict != null && model.finitization(verdict.args().length) != null ? verdict.args() : defaultArgs(subject, model);
        for (Lints.Finding f : Lints.of(model, base, args)) {
            specs.add(lintMarker(f, source, model, base));
        }
        return specs;
    }

    /** @return whether the "no saved snapshot yet" marker is wanted (off by default and without preferences) */
    private static boolean infoMarkers(WorkspaceSubject subject) {
        try {
            return SmallscopePreferences.getBoolean(subject.javaProject().getProject(), SmallscopePreferences.INFO_MARKERS);
        } catch (RuntimeException e) {
            return false;
        }
    }

    /** @return the arguments a run takes when none is given: the default size for each parameter of the first finitization overload */
    private static int[] defaultArgs(WorkspaceSubject subject, SourceModel model) {
        if (model.finitizations().isEmpty()) {
            return new int[0];
        }
        int size = 3;
        try {
            String text = SmallscopePreferences.get(subject.javaProject().getProject(), SmallscopePreferences.DEFAULT_SIZE);
            size = text == null || text.isBlank() ? size : Integer.parseInt(text.trim());
        } catch (RuntimeException e) {
            // no preferences (headless) or not a number: the default of 3
        }
        int[] args = new int[model.finitizations().get(0).parameters().size()];
        Arrays.fill(args, size);
        return args;
    }

    private static MarkerSpec verdictMarker(SourceVerdict v, SnapshotHeader header, int line, int start, int end) {
        String id = v.snapshotId();
        String snapshot = v.subject() + " " + id + " (" + v.validTests() + " tests, size "
                + Arrays.stream(v.args()).mapToObj(Integer::toString).collect(Collectors.joining(",")) + ")";
        ReuseEstimate estimate = header == null ? null : ReuseEstimate.of(header, ReuseEstimate.Policy.AUTO);
        return switch (v.status()) {
            case AVAILABLE -> estimate != null && estimate.chosen() == ReuseEstimate.Choice.FULL
                    ? new MarkerSpec(MarkerKind.INCREMENTAL_AVAILABLE, IMarker.SEVERITY_INFO, "Snapshot " + snapshot
                            + " can be reused, but " + estimate.reason() + ": the next run is a full search", line, start, end, id, null)
                    : new MarkerSpec(MarkerKind.INCREMENTAL_AVAILABLE, IMarker.SEVERITY_INFO,
                            "Incremental generation available from snapshot " + snapshot + ": the next run searches only its mixed ranges"
                                    + (estimate == null ? "" : " (" + estimate.reason() + ")"),
                            line, start, end, id, null);
            case UNCHANGED -> new MarkerSpec(MarkerKind.UNCHANGED, IMarker.SEVERITY_INFO, "Unchanged since snapshot " + snapshot
                    + ": the next run is a full search that replaces it", line, start, end, id, null);
            case NOT_AVAILABLE -> new MarkerSpec(MarkerKind.INCREMENTAL_UNAVAILABLE, IMarker.SEVERITY_WARNING,
                    "No incremental generation from snapshot " + snapshot + ": " + withLine(v.primary()) + "; the next run is a full search",
                    line, start, end, id, null);
            case UNKNOWN -> new MarkerSpec(MarkerKind.UNKNOWN, IMarker.SEVERITY_INFO, "Reuse of snapshot " + snapshot
                    + " is decided when the run checks the compiled code: " + (v.primary() != null ? withLine(v.primary()) : v.summary()),
                    line, start, end, id, null);
        };
    }

    private static String withLine(SourceVerdict.Problem p) {
        if (p == null) {
            return "";
        }
        return p.line() > 0 && !p.message().contains("line " + p.line()) ? p.message() + " (line " + p.line() + ")" : p.message();
    }

    private static MarkerSpec lintMarker(Lints.Finding f, String source, SourceModel model, SourceModel base) {
        MarkerKind kind = switch (f.kind()) {
            case UNREAD_FIELD -> MarkerKind.UNREAD_FIELD;
            case REFLECTION, IDENTITY_HASH -> MarkerKind.UNMONITORED_ACCESS;
            case WRITES_FIELD -> MarkerKind.PREDICATE_WRITES;
            case NEW_CONJUNCT_FIRST -> MarkerKind.CONJUNCT_ORDER;
            case FINITIZATION_ERROR -> MarkerKind.FINITIZATION_ERROR;
            case UNBOUND_FIELD -> MarkerKind.UNBOUND_FIELD;
            default -> MarkerKind.OTHER;
        };
        int severity = kind == MarkerKind.UNREAD_FIELD || kind == MarkerKind.OTHER ? IMarker.SEVERITY_INFO
                : kind == MarkerKind.FINITIZATION_ERROR ? IMarker.SEVERITY_ERROR : IMarker.SEVERITY_WARNING;
        int start = f.start();
        int end = f.start() + f.length();
        String fix = null;
        if (kind == MarkerKind.CONJUNCT_ORDER && base != null) {
            ConjunctReorder.Edit edit = ConjunctReorder.edit(source, model, base);
            if (edit != null) {
                start = edit.start();
                end = edit.start() + edit.length();
                fix = edit.text();
            }
        }
        if (f.fix() != null) {
            return new MarkerSpec(kind, severity, f.message(), f.line(), start, end, null, f.fix().statement() + "\n" + indentation(source, f.fix().offset()),
                    f.fix().offset());
        }
        return new MarkerSpec(kind, severity, f.message(), f.line(), start, end, null, fix);
    }

    /** @return the whitespace before {@code offset} on its line (empty if text precedes it there) */
    static String indentation(String source, int offset) {
        int lineStart = source.lastIndexOf('\n', offset - 1) + 1;
        String before = source.substring(lineStart, Math.min(offset, source.length()));
        return before.isBlank() ? before : "";
    }

    private static SourceModel baseModel(SnapshotHeader header) {
        if (header.sourceModel() == null) {
            return null;
        }
        try {
            return SourceModel.fromJson(header.sourceModel());
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** @return the 1-based line of {@code offset} in {@code source} */
    static int lineOf(String source, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < source.length(); i++) {
            if (source.charAt(i) == '\n') {
                line++;
            }
        }
        return line;
    }
}
