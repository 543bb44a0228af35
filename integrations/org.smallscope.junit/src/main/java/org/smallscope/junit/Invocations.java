package org.smallscope.junit;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.provider.Arguments;
import org.smallscope.engine.door.LoadedSubject;
import org.smallscope.engine.door.MethodMode;
import org.smallscope.engine.protocol.ObjectGraph;

/**
 * The invocations of one exhaustive test over a suite: each valid vector is written into a heap of the instrumented
 * classes and copied into a fresh instance of the test's own classes, named by its structure; in method mode each
 * instance comes once per combination of parameter values, after it the arguments.
 */
final class Invocations {

    /** Display names longer than this are cut (the failure message keeps the whole structure). */
    static final int MAX_NAME = 160;

    /** Whether the JUnit at hand has {@code Arguments.argumentSet} (5.11 and later). */
    private static final boolean ARGUMENT_SETS = argumentSets();

    private final Suite suite;
    private final MethodMode method;
    private final SuiteRequest request;
    private final Class<?>[] argumentTypes;
    private final InstanceRegistry registry;

    Invocations(Suite suite, SuiteRequest request, Method test, InstanceRegistry registry) {
        this.suite = suite;
        this.request = request;
        this.registry = registry;
        try {
            this.method = request.method() == null ? null : MethodMode.resolve(suite.subject(), request.method(), request.params());
        } catch (IllegalArgumentException e) {
            throw SuiteRequest.bad(request.where(), e.getMessage());
        }
        Class<?>[] parameters = test.getParameterTypes();
        int wanted = method == null ? 1 : 1 + method.parameters();
        if (parameters.length < wanted) {
            throw SuiteRequest.bad(request.where(), method == null
                    ? "the test must take the instance as its first parameter"
                    : "method mode passes the receiver and one argument per parameter of " + method.qualifiedSignature()
                            + ", " + wanted + " in all, but the test takes " + parameters.length);
        }
        this.argumentTypes = Arrays.copyOfRange(parameters, 1, wanted);
    }

    /** @return the arguments of every invocation, smallest instances first (then in the search's order), built as they are consumed */
    Stream<Arguments> stream() {
        LoadedSubject.Heap heap = suite.subject().newHeap();
        InstanceCopier copier = new InstanceCopier(suite.subject().classLoader(), request.subject().getClassLoader(), suite.subject().boundedFields());
        int n = suite.vectors().size();
        int[] sizes = new int[n];
        for (int i = 0; i < n; i++) {
            sizes[i] = size(suite.subject().graph(suite.vectors().get(i)));
        }
        registry.invocations((long) n * (method == null ? 1 : method.choices().size()));
        registry.subject(suite.subject());
        return IntStream.range(0, n).boxed().sorted(Comparator.<Integer>comparingInt(i -> sizes[i]).thenComparingInt(i -> i)).flatMap(i -> {
            int[] cv = suite.vectors().get(i);
            String structure = suite.subject().render(cv);
            if (method == null) {
                return Stream.of(invocation(heap, copier, cv, i + 1, sizes[i], structure, null, new Object[0]));
            }
            return method.choices().stream().map(choice -> invocation(heap, copier, cv, i + 1, sizes[i], structure,
                    method.call(choice), method.argumentValues(choice, argumentTypes)));
        });
    }

    /** @return how big an instance is: its objects plus its arrays' elements */
    static int size(ObjectGraph graph) {
        int size = 0;
        for (ObjectGraph.Node node : graph.nodes()) {
            size += 1 + (node.isArray() ? node.elements().size() : 0);
        }
        return size;
    }

    private Arguments invocation(LoadedSubject.Heap heap, InstanceCopier copier, int[] cv, int ordinal, int size, String structure, String call,
            Object[] rest) {
        Object instance;
        synchronized (heap) {
            heap.writeAll(cv);
            instance = copier.copy(heap.root());
        }
        registry.remember(instance, new InstanceRegistry.Instance(request.describe(), ordinal, LoadedSubject.formatVector(cv), structure, call, size, null));
        Object[] all = new Object[1 + rest.length];
        all[0] = instance;
        System.arraycopy(rest, 0, all, 1, rest.length);
        String name = structure.length() <= MAX_NAME ? structure : structure.substring(0, MAX_NAME - 1) + "…";
        return arguments(call == null ? name : call + " on " + name, all);
    }

    /** @return the arguments {@code all} of one invocation, shown as {@code label} (an argument set, or the first argument named) */
    static Arguments arguments(String label, Object[] all) {
        if (ARGUMENT_SETS) {
            return Arguments.argumentSet(label, all);
        }
        all[0] = Named.of(label, all[0]);
        return Arguments.of(all);
    }

    /** @return whether this JUnit has argument sets (5.11 and later); before, the instance is named by {@link Named} */
    private static boolean argumentSets() {
        try {
            Arguments.class.getMethod("argumentSet", String.class, Object[].class);
            return true;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }
}
