package org.smallscope.junit;

import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.smallscope.engine.door.SuiteGeneration;

/**
 * The arguments of an {@link ExhaustiveSource} or {@link ExhaustiveTest}: searches the subject once per JVM (the suite is
 * kept in the root context's store), says how it was found (standard output and a report entry on the test), and gives
 * one invocation per valid instance (times each combination of parameter values in method mode).
 */
public final class ExhaustiveArgumentsProvider extends VersionedArgumentsProvider {

    /** The extension's namespace in JUnit's stores. */
    static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ExhaustiveArgumentsProvider.class);

    /** The JUnit configuration parameter (or system property) choosing reuse: {@code auto}, {@code always} or {@code never}. */
    static final String REUSE = "smallscope.reuse";

    /** Where suites come from; generator programs and equivalence-class pruning would be chosen here. */
    private static final SuiteSearch SEARCH = new KoratSuiteSearch();

    @Override
    Stream<? extends Arguments> arguments(ExtensionContext context) {
        Method test = context.getRequiredTestMethod();
        SuiteRequest request = SuiteRequest.of(test);
        Path store = StoreLocation.of(context);
        SuiteGeneration.Reuse policy = policy(context, request);
        boolean[] searched = {false};
        Suite suite = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(request.cacheKey(), k -> {
            searched[0] = true;
            return SEARCH.search(request, store, policy);
        }, Suite.class);
        String line = searched[0] ? suite.summary()
                : "smallscope: " + request.describe() + ": " + suite.vectors().size() + " valid, searched earlier in this JVM";
        if (searched[0]) {
            System.out.println(line);
        }
        context.publishReportEntry(Map.of("smallscope", line));
        InstanceRegistry registry = context.getStore(NAMESPACE).getOrComputeIfAbsent(InstanceRegistry.class);
        return new Invocations(suite, request, test, registry).stream();
    }

    private static SuiteGeneration.Reuse policy(ExtensionContext context, SuiteRequest request) {
        String text = context.getConfigurationParameter(REUSE).orElse("auto");
        try {
            return SuiteGeneration.Reuse.parse(text.trim());
        } catch (IllegalArgumentException e) {
            throw new ExtensionConfigurationException("@ExhaustiveSource on " + request.where() + ": configuration parameter " + REUSE
                    + " is '" + text + "'; expected auto, always or never", e);
        }
    }
}
