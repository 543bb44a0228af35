package org.smallscope.api;

/**
 * One {@code set(field, domain)} call of a finitization, with the source line that made it.
 *
 * @param field the field as the user wrote it: {@code "root"} or {@code "Node.left"}
 * @param domain the values the field may take
 * @param origin where {@code set} was called (for error messages), or {@code null} if unknown
 * @param owner the class the field was bound on when {@code set(Class, String, IFinSet)} was used, else null
 */
public record FieldBinding(String field, IFinSet domain, StackTraceElement origin, Class<?> owner) {

    /** A binding that names its class in {@code field} only. */
    public FieldBinding(String field, IFinSet domain, StackTraceElement origin) {
        this(field, domain, origin, null);
    }

    /** @return {@code "Class.java:17"} style text naming the line of the {@code set} call, or "" */
    public String originText() {
        return origin == null ? "" : origin.getFileName() + ":" + origin.getLineNumber();
    }
}
