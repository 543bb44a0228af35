package org.smallscope.engine.export.writers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.element.Modifier;

import org.smallscope.engine.export.Names;
import org.smallscope.engine.export.methods.Oracles;
import org.smallscope.engine.export.model.GeneratedSource;
import org.smallscope.engine.export.model.JUnitFlavour;
import org.smallscope.engine.export.model.SuiteNames;
import org.smallscope.engine.export.model.TestEntry;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

/**
 * Writes one generated test class with JavaPoet: header, the test method, the argument provider
 * (split into groups so that no method nears the JVM's 64 KB limit), one factory per instance it
 * uses, and the reflective helpers if needed. JUnit 5 and JUnit 4 differ only in the test
 * method's shape and the provider; {@link Junit} holds their names.
 */
public final class TestClassWriter {

    /** Rows one provider method holds at most (about 40 bytes of bytecode each, more with arguments). */
    public static final int ROWS_PER_METHOD = 250;

    /** Bytecode a provider method may use, well below the JVM's 64 KB per method. */
    static final int PROVIDER_BYTES = 40_000;

    /** An annotation whose single member JavaPoet put on a line of its own. */
    private static final java.util.regex.Pattern SPLIT_ANNOTATION = java.util.regex.Pattern
            .compile("(?m)^([ \\t]*@[\\w.]+)\\(\\n[ \\t]+([^\\n]+)\\n[ \\t]*\\)$");

    private final SuitePlan plan;
    private final boolean junit4;
    /** The class being written, for the rows' method references. */
    private String className;

    TestClassWriter(SuitePlan plan) {
        this.plan = plan;
        this.junit4 = plan.request.flavour() == JUnitFlavour.JUNIT4;
    }

    /** @return class number {@code n} of {@code count}, holding {@code chunk} */
    GeneratedSource write(List<TestEntry> chunk, int n, int count) {
        className = plan.className(n);
        FactoryWriter factories = new FactoryWriter(plan.graph, plan.model);
        PostStateWriter states = new PostStateWriter(plan.model, junit4);
        Map<Integer, MethodSpec> factoryOf = new LinkedHashMap<>();
        for (TestEntry e : chunk) {
            factoryOf.computeIfAbsent(e.instance(), i -> factories.factory("instance" + (i + 1), plan.request.instances().get(i), i + 1));
        }
        String header = HeaderText.classComment(plan.subject, plan.request.facts(), plan.run,
                HeaderText.regression(plan.checksResult, plan.abstraction != null, plan.checksStructure), chunk.get(0).ordinal(),
                chunk.get(chunk.size() - 1).ordinal(), plan.entries.size(), n, count);
        TypeSpec.Builder type = TypeSpec.classBuilder(className).addJavadoc("$L", header);
        boolean invoker = (plan.run != null && !plan.methodDirect) || !plan.model.isRepOkDirect() || !plan.abstractionDirect;
        if (junit4) {
            type.addModifiers(Modifier.PUBLIC)
                    .addAnnotation(AnnotationSpec.builder(Junit.RUN_WITH).addMember("value", "$T.class", Junit.PARAMETERIZED).build());
            addParameterFields(type, factories.rootType());
        } else {
            type.addAnnotation(AnnotationSpec.builder(Junit.TAG).addMember("value", "$S", SuiteNames.tag(plan.model.testPackage(), plan.baseName)).build());
        }
        type.addMethod(testMethod(factories.rootType(), invoker));
        addProviders(type, chunk);
        type.addMethods(factoryOf.values());
        if (plan.checksStructure) {
            for (TestEntry e : chunk) {
                type.addMethod(states.method("after" + e.ordinal(), factories.rootType(), e.input().structure(), "The receiver after test "
                        + plan.display(e) + "."));
            }
        }
        ObjectConstants constants = plan.model.objectConstants();
        boolean withConstants = factories.usedConstants();
        if (withConstants) {
            type.addMethod(constants.method());
        }
        if (factories.usedAllocator() || withConstants && constants.usedAllocator()) {
            type.addMethod(ReflectiveHelpers.allocator());
        }
        if (factories.usedConstructor() || withConstants && constants.usedConstructor()) {
            type.addMethod(ReflectiveHelpers.constructor());
        }
        if (factories.usedClassLookup()) {
            type.addMethod(ReflectiveHelpers.classLookup());
        }
        if (factories.usedSetter() || withConstants && constants.usedSetter()) {
            type.addMethod(ReflectiveHelpers.setter());
        }
        if (factories.usedFiller()) {
            type.addMethod(ReflectiveHelpers.filler());
        }
        if (states.usedGetter() || factories.usedGetter()) {
            type.addMethod(ReflectiveHelpers.getter());
        }
        if (invoker) {
            type.addMethod(ReflectiveHelpers.invoker());
        }
        JavaFile.Builder file = JavaFile.builder(plan.model.testPackage(), type.build()).indent("    ").skipJavaLangImports(true)
                .addFileComment("$L", HeaderText.fileComment(plan.subject, plan.request.facts()));
        if (junit4) {
            file.addStaticImport(Junit.ASSERT, "assertTrue");
        } else {
            file.addStaticImport(Junit.ASSERTIONS, "assertTrue").addStaticImport(Junit.ARGUMENTS, "arguments")
                    .addStaticImport(Junit.NAMED, "named");
        }
        if (!plan.expectedColumns().isEmpty()) {
            file.addStaticImport(junit4 ? Junit.ASSERT : Junit.ASSERTIONS, "assertEquals");
        }
        states.usedAssertions().forEach(a -> file.addStaticImport(junit4 ? Junit.ASSERT : Junit.ASSERTIONS, a));
        return new GeneratedSource(plan.model.testPackage(), className, oneLineAnnotations(file.build().toString()), chunk.size());
    }

    /** JavaPoet puts a single named annotation member on lines of its own; {@code @ParameterizedTest(name = "{0}")} reads better. */
    public static String oneLineAnnotations(String source) {
        return SPLIT_ANNOTATION.matcher(source).replaceAll("$1($2)");
    }

    private String receiver() {
        return plan.run == null ? "instance" : "receiver";
    }

    private List<TypeName> argumentTypes() {
        List<TypeName> types = new ArrayList<>();
        if (plan.run != null) {
            for (Class<?> p : plan.plainMethod.getParameterTypes()) {
                types.add(TypeName.get(p));
            }
        }
        return types;
    }

    /** @return the type of an expected-value column: a {@code Consumer<Root>} asserting the receiver field by field, else a String */
    private TypeName columnType(String column, ClassName root) {
        return column.equals("expectedState") && plan.checksStructure ? stateCheck(root) : ClassName.get(String.class);
    }

    private static TypeName stateCheck(ClassName root) {
        return com.palantir.javapoet.ParameterizedTypeName.get(ClassName.get(java.util.function.Consumer.class), root);
    }

    private void addParameterFields(TypeSpec.Builder type, ClassName root) {
        List<TypeName> types = new ArrayList<>();
        types.add(ClassName.get(String.class));
        types.add(root);
        types.addAll(argumentTypes());
        int columns = types.size();
        plan.expectedColumns().forEach(c -> types.add(columnType(c, root)));
        for (int i = 0; i < types.size(); i++) {
            String name = i == 0 ? "name" : i == 1 ? receiver() : i < columns ? "arg" + (i - 1) : plan.expectedColumns().get(i - columns);
            type.addField(FieldSpec.builder(types.get(i), name, Modifier.PUBLIC)
                    .addAnnotation(AnnotationSpec.builder(Junit.PARAMETER).addMember("value", "$L", i).build()).build());
        }
    }

    private MethodSpec testMethod(ClassName root, boolean invoker) {
        String name = plan.run == null ? "repOkHolds" : plan.run.method().name() + "KeepsRepOk";
        MethodSpec.Builder m = MethodSpec.methodBuilder(name);
        List<TypeName> args = argumentTypes();
        if (junit4) {
            m.addAnnotation(Junit.TEST).addModifiers(Modifier.PUBLIC);
        } else {
            m.addAnnotation(AnnotationSpec.builder(Junit.PARAMETERIZED_TEST).addMember("name", "$S", "{0}").build())
                    .addAnnotation(AnnotationSpec.builder(Junit.METHOD_SOURCE).addMember("value", "$S", providerName()).build());
            m.addParameter(root, receiver());
            for (int i = 0; i < args.size(); i++) {
                m.addParameter(args.get(i), "arg" + (i + 1));
            }
            plan.expectedColumns().forEach(c -> m.addParameter(columnType(c, root), c));
        }
        if (invoker || plan.methodThrowsChecked) {
            m.addException(Exception.class);
        }
        if (plan.run != null) {
            CodeBlock.Builder call = CodeBlock.builder();
            List<String> argNames = new ArrayList<>();
            for (int i = 0; i < args.size(); i++) {
                argNames.add("arg" + (i + 1));
            }
            String result = plan.checksResult ? "Object result = " : "";
            if (plan.methodDirect) {
                m.addStatement("$L$L.$L($L)", result, receiver(), plan.run.method().name(), String.join(", ", argNames));
            } else {
                CodeBlock types = args.stream().map(t -> CodeBlock.of("$T.class", t)).collect(CodeBlock.joining(", "));
                m.addStatement("$L$L($L, $S, new $T<?>[] {$L}$L)", result, ReflectiveHelpers.INVOKER, receiver(), plan.run.method().name(),
                        Class.class, types, argNames.isEmpty() ? "" : ", " + String.join(", ", argNames));
            }
        }
        CodeBlock check = plan.model.isRepOkDirect() ? CodeBlock.of("$L.$L()", receiver(), plan.model.repOkName())
                : CodeBlock.of("($T) $L($L, $S, new $T<?>[0])", Boolean.class, ReflectiveHelpers.INVOKER, receiver(), plan.model.repOkName(),
                        Class.class);
        String message = plan.run == null ? null : plan.model.repOkName() + "() after " + plan.run.method().name();
        if (junit4) {
            m.addStatement("$T.assertTrue($L, $L)", Junit.ASSERT, message == null ? "name" : CodeBlock.of("$S + name", message + ": "), check);
        } else if (message == null) {
            m.addStatement("$T.assertTrue($L)", Junit.ASSERTIONS, check);
        } else {
            m.addStatement("$T.assertTrue($L, $S)", Junit.ASSERTIONS, check, message);
        }
        addRegressionAssertions(m);
        return m.build();
    }

    /** Method mode: the returned value and the abstraction afterwards must read as they did when the suite was generated. */
    private void addRegressionAssertions(MethodSpec.Builder m) {
        String name = plan.run == null ? null : plan.run.method().name();
        if (plan.checksResult) {
            assertEquals(m, "expectedResult", CodeBlock.of("$T.valueOf(result)", String.class), "value returned by " + name);
        }
        if (plan.abstraction != null) {
            CodeBlock value = plan.abstractionDirect ? CodeBlock.of("$L.$L()", receiver(), Oracles.ABSTRACTION)
                    : CodeBlock.of("$L($L, $S, new $T<?>[0])", ReflectiveHelpers.INVOKER, receiver(), Oracles.ABSTRACTION, Class.class);
            assertEquals(m, "expectedState", CodeBlock.of("$T.valueOf($L)", String.class, value), Oracles.ABSTRACTION + "() after " + name);
        } else if (plan.checksStructure) {
            m.addStatement("expectedState.accept($L)", receiver());
        }
    }

    private void assertEquals(MethodSpec.Builder m, String expected, CodeBlock actual, String message) {
        if (junit4) {
            m.addStatement("$T.assertEquals($S + name, $L, $L)", Junit.ASSERT, message + ": ", expected, actual);
        } else {
            m.addStatement("$T.assertEquals($L, $L, $S)", Junit.ASSERTIONS, expected, actual, message);
        }
    }

    private String providerName() {
        return plan.run == null ? "instances" : "inputs";
    }

    /** One row of arguments: display name, receiver factory call, argument literals. */
    private CodeBlock row(TestEntry e) {
        List<CodeBlock> values = new ArrayList<>();
        if (e.choice() != null) {
            for (int p = 0; p < e.choice().length; p++) {
                values.add(plan.run.method().domains().get(p).literal(e.choice()[p]));
            }
        }
        CodeBlock factory = CodeBlock.of("instance$L()", e.instance() + 1);
        if (e.input() != null) {
            if (plan.checksResult) {
                values.add(CodeBlock.of("$S", e.input().result()));
            }
            if (plan.abstraction != null) {
                values.add(CodeBlock.of("$S", e.input().state()));
            } else if (plan.checksStructure) {
                ClassName root = Names.typeName(plan.model.plainRoot());
                values.add(CodeBlock.of("($T) $L::after$L", stateCheck(root), className, e.ordinal()));
            }
        }
        CodeBlock rest = values.stream().map(v -> CodeBlock.of(", $L", v)).collect(CodeBlock.joining(""));
        if (junit4) {
            return CodeBlock.of("{$S, $L$L}", plan.display(e), factory, rest);
        }
        return CodeBlock.of("$T.arguments($T.named($S, $L)$L)", Junit.ARGUMENTS, Junit.NAMED, plan.display(e), factory, rest);
    }

    private void addProviders(TypeSpec.Builder type, List<TestEntry> chunk) {
        TypeName element = junit4 ? Junit.OBJECT_ARRAY : Junit.ARGUMENTS;
        MethodSpec.Builder provider = MethodSpec.methodBuilder(providerName()).addModifiers(Modifier.STATIC)
                .returns(junit4 ? Junit.collectionOf(element) : Junit.streamOf(element));
        if (junit4) {
            provider.addModifiers(Modifier.PUBLIC)
                    .addAnnotation(AnnotationSpec.builder(Junit.PARAMETERS).addMember("name", "$S", "{0}").build());
        }
        List<CodeBlock> rows = chunk.stream().map(this::row).toList();
        int arguments = plan.run == null ? 0 : plan.run.method().domains().size() + plan.expectedColumns().size();
        int perMethod = Math.max(1, Math.min(ROWS_PER_METHOD, PROVIDER_BYTES / (40 + 12 * arguments)));
        if (rows.size() <= perMethod) {
            CodeBlock joined = CodeBlock.join(rows, ",\n");
            if (junit4) {
                provider.addStatement("return $T.asList(new $T[][] {\n$L})", java.util.Arrays.class, Object.class, joined);
            } else {
                provider.addStatement("return $T.of(\n$L)", java.util.stream.Stream.class, joined);
            }
            type.addMethod(provider.build());
            return;
        }
        provider.addStatement("$T all = new $T<>()", Junit.listOf(element), java.util.ArrayList.class);
        for (int g = 0; g * perMethod < rows.size(); g++) {
            String part = "add" + Names.capitalized(providerName()) + (g + 1);
            provider.addStatement("$L(all)", part);
            MethodSpec.Builder group = MethodSpec.methodBuilder(part).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .addParameter(Junit.listOf(element), "all");
            for (CodeBlock r : rows.subList(g * perMethod, Math.min(rows.size(), (g + 1) * perMethod))) {
                group.addStatement(junit4 ? "all.add(new $T[] $L)" : "all.add($L)", junit4 ? new Object[] {Object.class, r} : new Object[] {r});
            }
            type.addMethod(group.build());
        }
        provider.addStatement(junit4 ? "return all" : "return all.stream()");
        type.addMethod(provider.build());
    }
}
