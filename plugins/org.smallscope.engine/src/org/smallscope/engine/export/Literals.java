package org.smallscope.engine.export;

import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.FieldSpec;

import com.palantir.javapoet.CodeBlock;

/** Java source literals for domain values: ints typed to fit their field or parameter, booleans and enum constants. */
final class Literals {

    private Literals() {
    }

    /**
     * @param exact true where the value travels as an {@code Object} (reflective setter, test arguments), so that it
     *        must box to the field's own wrapper ({@code (short) 3}); false for plain assignments, where {@code 3} fits
     * @return the literal of value {@code index} of the field's (non-object) domain, or {@code null} for the null object
     */
    static CodeBlock fieldValue(FieldSpec field, int index, boolean exact) {
        Domain d = field.domain();
        switch (d.kind()) {
            case OBJECTS:
                return CodeBlock.of("null");
            case BOOLEANS:
                return CodeBlock.of("$L", index == 1);
            case ENUMS:
                return enumConstant(d.enumAt(index));
            default:
                return ofInt(field.typeName(), d.intAt(index), exact);
        }
    }

    /** @return {@code Color.RED} */
    static CodeBlock enumConstant(Enum<?> constant) {
        return CodeBlock.of("$T.$L", ConstructionModel.typeName(constant.getDeclaringClass().getName()), constant.name());
    }

    /** @return {@code 3}, {@code 3L}, {@code (short) 3}, {@code 'a'}, ... for a value of Java type {@code typeName} */
    static CodeBlock ofInt(String typeName, long value, boolean exact) {
        switch (typeName) {
            case "long":
            case "java.lang.Long":
                return CodeBlock.of("$LL", value);
            case "short":
            case "java.lang.Short":
                return exact ? CodeBlock.of("(short) $L", value) : CodeBlock.of("$L", value);
            case "byte":
            case "java.lang.Byte":
                return exact ? CodeBlock.of("(byte) $L", value) : CodeBlock.of("$L", value);
            case "char":
            case "java.lang.Character":
                if (value >= 32 && value < 127 && value != '\'' && value != '\\') {
                    return CodeBlock.of("'$L'", (char) value);
                }
                return exact ? CodeBlock.of("(char) $L", value) : CodeBlock.of("$L", value);
            default:
                return CodeBlock.of("$L", value);
        }
    }
}
