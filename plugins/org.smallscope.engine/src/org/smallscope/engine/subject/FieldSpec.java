package org.smallscope.engine.subject;

/**
 * One bounded field of a subject, as a finitization's {@code set} call gives it.
 *
 * @param className binary name of the class the field belongs to (as named in {@code set})
 * @param simpleClassName the short class name ({@code Node})
 * @param fieldName the field's name
 * @param declaringClassName binary name of the class that declares the field
 * @param typeName the field's Java type
 * @param domain the values the field may take
 */
public record FieldSpec(String className, String simpleClassName, String fieldName, String declaringClassName,
        String typeName, Domain domain) {

    /** @return {@code Node.left} */
    public String qualifiedName() {
        return simpleClassName + "." + fieldName;
    }
}
