package org.smallscope.junit;

import java.lang.reflect.Method;
import java.util.List;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * Names the instance in the failure of an exhaustive test's invocation: the body's exception is wrapped in an
 * {@link AssertionFailedError} whose message is the original one followed by the suite, the instance's number, its
 * candidate vector and its whole structure (expected and actual values and the stack trace kept, the original as the
 * cause); aborted invocations (assumptions) pass through unchanged.
 */
public final class InstanceFailures implements InvocationInterceptor {

    @Override
    public void interceptTestTemplateMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
            ExtensionContext extensionContext) throws Throwable {
        List<Object> arguments = invocationContext.getArguments();
        InstanceRegistry registry = extensionContext.getParent().map(p -> p.getStore(ExhaustiveArgumentsProvider.NAMESPACE)
                .get(InstanceRegistry.class, InstanceRegistry.class)).orElse(null);
        InstanceRegistry.Instance instance = registry == null || arguments.isEmpty() ? null : registry.take(arguments.get(0));
        try {
            invocation.proceed();
        } catch (TestAbortedException e) {
            throw e;
        } catch (Throwable t) {
            if (instance == null) {
                throw t;
            }
            String message = (t instanceof AssertionError && t.getMessage() != null ? t.getMessage() : t.toString()) + "\n"
                    + instance.describe();
            AssertionFailedError wrapped = t instanceof AssertionFailedError a && a.isExpectedDefined() && a.isActualDefined()
                    ? new AssertionFailedError(message, a.getExpected(), a.getActual(), t)
                    : new AssertionFailedError(message, t);
            wrapped.setStackTrace(t.getStackTrace()); // where the body failed, not this interceptor
            throw wrapped;
        }
    }
}
