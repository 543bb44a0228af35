package org.smallscope.engine.export.writers;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/** The JUnit 5 and JUnit 4 types generated code refers to, by name (the engine does not depend on JUnit). */
public final class Junit {

    public static final ClassName PARAMETERIZED_TEST = ClassName.get("org.junit.jupiter.params", "ParameterizedTest");
    public static final ClassName METHOD_SOURCE = ClassName.get("org.junit.jupiter.params.provider", "MethodSource");
    public static final ClassName ARGUMENTS = ClassName.get("org.junit.jupiter.params.provider", "Arguments");
    public static final ClassName NAMED = ClassName.get("org.junit.jupiter.api", "Named");
    public static final ClassName ASSERTIONS = ClassName.get("org.junit.jupiter.api", "Assertions");
    public static final ClassName TAG = ClassName.get("org.junit.jupiter.api", "Tag");

    static final ClassName RUN_WITH = ClassName.get("org.junit.runner", "RunWith");
    static final ClassName PARAMETERIZED = ClassName.get("org.junit.runners", "Parameterized");
    static final ClassName PARAMETERS = PARAMETERIZED.nestedClass("Parameters");
    static final ClassName PARAMETER = PARAMETERIZED.nestedClass("Parameter");
    static final ClassName TEST = ClassName.get("org.junit", "Test");
    static final ClassName ASSERT = ClassName.get("org.junit", "Assert");

    static final TypeName OBJECT_ARRAY = ArrayTypeName.of(Object.class);

    private Junit() {
    }

    public static TypeName streamOf(TypeName t) {
        return ParameterizedTypeName.get(ClassName.get(java.util.stream.Stream.class), t);
    }

    static TypeName collectionOf(TypeName t) {
        return ParameterizedTypeName.get(ClassName.get(java.util.Collection.class), t);
    }

    public static TypeName listOf(TypeName t) {
        return ParameterizedTypeName.get(ClassName.get(java.util.List.class), t);
    }
}
