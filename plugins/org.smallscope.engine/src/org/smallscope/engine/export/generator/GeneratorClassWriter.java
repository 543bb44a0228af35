package org.smallscope.engine.export.generator;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import javax.lang.model.element.Modifier;

import org.smallscope.engine.export.Names;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.ParameterDomain;
import org.smallscope.engine.export.model.GeneratedSource;
import org.smallscope.engine.export.model.SuiteNames;
import org.smallscope.engine.export.model.TestEntry;
import org.smallscope.engine.export.writers.Access;
import org.smallscope.engine.export.writers.HeaderText;
import org.smallscope.engine.export.writers.Junit;
import org.smallscope.engine.export.writers.LiveFactoryWriter;
import org.smallscope.engine.export.writers.ReflectiveHelpers;
import org.smallscope.engine.export.writers.TestClassWriter;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

/**
 * Writes one JUnit 5 test class of a generator export: the header, a {@code @ParameterizedTest} over the generated
 * inputs (checking repOk when the input type has one), the {@code @MethodSource} provider (split into groups so that
 * no method nears 64 KB) and one factory per input building it by plain code.
 */
final class GeneratorClassWriter {

    private final GeneratorExportRequest request;
    private final Access access;
    private final TypeName inputType;
    private final Method repOk;
    private final boolean repOkDirect;

    GeneratorClassWriter(GeneratorExportRequest request) {
        this.request = request;
        this.access = new Access(Access.packageOf(request.generatorClass()));
        Class<?> t = request.inputType();
        Class<?> base = t;
        while (base.isArray()) {
            base = base.getComponentType();
        }
        this.inputType = base.isPrimitive() || access.canName(base) ? LiveFactoryWriter.typeOf(t) : ClassName.get(Object.class);
        this.repOk = inputType.equals(ClassName.get(Object.class)) ? null : repOk(t);
        this.repOkDirect = repOk != null && access.visible(repOk.getModifiers(), repOk.getDeclaringClass()) && access.canName(repOk.getDeclaringClass());
    }

    /** @return class number {@code n} of {@code count}, holding {@code chunk} of the {@code total} tests */
    GeneratedSource write(List<TestEntry> chunk, int total, int n, int count) {
        String className = SuiteNames.className(GeneratorExport.baseName(request), n);
        LiveFactoryWriter factories = new LiveFactoryWriter(access, inputType);
        TypeSpec.Builder type = TypeSpec.classBuilder(className)
                .addJavadoc("$L", header(chunk.get(0).ordinal(), chunk.get(chunk.size() - 1).ordinal(), total, n, count))
                .addAnnotation(AnnotationSpec.builder(Junit.TAG)
                        .addMember("value", "$S", SuiteNames.tag(access.testPackage(), GeneratorExport.baseName(request))).build());
        List<CodeBlock> rows = new ArrayList<>();
        java.util.Map<Integer, MethodSpec> made = new java.util.LinkedHashMap<>();
        boolean noneNull = true;
        for (TestEntry e : chunk) {
            Object input = request.inputs().get(e.instance());
            noneNull &= input != null;
            made.computeIfAbsent(e.instance(), i -> factories.factory("input" + (i + 1), input, i + 1));
            CodeBlock args = CodeBlock.of("");
            if (e.choice() != null) {
                List<ParameterDomain> domains = request.methodRun().method().domains();
                args = java.util.stream.IntStream.range(0, e.choice().length).mapToObj(p -> CodeBlock.of(", $L", domains.get(p).literal(e.choice()[p])))
                        .collect(CodeBlock.joining(""));
            }
            rows.add(CodeBlock.of("$T.arguments($T.named($S, input$L())$L)", Junit.ARGUMENTS, Junit.NAMED, e.display(), e.instance() + 1, args));
        }
        type.addMethod(testMethod(noneNull));
        addProvider(type, rows);
        type.addMethods(made.values());
        if (factories.usedAllocator()) {
            type.addMethod(ReflectiveHelpers.allocator());
        }
        if (factories.usedConstructor()) {
            type.addMethod(ReflectiveHelpers.constructor());
        }
        if (factories.usedSetter()) {
            type.addMethod(ReflectiveHelpers.setter());
        }
        if (repOk != null && !repOkDirect || request.methodRun() != null && !methodDirect()) {
            type.addMethod(ReflectiveHelpers.invoker());
        }
        JavaFile file = JavaFile.builder(access.testPackage(), type.build()).indent("    ").skipJavaLangImports(true)
                .addFileComment("$L", HeaderText.MARKER + " " + request.facts().toolVersion() + " from " + request.generator()
                        + "; do not edit: regenerate instead.")
                .build();
        return new GeneratedSource(access.testPackage(), className, TestClassWriter.oneLineAnnotations(file.toString()), chunk.size());
    }

    /** @return whether the tests may call the method under test directly */
    private boolean methodDirect() {
        Method m = request.methodRun().method().method();
        return access.visible(m.getModifiers(), m.getDeclaringClass()) && access.canName(m.getDeclaringClass()) && inputType instanceof ClassName c
                && !c.equals(ClassName.get(Object.class));
    }

    private MethodSpec testMethod(boolean noneNull) {
        MethodRun run = request.methodRun();
        String name = run != null ? run.method().name() + (repOk != null ? "Keeps" + Names.capitalized(repOk.getName()) : "Runs")
                : repOk != null ? repOk.getName() + "Holds" : "generatedInput";
        MethodSpec.Builder m = MethodSpec.methodBuilder(name)
                .addAnnotation(AnnotationSpec.builder(Junit.PARAMETERIZED_TEST).addMember("name", "$S", "{0}").build())
                .addAnnotation(AnnotationSpec.builder(Junit.METHOD_SOURCE).addMember("value", "$S", "inputs").build())
                .addParameter(inputType, "input");
        if (run != null) {
            Method called = run.method().method();
            Class<?>[] types = called.getParameterTypes();
            List<String> names = new ArrayList<>();
            for (int i = 0; i < types.length; i++) {
                m.addParameter(LiveFactoryWriter.typeOf(types[i]), "arg" + (i + 1));
                names.add("arg" + (i + 1));
            }
            if (called.getExceptionTypes().length > 0) {
                m.addException(Exception.class);
            }
            if (methodDirect()) {
                m.addStatement("input.$L($L)", called.getName(), String.join(", ", names));
            } else {
                CodeBlock classes = java.util.Arrays.stream(types).map(t -> CodeBlock.of("$T.class", LiveFactoryWriter.typeOf(t)))
                        .collect(CodeBlock.joining(", "));
                m.addException(Exception.class).addStatement("$L(input, $S, new $T<?>[] {$L}$L)", ReflectiveHelpers.INVOKER, called.getName(),
                        Class.class, classes, names.isEmpty() ? "" : ", " + String.join(", ", names));
            }
        }
        if (repOk != null && repOkDirect) {
            m.addStatement("$T.assertTrue(input.$L())", Junit.ASSERTIONS, repOk.getName());
        } else if (repOk != null) {
            m.addException(Exception.class).addStatement("$T.assertTrue(($T) $L(input, $S, new $T<?>[0]))", Junit.ASSERTIONS, Boolean.class,
                    ReflectiveHelpers.INVOKER, repOk.getName(), Class.class);
        } else if (run == null) {
            m.addComment("one input the generator returned: check here the property your code must keep for it");
            if (noneNull && !inputType.isPrimitive()) {
                m.addStatement("$T.assertNotNull(input)", Junit.ASSERTIONS);
            }
        }
        return m.build();
    }

    private void addProvider(TypeSpec.Builder type, List<CodeBlock> rows) {
        MethodSpec.Builder provider = MethodSpec.methodBuilder("inputs").addModifiers(Modifier.STATIC).returns(Junit.streamOf(Junit.ARGUMENTS));
        if (rows.size() <= TestClassWriter.ROWS_PER_METHOD) {
            provider.addStatement("return $T.of(\n$L)", java.util.stream.Stream.class, CodeBlock.join(rows, ",\n"));
            type.addMethod(provider.build());
            return;
        }
        provider.addStatement("$T all = new $T<>()", Junit.listOf(Junit.ARGUMENTS), ArrayList.class);
        for (int g = 0; g * TestClassWriter.ROWS_PER_METHOD < rows.size(); g++) {
            MethodSpec.Builder group = MethodSpec.methodBuilder("addInputs" + (g + 1)).addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .addParameter(Junit.listOf(Junit.ARGUMENTS), "all");
            rows.subList(g * TestClassWriter.ROWS_PER_METHOD, Math.min(rows.size(), (g + 1) * TestClassWriter.ROWS_PER_METHOD))
                    .forEach(r -> group.addStatement("all.add($L)", r));
            provider.addStatement("addInputs$L(all)", g + 1);
            type.addMethod(group.build());
        }
        type.addMethod(provider.addStatement("return all.stream()").build());
    }

    private String header(int first, int last, int total, int n, int count) {
        String call = request.method() + "(" + Arrays.stream(request.args()).mapToObj(Integer::toString).collect(Collectors.joining(", ")) + ")";
        String simple = request.generatorClass().substring(request.generatorClass().lastIndexOf('.') + 1);
        StringBuilder sb = new StringBuilder();
        sb.append("Bounded-exhaustive tests from the generator program {@code ").append(HeaderText.escape(simple + "." + call))
                .append("}: every input it returns, each built by plain code")
                .append(repOk == null ? ".\n" : " and checked with " + repOk.getName() + ".\n");
        sb.append("<p>").append(HeaderText.MARKER).append(' ').append(HeaderText.escape(request.facts().toolVersion()))
                .append(" (generated code: do not edit; regenerate instead).\n<ul>\n");
        sb.append("<li>Generator: {@code ").append(HeaderText.escape(request.generatorClass() + "#" + call)).append("}</li>\n");
        sb.append("<li>Exploration: ").append(HeaderText.escape(request.mode())).append(", ").append(request.facts().explored())
                .append(" paths explored, ").append(request.facts().valid()).append(" inputs returned</li>\n");
        if (request.methodRun() != null) {
            MethodRun run = request.methodRun();
            sb.append("<li>Method: {@code ").append(HeaderText.escape(run.method().qualifiedSignature())).append("}; ").append(run.inputs())
                    .append(" calls, ").append(run.passing().size()).append(" passed and are tested here, ").append(run.counterexamples().size())
                    .append(" counterexamples are not</li>\n");
        }
        sb.append("<li>This class: tests ").append(first).append(" to ").append(last).append(" of ").append(total)
                .append(" (class ").append(n).append(" of ").append(count).append(")</li>\n</ul>\n");
        return sb.toString();
    }

    /** @return the input type's {@code boolean repOk()} (or {@code repOK}), declared by it or a superclass, or null */
    static Method repOk(Class<?> type) {
        for (Class<?> c = type; c != null && !c.isArray() && !c.isPrimitive(); c = c.getSuperclass()) {
            for (String name : new String[] {"repOk", "repOK"}) {
                try {
                    Method m = c.getDeclaredMethod(name);
                    if (m.getReturnType() == boolean.class && !java.lang.reflect.Modifier.isStatic(m.getModifiers())) {
                        return m;
                    }
                } catch (NoSuchMethodException e) {
                    // the other spelling, then the superclass
                }
            }
        }
        return null;
    }
}
