package org.smallscope.cli.commands;

import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.smallscope.examples.Examples;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code smallscope list-examples}: the bundled subjects by short name, with their classes. */
@Command(name = "list-examples", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Lists the bundled examples.",
            "Short name (for --example), class, and whether the paper's Table II has counts for it."})
public final class ListExamplesCommand implements Callable<Integer>, SmallscopeSubcommand {

    @Mixin
    CommonOptions common;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public ListExamplesCommand() {
        this(Streams.system());
    }

    public ListExamplesCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new ListExamplesCommand(streams);
    }

    @Override
    public Integer call() {
        List<String> tableII = Arrays.asList(org.smallscope.examples.PaperTables.subjects());
        TextTable table = new TextTable("example", "class", "Table II");
        try (ClassFiles files = ClassFiles.fromOwnLoaders()) {
            for (Map.Entry<String, String> e : Examples.all().entrySet()) {
                String note = tableII.contains(e.getKey()) ? "sizes 4-10" : "";
                if (!files.has(e.getValue())) {
                    note = "(not in this build)";
                }
                table.row(e.getKey(), e.getValue(), note);
            }
            for (Map.Entry<String, String> e : Examples.generators().entrySet()) {
                table.row(e.getKey(), e.getValue(), "generator program (UDITA Fig. 13)");
            }
        }
        table.print(streams.out());
        streams.out().flush();
        return ExitCodes.OK;
    }
}
