package org.smallscope.engine.subject;

/** Says why loading or initializing a user's class failed, with the cause a static initializer threw and where. */
final class LoadFailures {

    private LoadFailures() {
    }

    /** @return {@code its static initializer threw java.lang.X: m (at C.java:10)}, or the error itself for other failures */
    static String describe(Throwable e) {
        if (e instanceof ExceptionInInitializerError && e.getCause() != null) {
            return "its static initializer threw " + e.getCause() + where(e.getCause());
        }
        return e.toString();
    }

    /** @return {@code " (at C.java:12)"} for the innermost frame of the user's code in {@code t}, or empty */
    static String where(Throwable t) {
        for (StackTraceElement e : t.getStackTrace()) {
            if ("smallscope-subject".equals(e.getClassLoaderName())) {
                return " (at " + e.getFileName() + ":" + e.getLineNumber() + ")";
            }
        }
        return "";
    }
}
