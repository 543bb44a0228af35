package org.smallscope.cli.commands;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.VersionProvider;

import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code smallscope}: the top-level command, which only dispatches to its subcommands. */
@Command(name = "smallscope", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Bounded-exhaustive test generation for Java: enumerates every non-isomorphic structure,"
                + " within bounds, for which a predicate (repOk) holds (the Korat search).",
        footerHeading = "%nExamples:%n",
        footer = {"  smallscope generate --example BST --args 5",
            "  smallscope generate --class com.acme.SortedList --classpath build/classes \\",
            "      --args 4 --out gen --report gen/report.json",
            "  smallscope demo",
            "  smallscope bench --subjects BST,BSTP,RBT --sizes 8-10 --markdown bench.md"})
public final class SmallscopeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    private final Streams streams;

    public SmallscopeCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Integer call() {
        new ErrorReporter(streams.err(), false).error("no command given; the commands are: "
                + String.join(", ", spec.subcommands().keySet()) + " (see 'smallscope --help')");
        return ExitCodes.USAGE;
    }
}
