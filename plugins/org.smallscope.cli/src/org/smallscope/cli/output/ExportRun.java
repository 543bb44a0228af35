package org.smallscope.cli.output;

import java.util.List;

import org.smallscope.engine.export.methods.Counterexample;
import org.smallscope.engine.export.methods.MethodRun;
import org.smallscope.engine.export.model.ExportResult;

/**
 * What {@code generate --junit} and {@code --method} did after the search: plain data, for the
 * summary and for streaming as events.
 *
 * @param export the files written by --junit, or null without --junit
 * @param methodRun the method mode run of --method, or null without --method
 */
public record ExportRun(ExportResult export, MethodRun methodRun) {

    /** @return method mode's counterexamples (empty without --method) */
    public List<Counterexample> counterexamples() {
        return methodRun == null ? List.of() : methodRun.counterexamples();
    }
}
