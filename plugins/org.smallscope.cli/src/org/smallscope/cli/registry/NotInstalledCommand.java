package org.smallscope.cli.registry;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Unmatched;

/** A command of an optional module that is not on the class path: listed by the help, and saying how to get it when run. */
@Command(name = "not-installed")
public final class NotInstalledCommand implements Callable<Integer> {

    @Unmatched
    List<String> arguments = new ArrayList<>();

    private final String name;
    private final String module;
    private final Streams streams;

    private NotInstalledCommand(String name, String module, Streams streams) {
        this.name = name;
        this.module = module;
        this.streams = streams;
    }

    /** @return the command {@code name} of {@code module}, which takes any arguments and says it is not installed */
    public static CommandSpec spec(String name, String module, Streams streams) {
        CommandSpec spec = CommandSpec.forAnnotatedObject(new NotInstalledCommand(name, module, streams));
        spec.name(name);
        spec.usageMessage().description("(not installed: " + module + " is not on the class path; ./smallscope " + name
                + " builds it)");
        return spec;
    }

    /** @return the message of a run of this command */
    static String message(String name, String module) {
        return "the command '" + name + "' is not installed: its module " + module + " is not on the class path ("
                + "./smallscope " + name + " builds it on first use and puts it there; by hand: add " + module
                + "/target/*.jar and " + module + "/target/lib/*)";
    }

    @Override
    public Integer call() {
        new ErrorReporter(streams.err(), false).error(message(name, module));
        return ExitCodes.USAGE;
    }
}
