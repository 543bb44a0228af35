package org.smallscope.engine.run;

import java.util.List;

import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.ObjectGraph;
import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.protocol.RunListener;
import org.smallscope.engine.search.CurrentRun;
import org.smallscope.engine.search.DelegatingRunControl;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.udita.ChoiceMode;
import org.smallscope.engine.udita.GeneratorExploration;
import org.smallscope.engine.udita.GeneratorMethod;
import org.smallscope.engine.udita.ReflectiveGraph;

/**
 * One run of a generator program told as the same {@link RunEvent} stream as a subject's run ({@link SubjectRun}):
 * {@code started} (the generator as subject, an unknown space size of 0), {@code valid} for each successful path
 * (its choice vector and the input rendered), {@code progress} ticks counting explored paths as explored; the caller
 * ends the stream with {@code finished}.
 */
public final class GeneratorRun implements DelegatingRunControl {

    /**
     * What to run and which events to send.
     *
     * @param generator the loaded generator (see {@link GeneratorMethod#load(String, int[], org.smallscope.engine.ClassFileSource, ChoiceMode)})
     * @param mode eager or delayed choice
     * @param threads workers (subtrees of the choice tree)
     * @param timeoutMillis the time one execution may take (0: no limit)
     * @param validEvents whether to send every successful path as a {@code valid} event
     * @param ticks whether to send {@code progress} about every 200 ms (and once more at the end)
     */
    public record Request(GeneratorMethod generator, ChoiceMode mode, int threads, long timeoutMillis, boolean validEvents, boolean ticks) {
    }

    /** Hears each generated input in depth-first order, with its rendering (for collectors: the JUnit export, method mode). */
    public interface Inputs {

        /** No collector. */
        Inputs NONE = null;

        /** @param ordinal 1, 2, ...; @param vector its choice vector; @param input what the generator returned; @param graph its rendering */
        void input(long ordinal, int[] vector, Object input, ObjectGraph graph);
    }

    /** A successful path as captured on its exploring thread. */
    private record Captured(Object input, ObjectGraph graph, long exploredSince) {
    }

    private final Request request;
    private final CurrentRun current = new CurrentRun();

    /** @param request what to run */
    public GeneratorRun(Request request) {
        this.request = request;
    }

    /** @return the {@code started} event of {@code generator} explored as {@code Class#method} */
    public static RunEvent.Started started(GeneratorMethod generator, int maxDepth) {
        return new RunEvent.Started(generator.name(), generator.className(), generator.name().substring(generator.name().indexOf('#') + 1),
                generator.args(), Mode.FULL, "0", maxDepth, List.of());
    }

    /** Explores the generator, sending its events to {@code events} and each input to {@code inputs} (may be null). */
    public GeneratorExploration.Result run(RunListener events, Inputs inputs) {
        GeneratorExploration run = current.watch(new GeneratorExploration(request.generator(), request.mode(), request.threads(),
                request.timeoutMillis()));
        events.accept(started(request.generator(), 0));
        ProgressTicker ticker = request.ticks() ? new ProgressTicker(this, events, () -> {
        }, null) : null;
        boolean render = request.validEvents() || inputs != null;
        ChoiceRegions regions = new ChoiceRegions(events);
        if (ticker != null) {
            ticker.start();
        }
        try {
            GeneratorExploration.Result result = run.run(render ? new GeneratorExploration.Listener<Captured>() {
                @Override
                public Captured capture(int[] vector, Object input, ReflectiveGraph.Pending pending) {
                    return capture(vector, input, pending, 0);
                }

                @Override
                public Captured capture(int[] vector, Object input, ReflectiveGraph.Pending pending, long exploredSince) {
                    return new Captured(input, ReflectiveGraph.of(input, pending), exploredSince);
                }

                @Override
                public void accept(long ordinal, int[] vector, Captured captured) {
                    if (request.validEvents()) {
                        events.accept(new RunEvent.Valid(ordinal, vector, captured.graph().text()));
                        regions.successful(vector, captured.exploredSince());
                    }
                    if (inputs != null) {
                        inputs.input(ordinal, vector, captured.input(), captured.graph());
                    }
                }
            } : null);
            if (request.validEvents()) {
                regions.finish(result.explored());
            }
            return result;
        } finally {
            if (ticker != null) {
                ticker.stop();
            }
        }
    }

    @Override
    public RunControl control() {
        return current;
    }
}
