package org.smallscope.core.internal;

import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.RunEvent;

/** Applies the runner's event lines (the engine's run protocol) to a run's model. */
final class RunEvents {

    private final GenerationRun run;

    RunEvents(GenerationRun run) {
        this.run = run;
    }

    void accept(String line) {
        RunEvent event = EventReader.parse(line);
        if (event instanceof RunEvent.Started e) {
            run.started(e.mode().wireName(), e.spaceSize(), e.slots(), e.slotValues());
        } else if (event instanceof RunEvent.Reuse e) {
            run.reused(e.baseSnapshot(), e.baseSubject(), e.reusedTests(), e.mixedRanges());
        } else if (event instanceof RunEvent.Progress e) {
            run.progress(e.explored(), e.valid(), e.elapsedMillis());
        } else if (event instanceof RunEvent.Valid e) {
            run.found(e.ordinal(), e.vector(), e.structure());
        } else if (event instanceof RunEvent.Regions e) {
            run.regionsCovered(e.regions());
        } else if (event instanceof RunEvent.Restarted e) {
            run.restarted(e.reason());
        } else if (event instanceof RunEvent.Warning e) {
            run.warned(e.text());
        } else if (event instanceof RunEvent.Exported e) {
            run.exported(e.files(), e.tests());
        } else if (event instanceof RunEvent.Counterexample e) {
            run.counterexample(new GenerationRun.Counterexample(e.vector(), e.structure(), e.parameters(), e.problem()));
        } else if (event instanceof RunEvent.Finished e) {
            GenerationRun.State end = switch (e.outcome()) {
                case COMPLETED -> GenerationRun.State.COMPLETED;
                case CANCELLED -> GenerationRun.State.CANCELLED;
                default -> GenerationRun.State.FAILED;
            };
            run.finished(end, e.explored(), e.valid(), e.millis(), e.message(), e.snapshot(), e.fallbackReason());
        }
    }
}
