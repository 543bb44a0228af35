package org.smallscope.core.source;

/**
 * One evaluated {@code set} call of a finitization.
 *
 * @param qualifiedName the field as the engine's descriptor names it ({@code this.size}, {@code Node.left})
 * @param ownerType the simple name of the class the field is bound on (the root's name for {@code this})
 * @param field the field's name
 * @param written the field as the engine quotes it in errors ({@code "Node.left"} as written, {@code a.b.Expr$Node.cached} for {@code set(Class, ...)})
 * @param classPart the class part of a two-argument {@code set("Node.left", ...)} as written, else null
 * @param domain the domain given
 * @param line the call's line
 * @param start the call's offset
 * @param length the call's length
 */
record SetBinding(String qualifiedName, String ownerType, String field, String written, String classPart, SourceDomain domain, int line,
        int start, int length) {

    /** @return whether the field is bound on the root class */
    boolean onRoot() {
        return qualifiedName.startsWith("this.");
    }
}
