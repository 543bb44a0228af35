package org.smallscope.core.internal;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.core.resources.IMarker;
import org.smallscope.core.MarkerKind;
import org.smallscope.core.SmallscopeCore;

/**
 * One marker to put on a subject's source file: what it says and where.
 *
 * @param kind what the marker is about
 * @param severity an {@link IMarker} severity
 * @param message the text shown in the editor and the Problems view
 * @param line 1-based line, or -1
 * @param charStart start offset, or -1
 * @param charEnd end offset, or -1
 * @param snapshot the snapshot id the marker refers to, or null
 * @param fix replacement text for a quick fix (of the marker's range), or null
 * @param fixOffset where the quick fix inserts {@code fix} instead of replacing the marker's range, or -1
 */
public record MarkerSpec(MarkerKind kind, int severity, String message, int line, int charStart, int charEnd, String snapshot,
        String fix, int fixOffset) {

    /** A marker whose quick fix, if any, replaces its range. */
    public MarkerSpec(MarkerKind kind, int severity, String message, int line, int charStart, int charEnd, String snapshot, String fix) {
        this(kind, severity, message, line, charStart, charEnd, snapshot, fix, -1);
    }

    /** @return the marker's attributes, all at once */
    Map<String, Object> attributes(String subject) {
        Map<String, Object> a = new HashMap<>();
        a.put(IMarker.MESSAGE, message);
        a.put(IMarker.SEVERITY, severity);
        a.put(IMarker.SOURCE_ID, SmallscopeCore.PLUGIN_ID);
        a.put(SmallscopeCore.MARKER_KIND, kind.name());
        a.put(SmallscopeCore.MARKER_SUBJECT, subject);
        if (line > 0) {
            a.put(IMarker.LINE_NUMBER, line);
        }
        if (charStart >= 0 && charEnd >= charStart) {
            a.put(IMarker.CHAR_START, charStart);
            a.put(IMarker.CHAR_END, charEnd);
        }
        if (snapshot != null) {
            a.put(SmallscopeCore.MARKER_SNAPSHOT, snapshot);
        }
        if (fix != null) {
            a.put(SmallscopeCore.MARKER_FIX, fix);
            if (fixOffset >= 0) {
                a.put(SmallscopeCore.MARKER_FIX_OFFSET, fixOffset);
            }
        }
        return a;
    }
}
