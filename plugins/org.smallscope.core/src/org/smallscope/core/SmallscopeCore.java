package org.smallscope.core;

import org.eclipse.core.runtime.IPath;

/** Entry point of the Eclipse core: identifiers shared with the UI and access to the subject index and run history. */
public final class SmallscopeCore {

    /** The core bundle's symbolic name. */
    public static final String PLUGIN_ID = "org.smallscope.core";

    /** Problem markers on repOk: incremental generation available or not, and lints. */
    public static final String MARKER_TYPE = PLUGIN_ID + ".problem";

    /** Marker attribute: the marker's kind (a {@link MarkerKind} name). */
    public static final String MARKER_KIND = "org.smallscope.kind";

    /** Marker attribute: the binary name of the subject the marker is about. */
    public static final String MARKER_SUBJECT = "org.smallscope.subject";

    /** Marker attribute: the id of the snapshot the verdict refers to. */
    public static final String MARKER_SNAPSHOT = "org.smallscope.snapshot";

    /** Marker attribute: data for the marker's quick fix (replacement text), if any. */
    public static final String MARKER_FIX = "org.smallscope.fix";

    /** Marker attribute: the offset where the quick fix inserts {@link #MARKER_FIX} (absent: it replaces the marker's range). */
    public static final String MARKER_FIX_OFFSET = "org.smallscope.fixOffset";

    /** The classpath container holding the user-facing API jar. */
    public static final IPath API_CONTAINER_PATH = IPath.fromOSString("org.smallscope.API_CONTAINER");

    /** Name of the snapshot store folder inside a project. */
    public static final String STORE_FOLDER = ".smallscope";

    /** Job family of generation runs. */
    public static final Object FAMILY_GENERATION = new Object() {
        @Override
        public String toString() {
            return "Smallscope generation";
        }
    };

    /** Job family of the subject index and marker updates. */
    public static final Object FAMILY_ANALYSIS = new Object() {
        @Override
        public String toString() {
            return "Smallscope analysis";
        }
    };

    private SmallscopeCore() {
    }

    /** @return the index of the workspace's subjects (classes with repOk), kept current in the background */
    public static SubjectIndex index() {
        return CoreServices.get(SubjectIndex.class);
    }

    /** @return the runs of this session, newest last */
    public static RunHistory runs() {
        return CoreServices.get(RunHistory.class);
    }
}
