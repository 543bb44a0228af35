package org.smallscope.engine.export.writers;

import javax.lang.model.element.Modifier;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;

import org.smallscope.engine.export.Literals;
import org.smallscope.engine.export.methods.PostState;
import org.smallscope.engine.subject.FieldSpec;
import org.smallscope.engine.subject.ObjectClass;

/**
 * Writes a {@link PostState} as the readable assertions of a generated method {@code afterN(Root receiver)}: one
 * {@code assertEquals}, {@code assertNull} or {@code assertSame} per field of the finitization, a local variable per
 * object met, e.g. {@code IntSet.Node node0 = receiver.head; assertEquals(0, node0.value); assertNull(node0.next);}.
 */
final class PostStateWriter {

    /** The name of the generated reflective getter. */
    static final String GETTER = "getFieldReflectively";

    private final ConstructionModel model;
    private final ClassName assertions;
    private final boolean junit4;
    private boolean usedGetter;
    private final java.util.Set<String> usedAssertions = new java.util.TreeSet<>();

    PostStateWriter(ConstructionModel model, boolean junit4) {
        this.model = model;
        this.junit4 = junit4;
        this.assertions = junit4 ? Junit.ASSERT : Junit.ASSERTIONS;
    }

    /** @return whether a method written so far reads a field reflectively */
    boolean usedGetter() {
        return usedGetter;
    }

    /** @return the assertion methods the methods written so far call ({@code assertNull}, ...), for static imports */
    java.util.Set<String> usedAssertions() {
        return usedAssertions;
    }

    /** @return {@code static void <name>(Root receiver)} asserting {@code state} */
    MethodSpec method(String name, ClassName root, PostState state, String javadoc) {
        MethodSpec.Builder m = MethodSpec.methodBuilder(name).addModifiers(Modifier.PRIVATE, Modifier.STATIC).addJavadoc("$L\n", javadoc)
                .addParameter(root, PostState.RECEIVER);
        java.util.Set<String> untyped = new java.util.HashSet<>();
        for (PostState.Step step : state.steps()) {
            CodeBlock access = access(step, untyped);
            switch (step.kind()) {
                case VALUE -> {
                    boolean floating = step.value() instanceof Float || step.value() instanceof Double;
                    CodeBlock expected = Literals.constant(step.value(), true);
                    m.addStatement("$T.assertEquals($L$L, $L)", assertions, junit4 && floating ? "(Object) " : "", expected, access);
                    usedAssertions.add("assertEquals");
                }
                case NULL -> {
                    m.addStatement("$T.assertNull($L)", assertions, access);
                    usedAssertions.add("assertNull");
                }
                case SAME -> {
                    m.addStatement("$T.assertSame($L, $L)", assertions, step.variable(), access);
                    usedAssertions.add("assertSame");
                }
                case NEW -> declare(m, step, access, untyped);
                default -> throw new IllegalStateException(step.kind().name());
            }
        }
        return m.build();
    }

    /** Declares the variable of an object met first; one of a class the tests cannot name is an {@code Object} (added to {@code untyped}) */
    private void declare(MethodSpec.Builder m, PostState.Step step, CodeBlock access, java.util.Set<String> untyped) {
        if (step.pool() == null) {
            m.addStatement("$T.assertNotNull($L)", assertions, access);
            usedAssertions.add("assertNotNull");
            return;
        }
        TypeName type = model.variableType(step.pool());
        if (type.equals(ClassName.OBJECT)) {
            untyped.add(step.variable());
        }
        boolean direct = step.field() != null && model.isDirect(step.field()) && !untyped.contains(step.owner());
        boolean cast = !type.equals(ClassName.OBJECT)
                && (step.field() == null ? !step.pool().isArray() : !direct || !declares(step.field(), step.pool()));
        m.addStatement("$T $L = $L$L", type, step.variable(), cast ? CodeBlock.of("($T) ", type) : "", access);
        if (step.length() >= 0) {
            m.addStatement("$T.assertEquals($L, $L.length)", assertions, step.length(), step.variable());
            usedAssertions.add("assertEquals");
        }
    }

    /** @return whether {@code field} is declared of exactly the class of {@code pool} (else a class domain's subclass needs a cast) */
    private static boolean declares(FieldSpec field, ObjectClass pool) {
        return field.typeName() != null && field.typeName().replace('$', '.').equals(pool.className().replace('$', '.'));
    }

    /** @return the read of the step's field or cell; a field of an {@code Object} variable ({@code untyped}) is read reflectively */
    private CodeBlock access(PostState.Step step, java.util.Set<String> untyped) {
        if (step.field() == null) {
            return CodeBlock.of("$L[$L]", step.owner(), step.index());
        } else if (model.isDirect(step.field()) && !untyped.contains(step.owner())) {
            return CodeBlock.of("$L.$L", step.owner(), step.field().fieldName());
        }
        usedGetter = true;
        return CodeBlock.of("$L($L, $S)", GETTER, step.owner(), step.field().fieldName());
    }
}
