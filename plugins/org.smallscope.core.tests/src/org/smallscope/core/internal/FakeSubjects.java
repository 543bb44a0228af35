package org.smallscope.core.internal;

import java.lang.reflect.Proxy;
import java.util.List;

import org.eclipse.jdt.core.IMethod;
import org.eclipse.jdt.core.IType;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.WorkspaceSubject;

/** Requests for a subject that exists only as a name (no Java project), for tests of what the IDE does with a request. */
final class FakeSubjects {

    private FakeSubjects() {
    }

    /** @return a request for {@code binaryName} with finitization {@code finitization} taking {@code args}, reusing as the IDE does by default */
    static GenerationRequest request(String binaryName, String finitization, int... args) {
        String simple = binaryName.substring(binaryName.lastIndexOf('.') + 1);
        IType type = proxy(IType.class, (method, margs) -> switch (method) {
            case "getFullyQualifiedName" -> binaryName;
            case "getElementName" -> simple;
            default -> null;
        });
        IMethod fin = proxy(IMethod.class, (method, margs) -> switch (method) {
            case "getElementName" -> finitization;
            case "getNumberOfParameters" -> args.length;
            default -> null;
        });
        return new GenerationRequest(new WorkspaceSubject(type, null, fin), args, GenerationRequest.Reuse.AUTO, null, 0, 10_000,
                null, null, List.of());
    }

    /** @return a request for generator method {@code binaryName#method} with int bounds {@code args} */
    static GenerationRequest generatorRequest(String binaryName, String method, int... args) {
        GenerationRequest base = request(binaryName, "unused", args);
        IMethod generator = proxy(IMethod.class, (m, margs) -> switch (m) {
            case "getElementName" -> method;
            case "getNumberOfParameters" -> args.length;
            case "getDeclaringType" -> base.subject().type();
            default -> null;
        });
        return new GenerationRequest(WorkspaceSubject.ofGenerator(generator), args, GenerationRequest.Reuse.AUTO, null, 0, 10_000, null, null,
                List.of());
    }

    /** Answers a call by its method's name. */
    private interface Answer {
        Object answer(String method, Object[] args);
    }

    private static <T> T proxy(Class<T> type, Answer answer) {
        return type.cast(Proxy.newProxyInstance(FakeSubjects.class.getClassLoader(), new Class<?>[] {type}, (p, m, a) -> switch (m.getName()) {
            case "hashCode" -> System.identityHashCode(p);
            case "equals" -> p == a[0];
            case "toString" -> type.getSimpleName() + " proxy";
            default -> answer.answer(m.getName(), a);
        }));
    }
}
