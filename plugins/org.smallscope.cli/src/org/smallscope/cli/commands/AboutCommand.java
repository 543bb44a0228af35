package org.smallscope.cli.commands;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.smallscope.cli.registry.CommandRegistry;
import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.VersionProvider;

import picocli.CommandLine.Command;

/** {@code smallscope about}: what this installation is and runs on, for a bug report. */
@Command(name = "about", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Prints the version, the JVM, the machine and the installed commands (for a bug report)."})
public final class AboutCommand implements Callable<Integer>, SmallscopeSubcommand {

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public AboutCommand() {
        this(Streams.system());
    }

    public AboutCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new AboutCommand(streams);
    }

    @Override
    public Integer call() {
        CommandRegistry registry = CommandRegistry.load();
        List<String> installed = new ArrayList<>();
        registry.names().forEach(installed::add);
        streams.out().println("smallscope     " + VersionProvider.toolVersion());
        streams.out().println("jvm            " + MachineInfo.jvm());
        streams.out().println("machine        " + MachineInfo.os());
        streams.out().println("commands       " + String.join(", ", installed));
        List<String> missing = new ArrayList<>();
        registry.notInstalled().forEach((name, module) -> missing.add(name + " (" + module + ")"));
        streams.out().println("not installed  " + (missing.isEmpty() ? "none" : String.join(", ", missing)));
        streams.out().flush();
        return ExitCodes.OK;
    }
}
