package org.smallscope.engine.export.writers;

import java.lang.reflect.Method;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

import org.smallscope.engine.export.CandidateGraph;
import org.smallscope.engine.export.ExportException;
import org.smallscope.engine.export.Names;
import org.smallscope.engine.export.Terms;
import org.smallscope.engine.export.methods.MethodInput;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.methods.Oracles;
import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.SuiteNames;
import org.smallscope.engine.export.model.TestEntry;
import org.smallscope.engine.subject.Subject;

/**
 * Everything the class writer needs about a whole export: the subject's graph and source model,
 * the tests in order with their display names, the base class name, and how each test calls the
 * method under test (directly, or reflectively when the test package cannot).
 */
final class SuitePlan {

    final ExportRequest request;
    final Subject subject;
    final CandidateGraph graph;
    final ConstructionModel model;
    final MethodRun run;
    final String baseName;
    final List<TestEntry> entries;
    /** Method mode: the method as the user wrote it, and whether the test may call it directly. */
    final Method plainMethod;
    final boolean methodDirect;
    final boolean methodThrowsChecked;
    /** Method mode's regression assertions: whether each test checks the returned value, and the abstraction function (or null). */
    final boolean checksResult;
    final Method abstraction;
    final boolean abstractionDirect;
    /** Without an abstraction function: whether each test asserts the receiver afterwards field by field. */
    final boolean checksStructure;

    SuitePlan(ExportRequest request) {
        this.request = request;
        this.subject = request.subject();
        this.graph = new CandidateGraph(subject);
        this.model = new ConstructionModel(subject, request.classFiles());
        this.run = request.methodRun();
        String path = Names.namePath(subject.className());
        this.baseName = path + (run == null ? "" : run.method().classNamePart()) + "ExhaustiveTest";
        String[] terms = run == null ? null : new String[request.instances().size()];
        if (run == null) {
            plainMethod = null;
            methodDirect = true;
            methodThrowsChecked = false;
            checksResult = false;
            abstraction = null;
            abstractionDirect = true;
            checksStructure = false;
            entries = new PlainEntries(request.instances().size());
        } else {
            entries = new ArrayList<>();
            plainMethod = plainMethod(run.method().method());
            methodDirect = model.visible(plainMethod.getModifiers(), plainMethod.getDeclaringClass());
            methodThrowsChecked = Arrays.stream(plainMethod.getExceptionTypes())
                    .anyMatch(e -> !RuntimeException.class.isAssignableFrom(e) && !Error.class.isAssignableFrom(e));
            for (Class<?> p : plainMethod.getParameterTypes()) {
                Class<?> named = p.isArray() ? p.getComponentType() : p;
                if (!named.isPrimitive() && !model.canName(named)) {
                    throw new ExportException(ExportException.Kind.SUBJECT, "parameter type " + p.getTypeName() + " of "
                            + run.method().qualifiedSignature() + " cannot be named from package " + model.testPackage());
                }
            }
            checksResult = plainMethod.getReturnType() != void.class && run.passing().stream().allMatch(i -> i.result() != null);
            abstraction = run.method().oracles().hasAbstraction() && run.passing().stream().allMatch(i -> i.state() != null)
                    ? abstractionMethod(model.plainRoot()) : null;
            abstractionDirect = abstraction == null || model.visible(abstraction.getModifiers(), abstraction.getDeclaringClass());
            checksStructure = abstraction == null && !run.passing().isEmpty() && run.passing().stream().allMatch(i -> i.structure() != null);
            int ordinal = 0;
            for (MethodInput input : run.passing()) {
                ordinal++;
                String call = run.method().call(input.choice());
                entries.add(new TestEntry(ordinal, input.instance(), input.choice(), display(ordinal, call, term(terms, input.instance())), input));
            }
        }
    }

    /**
     * @return the display name of {@code e}: its own, or for a test of the plain suite its instance rendered now (not kept:
     *         the names of a large suite would fill the heap before its first class was written)
     */
    String display(TestEntry e) {
        return e.display() != null ? e.display() : display(e.ordinal(), null, Terms.render(graph, request.instances().get(e.instance())));
    }

    private String term(String[] terms, int i) {
        if (terms[i] == null) {
            terms[i] = Terms.render(graph, request.instances().get(i));
        }
        return terms[i];
    }

    private static String display(int ordinal, String call, String term) {
        String shape = term.isEmpty() ? "" : " " + term;
        return "#" + ordinal + (call == null ? shape : " " + call + (shape.isEmpty() ? "" : " on" + shape));
    }

    /** @return the method the instrumented {@code m} was made from, on the classes as the user wrote them */
    private Method plainMethod(Method m) {
        for (Class<?> c = model.plainRoot(); c != null; c = c.getSuperclass()) {
            for (Method x : c.getDeclaredMethods()) {
                if (x.getName().equals(m.getName()) && Arrays.equals(names(x.getParameterTypes()), names(m.getParameterTypes()))) {
                    return x;
                }
            }
        }
        throw new IllegalStateException("method " + m + " is missing from the uninstrumented class " + model.plainRoot().getName());
    }

    private static Method abstractionMethod(Class<?> root) {
        for (Class<?> c = root; c != null; c = c.getSuperclass()) {
            for (Method x : c.getDeclaredMethods()) {
                if (x.getName().equals(Oracles.ABSTRACTION) && x.getParameterCount() == 0) {
                    return x;
                }
            }
        }
        throw new IllegalStateException(Oracles.ABSTRACTION + "() is missing from the uninstrumented class " + root.getName());
    }

    /** @return the names of the expected-value columns of each test row, in order: {@code expectedResult}, {@code expectedState} */
    List<String> expectedColumns() {
        List<String> columns = new ArrayList<>();
        if (checksResult) {
            columns.add("expectedResult");
        }
        if (abstraction != null || checksStructure) {
            columns.add("expectedState");
        }
        return columns;
    }

    private static String[] names(Class<?>[] types) {
        return Arrays.stream(types).map(Class::getName).toArray(String[]::new);
    }

    /** @return the number of generated classes: tests split at most {@code perClass} per class (none when there are no tests) */
    int classCount() {
        int per = request.perClass();
        return (entries.size() + per - 1) / per;
    }

    /** @return the simple name of class number {@code n} (from 1): {@code BSTExhaustiveTest}, {@code BSTExhaustive2Test}, ... */
    String className(int n) {
        return SuiteNames.className(baseName, n);
    }

    /** A plain suite's tests, made when read: test i + 1 checks instance i and is named when its class is written (no object per test is kept). */
    private static final class PlainEntries extends AbstractList<TestEntry> implements RandomAccess {
        private final int size;

        PlainEntries(int size) {
            this.size = size;
        }

        @Override
        public TestEntry get(int index) {
            Objects.checkIndex(index, size);
            return new TestEntry(index + 1, index, null, null, null);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
