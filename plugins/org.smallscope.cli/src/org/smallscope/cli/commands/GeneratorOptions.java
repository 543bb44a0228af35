package org.smallscope.cli.commands;

import org.smallscope.engine.run.RunSpecFlags;
import org.smallscope.engine.udita.ChoiceMode;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Option;

/** How a generator program's choices are made: {@code --eager} (the default) or {@code --delayed}. */
public final class GeneratorOptions {

    /** At most one of --eager and --delayed. */
    static final class Choice {
        @Option(names = RunSpecFlags.EAGER, description = "Generator programs: make every choice when it is called (the default; UDITA's reference semantics).")
        boolean eager;

        @Option(names = RunSpecFlags.DELAYED, description = "Generator programs: make a choice stored into a field or array element only when it is"
                + " first read (delayed choice; the same inputs, usually far fewer paths).")
        boolean delayed;
    }

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    Choice choice;

    /** @return whether --eager or --delayed was given */
    boolean given() {
        return choice != null;
    }

    /** @return the mode asked for (eager by default) */
    ChoiceMode mode() {
        return choice != null && choice.delayed ? ChoiceMode.DELAYED : ChoiceMode.EAGER;
    }
}
