package org.smallscope.cli.commands;

import org.smallscope.engine.run.RunSpecFlags;
import java.util.List;

import picocli.CommandLine.Option;

/** API mode's options: {@code --api}, the builders, the methods to exclude, the most calls, the call time limit and the cross-check. */
public final class BuilderOptions {

    @Option(names = RunSpecFlags.API, description = "API mode: build the structures by calling the class's own builder methods (its public constructors,"
            + " then --builders, or every public method with int or boolean parameters that changes the object) breadth first, keeping one"
            + " shortest call sequence per distinct state; --args n bounds the objects (n besides the object itself), the calls (n) and"
            + " the int arguments (0..n-1).")
    boolean api;

    @Option(names = RunSpecFlags.BUILDERS, paramLabel = "<m,...>", split = ",", description = "--api: the builder methods by name, in this order."
            + " Default: found automatically.")
    List<String> builders = List.of();

    @Option(names = RunSpecFlags.EXCLUDE, paramLabel = "<m,...>", split = ",", description = "--api: methods never used as builders when they are found"
            + " automatically.")
    List<String> exclude = List.of();

    @Option(names = RunSpecFlags.CALLS, paramLabel = "<k>", description = "--api: the most method calls after the constructor. Default: n (--args).")
    Integer calls;

    @Option(names = RunSpecFlags.CALL_TIMEOUT, paramLabel = "<ms>", description = "--api: the most milliseconds one builder call may take; a call that"
            + " takes longer ends the run with an error naming it and its sequence (exit 9). 0: no limit. Default: 10000.")
    Long callTimeout;

    @Option(names = RunSpecFlags.CROSS_CHECK, description = "--api: also run the repOk search at the same bounds (the class's finitization with --args)"
            + " and report the states the builders reach that repOk rejects and the structures repOk accepts that no sequence builds.")
    boolean crossCheck;

    /** @return whether an API-mode option other than --api was given */
    boolean refinements() {
        return !builders.isEmpty() || !exclude.isEmpty() || calls != null || callTimeout != null || crossCheck;
    }
}
