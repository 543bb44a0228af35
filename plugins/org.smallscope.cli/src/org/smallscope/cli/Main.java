package org.smallscope.cli;

import org.smallscope.cli.commands.InterruptGuard;
import org.smallscope.cli.commands.SmallscopeCommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.registry.CommandRegistry;
import org.smallscope.cli.registry.NotInstalledCommand;
import org.smallscope.cli.registry.SmallscopeSubcommand;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code smallscope} command line: the commands of {@link CommandRegistry} under one top-level command; {@link #run}
 * does everything without exiting, so tests can call it.
 */
public final class Main {

    private Main() {
    }

    /** Runs the command line and exits with its status (unless a Ctrl-C is already ending the JVM). */
    public static void main(String[] args) {
        int code = run(args, Streams.system());
        if (InterruptGuard.signalled()) {
            // The JVM is exiting on a signal and the shutdown hooks are running; System.exit would
            // block until they end. Returning lets the JVM finish with the signal's status (130).
            return;
        }
        System.exit(code);
    }

    /**
     * Runs the command line on {@code args}, writing results to {@code out} and errors to
     * {@code err}; never exits the JVM and never shows a progress bar unless asked.
     *
     * @return the exit status (see {@link ExitCodes})
     */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, new Streams(out, err, Charset.defaultCharset(), false));
    }

    public static int run(String[] args, Streams streams) {
        try {
            return commandLine(streams, args.length > 0 ? args[0] : null).execute(args);
        } finally {
            streams.out().flush();
            streams.err().flush();
        }
    }

    /** @return the configured command hierarchy writing to {@code streams} */
    public static CommandLine commandLine(Streams streams) {
        return commandLine(streams, null);
    }

    /**
     * @param first the first argument (or null): when it names a registered command, only that one is built (picocli reads
     *        each command's annotations when it is added)
     * @return the configured command hierarchy writing to {@code streams}
     */
    private static CommandLine commandLine(Streams streams, String first) {
        SmallscopeSubcommand named = first == null || first.startsWith("-") ? null : CommandRegistry.find(first);
        CommandLine cl = new CommandLine(new SmallscopeCommand(streams));
        if (named != null) {
            cl.addSubcommand(first, named.command(streams));
        } else {
            CommandRegistry registry = CommandRegistry.load();
            for (String name : registry.names()) {
                cl.addSubcommand(name, registry.create(name, streams));
            }
            registry.notInstalled().forEach((name, module) -> cl.addSubcommand(name, NotInstalledCommand.spec(name, module, streams)));
            cl.addSubcommand("help", new CommandLine.HelpCommand());
        }
        documentExitCodes(cl);
        cl.setOut(new PrintWriter(new OutputStreamWriter(streams.out(), streams.charset()), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(streams.err(), streams.charset()), true));
        cl.setColorScheme(Help.defaultColorScheme(streams.errIsTerminal() ? Help.Ansi.AUTO : Help.Ansi.OFF));
        cl.setParameterExceptionHandler((ex, badArgs) -> {
            CommandLine c = ex.getCommandLine();
            if (c == cl && ex instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()
                    && !u.getUnmatched().get(0).startsWith("-")) {
                c.getErr().println(ErrorReporter.PREFIX + "unknown command '" + u.getUnmatched().get(0) + "'; the commands are: "
                        + String.join(", ", cl.getSubcommands().keySet()) + " (see 'smallscope --help')");
                UnmatchedArgumentException.printSuggestions(ex, c.getErr());
                c.getErr().flush();
                return ExitCodes.USAGE;
            }
            c.getErr().println(ErrorReporter.PREFIX + Formats.oneLine(ex.getMessage()) + " (see '"
                    + c.getCommandSpec().qualifiedName() + " --help')");
            UnmatchedArgumentException.printSuggestions(ex, c.getErr());
            c.getErr().flush();
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, c, parseResult) -> {
            c.getErr().flush();
            if (c.getCommand() instanceof IExecutionExceptionHandler own) { // a module's command that reports its own errors
                return own.handleExecutionException(ex, c, parseResult);
            }
            return new ErrorReporter(streams.err(), verbose(parseResult)).report(ex);
        });
        return cl;
    }

    private static void documentExitCodes(CommandLine cl) {
        cl.getCommandSpec().usageMessage().exitCodeListHeading("%nExit codes:%n").exitCodeList(ExitCodes.descriptions());
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (!(sub.getCommand() instanceof CommandLine.HelpCommand)) {
                documentExitCodes(sub);
            }
        }
    }

    private static boolean verbose(ParseResult parseResult) {
        for (ParseResult p = parseResult; p != null; p = p.hasSubcommand() ? p.subcommand() : null) {
            if (p.hasMatchedOption("--verbose")) {
                return true;
            }
        }
        return false;
    }
}
