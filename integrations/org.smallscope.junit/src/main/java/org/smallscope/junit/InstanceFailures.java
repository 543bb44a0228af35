package org.smallscope.junit;

import java.lang.reflect.Method;
import java.util.List;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.support.AnnotationSupport;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * Names the instance in the failure of an exhaustive test's invocation: the body's exception is wrapped in an
 * {@link AssertionFailedError} whose message is the original one followed by the suite, the instance's number, its
 * candidate vector and its whole structure (expected and actual values and the stack trace kept, the original as the
 * cause) and which kind of failure it is ({@link FailureTally}, which sums them up when the test is done); aborted
 * invocations (assumptions) pass through unchanged, and with {@code failFast} the invocations after a failure are skipped.
 */
public final class InstanceFailures implements InvocationInterceptor {

    /** How long each of repOk's checks may run when a failure asks which one is false. */
    private static final long CHECK_MILLIS = 1_000;

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        List<Object> arguments = invocationContext.getArguments();
        InstanceRegistry registry = extensionContext.getParent().map(p -> p.getStore(ExhaustiveArgumentsProvider.NAMESPACE)
                .get(InstanceRegistry.class, InstanceRegistry.class)).orElse(null);
        InstanceRegistry.Instance instance = registry == null || arguments.isEmpty() ? null : registry.take(arguments.get(0));
        FailureTally tally = instance == null ? null : tally(extensionContext, registry);
        InstanceRegistry.Instance first = tally == null ? null : tally.firstFailure();
        if (first != null && failFast(extensionContext.getRequiredTestMethod())) {
            invocation.skip();
            throw new TestAbortedException("smallscope: not run: instance #" + first.ordinal() + " failed first (failFast = true)");
        }
        try {
            invocation.proceed();
        } catch (TestAbortedException e) {
            throw e;
        } catch (Throwable t) {
            if (instance == null) {
                throw t;
            }
            String check = registry.subject() == null ? null : registry.subject().failedCheck(arguments.get(0), CHECK_MILLIS);
            String kind = tally.failed(instance, t, extensionContext.getRequiredTestClass(), check);
            String message = (t instanceof AssertionError && t.getMessage() != null ? t.getMessage() : t.toString()) + "\n"
                    + instance.describe() + (check == null ? "" : "\n  after the test, repOk's check " + check + " is false") + "\n" + kind;
            AssertionFailedError wrapped = t instanceof AssertionFailedError a && a.isExpectedDefined() && a.isActualDefined()
                    ? new AssertionFailedError(message, a.getExpected(), a.getActual(), t)
                    : new AssertionFailedError(message, t);
            wrapped.setStackTrace(t.getStackTrace()); // where the body failed, not this interceptor
            throw wrapped;
        }
    }

    /** @return the failures of the test whose invocation {@code context} is, kept by its container until all invocations ran */
    private static FailureTally tally(ExtensionContext context, InstanceRegistry registry) {
        ExtensionContext container = context.getParent().orElse(context);
        String test = context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName();
        return container.getStore(ExhaustiveArgumentsProvider.NAMESPACE).getOrComputeIfAbsent(FailureTally.class,
                k -> new FailureTally(test, registry.invocations(), line -> report(container, line)), FailureTally.class);
    }

    private static void report(ExtensionContext container, String summary) {
        System.out.println(summary);
        try {
            container.publishReportEntry("smallscope", summary);
        } catch (RuntimeException e) {
            // the container is already finished on some JUnit versions: the summary was printed
        }
    }

    private static boolean failFast(Method test) {
        return AnnotationSupport.findAnnotation(test, ExhaustiveTest.class).map(ExhaustiveTest::failFast)
                .or(() -> AnnotationSupport.findAnnotation(test, ExhaustiveSource.class).map(ExhaustiveSource::failFast))
                .or(() -> AnnotationSupport.findAnnotation(test, BuiltSource.class).map(BuiltSource::failFast)).orElse(false);
    }
}
