package org.smallscope.cli.output;

import java.util.ArrayList;
import java.util.List;

/**
 * The part of an exception thrown by user code that a user can act on: the stack frames in the
 * subject's own classes (those the engine loaded), without the engine's and the JDK's.
 */
public final class UserFrames {

    /** The name the engine gives the class loaders of subject classes. */
    public static final String SUBJECT_LOADER = "smallscope-subject";

    private static final int MAX_FRAMES = 12;
    private static final int MAX_CAUSES = 3;

    private UserFrames() {
    }

    /** @return lines such as {@code at com.acme.List.repOk(List.java:42)}, including those of causes */
    public static List<String> lines(Throwable t) {
        List<String> lines = new ArrayList<>();
        Throwable current = t;
        for (int depth = 0; current != null && depth <= MAX_CAUSES; depth++, current = current.getCause()) {
            if (depth > 0) {
                lines.add("Caused by: " + Formats.oneLine(current.toString()));
            }
            int shown = 0;
            for (StackTraceElement e : current.getStackTrace()) {
                if (isUserFrame(e)) {
                    if (shown++ == MAX_FRAMES) {
                        lines.add("    ...");
                        break;
                    }
                    lines.add("    at " + e.getClassName() + "." + e.getMethodName() + "(" + location(e) + ")");
                }
            }
            if (current.getCause() == current) {
                break;
            }
        }
        return lines;
    }

    /** @return whether the frame is in a subject class (or, if loader names are unknown, outside smallscope and the JDK) */
    public static boolean isUserFrame(StackTraceElement e) {
        String loader = e.getClassLoaderName();
        if (SUBJECT_LOADER.equals(loader)) {
            return true;
        }
        if (loader != null) {
            return false;
        }
        String c = e.getClassName();
        return !(c.startsWith("java.") || c.startsWith("javax.") || c.startsWith("jdk.") || c.startsWith("sun.")
                || c.startsWith("com.sun.") || c.startsWith("org.smallscope.engine.") || c.startsWith("org.smallscope.cli.")
                || c.startsWith("picocli.") || c.startsWith("org.junit.") || c.startsWith("org.eclipse."));
    }

    private static String location(StackTraceElement e) {
        if (e.isNativeMethod()) {
            return "Native Method";
        }
        if (e.getFileName() == null) {
            return "Unknown Source";
        }
        return e.getLineNumber() >= 0 ? e.getFileName() + ":" + e.getLineNumber() : e.getFileName();
    }
}
