package org.smallscope.junit;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.params.provider.Arguments;
import org.opentest4j.AssertionFailedError;
import org.smallscope.engine.door.ApiMode;
import org.smallscope.engine.protocol.Counts;

/**
 * The arguments of a {@link BuiltSource}: runs API mode once per JVM (kept in the root context's store), says what it
 * built, fails the container when a builder threw or a builder call did not return within 10 s, and gives one
 * invocation per state, smallest first, each a fresh object built again by the state's call sequence.
 */
public final class BuiltArgumentsProvider extends VersionedArgumentsProvider {

    @Override
    Stream<? extends Arguments> arguments(ExtensionContext context) {
        BuiltRequest request = BuiltRequest.of(context.getRequiredTestMethod());
        boolean[] searched = {false};
        ApiMode.Result result = context.getRoot().getStore(ExhaustiveArgumentsProvider.NAMESPACE).getOrComputeIfAbsent(request.cacheKey(), k -> {
            searched[0] = true;
            return request.spec().run();
        }, ApiMode.Result.class);
        if (result.stuck() != null) { // the run was cut short: its states are not all the states
            throw new AssertionFailedError("smallscope: @BuiltSource on " + request.where() + ": " + request.describe() + ": builder call "
                    + result.stuck());
        }
        if (!result.failures().isEmpty()) {
            throw thrown(request, result.failures());
        }
        String line = "smallscope: " + request.describe() + ": " + Counts.format(result.states().size()) + " states"
                + (searched[0] ? " from " + Counts.format(result.sequences()) + " sequences, builders "
                        + String.join(", ", result.builders()) + ", " + result.millis() + " ms"
                        : ", built earlier in this JVM");
        if (searched[0]) {
            System.out.println(line);
        }
        context.publishReportEntry(Map.of("smallscope", line));
        InstanceRegistry registry = context.getStore(ExhaustiveArgumentsProvider.NAMESPACE).getOrComputeIfAbsent(InstanceRegistry.class);
        List<ApiMode.State> states = result.states();
        registry.invocations(states.size());
        return IntStream.range(0, states.size()).boxed()
                .sorted(Comparator.<Integer>comparingInt(i -> states.get(i).objects()).thenComparingInt(i -> i))
                .map(i -> invocation(request, registry, states.get(i), i + 1));
    }

    /** @return the invocation of {@code state}: a fresh object built by its sequence, named by it */
    private static Arguments invocation(BuiltRequest request, InstanceRegistry registry, ApiMode.State state, int ordinal) {
        String calls = state.calls("; ");
        Object object = state.rebuild();
        registry.remember(object, new InstanceRegistry.Instance(request.describe(), ordinal, null, state.canonical(), null,
                state.objects(), calls));
        String name = calls.length() <= Invocations.MAX_NAME ? calls : calls.substring(0, Invocations.MAX_NAME - 1) + "…";
        return Invocations.arguments(name, new Object[] {object});
    }

    /** @return the container's failure: each builder that threw, with its exception and shortest sequence (the first as the cause) */
    private static AssertionFailedError thrown(BuiltRequest request, List<ApiMode.Failure> failures) {
        StringBuilder sb = new StringBuilder("smallscope: @BuiltSource on ").append(request.where()).append(": ").append(request.describe())
                .append(": ").append(failures.size()).append(failures.size() == 1 ? " builder threw" : " builders threw")
                .append(" while the objects were built:");
        for (ApiMode.Failure f : failures) {
            sb.append("\n  ").append(f.builder()).append(" threw ").append(f.thrown()).append("\n    at the last call of ")
                    .append(f.calls("; ")).append(f.occurrences() > 1 ? " (and of " + (f.occurrences() - 1) + " more sequences)" : "");
        }
        return new AssertionFailedError(sb.toString(), failures.get(0).thrown());
    }
}
