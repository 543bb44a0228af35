package org.smallscope.ui.internal;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.ICompilationUnit;
import org.eclipse.jdt.core.IJavaElement;
import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.osgi.util.NLS;
import org.eclipse.text.edits.InsertEdit;
import org.eclipse.text.edits.ReplaceEdit;
import org.eclipse.ui.IMarkerResolution;
import org.eclipse.ui.IMarkerResolutionGenerator2;
import org.eclipse.ui.statushandlers.StatusManager;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;
import org.smallscope.core.JavaSubjects;

/** Quick fixes for Smallscope markers: create a missing finitization; move new checks after the old ones; bound a field repOk reads. */
public final class MarkerResolutions implements IMarkerResolutionGenerator2 {

    @Override
    public boolean hasResolutions(IMarker marker) {
        return marker.getAttribute(SmallscopeCore.MARKER_FIX, null) != null;
    }

    @Override
    public IMarkerResolution[] getResolutions(IMarker marker) {
        String fix = marker.getAttribute(SmallscopeCore.MARKER_FIX, null);
        if (fix == null) {
            return new IMarkerResolution[0];
        }
        String kind = marker.getAttribute(SmallscopeCore.MARKER_KIND, "");
        if (MarkerKind.MISSING_FINITIZATION.name().equals(kind)) {
            return new IMarkerResolution[] {new CreateFinitization(marker.getAttribute(SmallscopeCore.MARKER_SUBJECT, ""), fix)};
        }
        if (MarkerKind.CONJUNCT_ORDER.name().equals(kind)) {
            return new IMarkerResolution[] {new ReplaceRange(UiMessages.resolutionMoveChecks, fix)};
        }
        int offset = marker.getAttribute(SmallscopeCore.MARKER_FIX_OFFSET, -1);
        if (MarkerKind.UNBOUND_FIELD.name().equals(kind) && offset >= 0) {
            return new IMarkerResolution[] {new InsertText(label(marker, fix, offset), offset, fix)};
        }
        return new IMarkerResolution[0];
    }

    /** @return {@code Bound capacity in finCache}: the field the inserted {@code set} names, the method it goes into */
    private static String label(IMarker marker, String fix, int offset) {
        Matcher m = Pattern.compile("\\.set\\(\"([^\"]+)\"").matcher(fix);
        String method = "the finitization";
        try {
            if (JavaCore.create(marker.getResource()) instanceof ICompilationUnit unit && unit.getElementAt(offset) instanceof IMethod fin) {
                method = fin.getElementName();
            }
        } catch (CoreException e) {
            // not a compilation unit any more: the generic name
        }
        return NLS.bind(UiMessages.resolutionBoundField, m.find() ? m.group(1) : "the field", method);
    }

    /** Adds the finitization skeleton the core rendered to the subject class. */
    private static final class CreateFinitization implements IMarkerResolution {
        private final String subject;
        private final String source;

        CreateFinitization(String subject, String source) {
            this.subject = subject;
            this.source = source;
        }

        @Override
        public String getLabel() {
            return NLS.bind(UiMessages.resolutionCreateFinitization, subject.substring(subject.lastIndexOf('.') + 1));
        }

        @Override
        public void run(IMarker marker) {
            try {
                ICompilationUnit unit = (ICompilationUnit) JavaCore.create(marker.getResource());
                IType type = unit.getType(subject.substring(subject.lastIndexOf('.') + 1).replaceAll("\\$.*", ""));
                for (IType t : unit.getAllTypes()) {
                    if (t.getFullyQualifiedName('$').equals(subject)) {
                        type = t;
                    }
                }
                for (String name : JavaSubjects.finitizationImports(unit, type.getElementName())) {
                    unit.createImport(name, null, null);
                }
                type.createMethod(source, null, true, null);
                unit.save(null, true);
            } catch (CoreException e) {
                StatusManager.getManager().handle(e, SmallscopeCore.PLUGIN_ID);
            }
        }
    }

    /** Inserts the text the core computed at an offset of the marker's file (e.g. a {@code set} call before the finitization's return). */
    private static final class InsertText implements IMarkerResolution {
        private final String label;
        private final int offset;
        private final String text;

        InsertText(String label, int offset, String text) {
            this.label = label;
            this.offset = offset;
            this.text = text;
        }

        @Override
        public String getLabel() {
            return label;
        }

        @Override
        public void run(IMarker marker) {
            if (!(JavaCore.create(marker.getResource()) instanceof ICompilationUnit unit)) {
                return;
            }
            try {
                unit.applyTextEdit(new InsertEdit(offset, text), null);
                unit.save(null, true);
            } catch (CoreException e) {
                StatusManager.getManager().handle(e, SmallscopeCore.PLUGIN_ID);
            }
        }
    }

    /** Replaces the marker's range with the text the core computed (e.g. repOk's reordered conjunction). */
    private static final class ReplaceRange implements IMarkerResolution {
        private final String label;
        private final String text;

        ReplaceRange(String label, String text) {
            this.label = label;
            this.text = text;
        }

        @Override
        public String getLabel() {
            return label;
        }

        @Override
        public void run(IMarker marker) {
            int start = marker.getAttribute(IMarker.CHAR_START, -1);
            int end = marker.getAttribute(IMarker.CHAR_END, -1);
            IJavaElement element = JavaCore.create(marker.getResource());
            if (start < 0 || end < start || !(element instanceof ICompilationUnit unit)) {
                return;
            }
            try {
                unit.applyTextEdit(new ReplaceEdit(start, end - start, text), null);
                unit.save(null, true);
            } catch (CoreException e) {
                StatusManager.getManager().handle(e, SmallscopeCore.PLUGIN_ID);
            }
        }
    }
}
