package org.smallscope.ui.internal;

import java.util.Arrays;
import java.util.List;

import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.jdt.core.IMethod;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.WorkspaceSubject;
import org.smallscope.ui.SmallscopeUi;

/** Turns the command's parameters into a request, for runs started without the dialog (key bindings, scripts, tests). */
final class CommandParameters {

    private CommandParameters() {
    }

    static GenerationRequest request(ExecutionEvent event, WorkspaceSubject subject, IMethod method) throws ExecutionException {
        int[] args = parseArgs(event.getParameter(SmallscopeUi.PARAM_ARGS));
        GenerationRequest request = GenerationRequest.of(subject, args);
        String reuse = event.getParameter(SmallscopeUi.PARAM_REUSE);
        if (reuse != null && !reuse.isBlank() && !reuse.equals(SmallscopeUi.REUSE_AUTO)) {
            request = reuse.equals(SmallscopeUi.REUSE_FULL) ? request.withReuse(GenerationRequest.Reuse.FULL, null)
                    : request.withReuse(GenerationRequest.Reuse.BASE, reuse);
        }
        String threads = event.getParameter(SmallscopeUi.PARAM_THREADS);
        if (threads != null) {
            request = request.withThreads(parseInt(threads, SmallscopeUi.PARAM_THREADS));
        }
        String timeout = event.getParameter(SmallscopeUi.PARAM_TIMEOUT);
        if (timeout != null) {
            request = request.withTimeout(parseInt(timeout, SmallscopeUi.PARAM_TIMEOUT));
        }
        String mode = event.getParameter(SmallscopeUi.PARAM_MODE);
        if ("delayed".equals(mode)) {
            request = request.withDelayed(true);
        } else if ("api".equals(mode) || "api-cross-check".equals(mode)) {
            request = request.withApi(new GenerationRequest.Api(List.of(), List.of(), null, "api-cross-check".equals(mode)));
        }
        if ("false".equals(event.getParameter(SmallscopeUi.PARAM_EXPORT))) {
            request = request.withExport(null);
        }
        if ("true".equals(event.getParameter(SmallscopeUi.PARAM_EQ_CLASS))) {
            request = request.withEqClasses(true).withThreads(1).withReuse(GenerationRequest.Reuse.FULL, null);
        }
        String params = event.getParameter(SmallscopeUi.PARAM_PARAMS);
        List<String> domains = params == null || params.isBlank() ? List.of() : Arrays.stream(params.split(";")).map(String::trim).toList();
        String methodName = event.getParameter(SmallscopeUi.PARAM_METHOD);
        if (methodName != null) {
            request = request.withMethod(methodName, domains);
        } else if (method != null) {
            request = request.withMethod(signature(method), domains);
        }
        return request;
    }

    /** @return {@code add(int)}: the method with its parameter types, so overloads are told apart */
    static String signature(IMethod method) {
        StringBuilder sb = new StringBuilder(method.getElementName()).append('(');
        String[] types = method.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            sb.append(i > 0 ? "," : "").append(org.eclipse.jdt.core.Signature.toString(types[i]));
        }
        return sb.append(')').toString();
    }

    /** @return {@code 3,4} as ints */
    static int[] parseArgs(String text) throws ExecutionException {
        try {
            return text.isBlank() ? new int[0] : Arrays.stream(text.split(",")).map(String::trim).mapToInt(Integer::parseInt).toArray();
        } catch (NumberFormatException e) {
            throw new ExecutionException("Finitization arguments must be integers separated by commas, not '" + text + "'", e);
        }
    }

    private static int parseInt(String text, String name) throws ExecutionException {
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new ExecutionException(name + " must be an integer, not '" + text + "'", e);
        }
    }
}
