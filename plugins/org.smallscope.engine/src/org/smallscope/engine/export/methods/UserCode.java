package org.smallscope.engine.export.methods;

import java.util.ArrayList;
import java.util.List;

/** The stack frames of a throwable that lie in the subject's own classes (those the engine loaded), as text. */
public final class UserCode {

    /** The name the engine gives the class loaders of subject classes. */
    static final String SUBJECT_LOADER = "smallscope-subject";

    private static final int MAX_FRAMES = 12;

    private UserCode() {
    }

    /** @return {@code at a.b.C.m(C.java:12)} lines, innermost first, at most a dozen */
    public static List<String> frames(Throwable t) {
        List<String> lines = new ArrayList<>();
        for (StackTraceElement e : t.getStackTrace()) {
            if (SUBJECT_LOADER.equals(e.getClassLoaderName()) && lines.size() < MAX_FRAMES) {
                String where = e.getFileName() == null ? "Unknown Source"
                        : e.getLineNumber() >= 0 ? e.getFileName() + ":" + e.getLineNumber() : e.getFileName();
                lines.add("at " + e.getClassName() + "." + e.getMethodName() + "(" + where + ")");
            }
        }
        return List.copyOf(lines);
    }
}
