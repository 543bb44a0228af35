package org.smallscope.cli;

import org.smallscope.cli.commands.BenchCommand;
import org.smallscope.cli.commands.CountBenchCommand;
import org.smallscope.cli.commands.CountCommand;
import org.smallscope.cli.commands.DemoCommand;
import org.smallscope.cli.commands.GenerateCommand;
import org.smallscope.cli.commands.IncrementalBenchCommand;
import org.smallscope.cli.commands.InterruptGuard;
import org.smallscope.cli.commands.ListExamplesCommand;
import org.smallscope.cli.commands.MigrateKoratCommand;
import org.smallscope.cli.commands.SmallscopeCommand;
import org.smallscope.cli.commands.SnapshotsCommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.Streams;

import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code smallscope} command line: {@code generate}, {@code demo}, {@code bench},
 * {@code list-examples}. {@link #run} does everything without exiting, so tests can call it.
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
     * @param first the first argument (or null): when it names a subcommand other than {@code help}, only that one is
     *        built (picocli reads each command's annotations when it is added: ~0.1 s of every start for all of them)
     * @return the configured command hierarchy writing to {@code streams}
     */
    private static CommandLine commandLine(Streams streams, String first) {
        Map<String, Supplier<Object>> subcommands = new LinkedHashMap<>();
        subcommands.put("generate", () -> new GenerateCommand(streams));
        subcommands.put("demo", () -> new DemoCommand(streams));
        subcommands.put("bench", () -> new BenchCommand(streams));
        subcommands.put("bench-incremental", () -> new IncrementalBenchCommand(streams));
        subcommands.put("count", () -> new CountCommand(streams));
        subcommands.put("bench-count", () -> new CountBenchCommand(streams));
        subcommands.put("snapshots", () -> new SnapshotsCommand(streams));
        subcommands.put("list-examples", () -> new ListExamplesCommand(streams));
        subcommands.put("migrate-korat", () -> new MigrateKoratCommand(streams));
        subcommands.put("help", CommandLine.HelpCommand::new);
        CommandLine cl = new CommandLine(new SmallscopeCommand(streams));
        if (first != null && !first.equals("help") && subcommands.containsKey(first)) {
            cl.addSubcommand(first, subcommands.get(first).get());
        } else {
            subcommands.forEach((name, command) -> cl.addSubcommand(name, command.get()));
        }
        documentExitCodes(cl);
        cl.setOut(new PrintWriter(new OutputStreamWriter(streams.out(), streams.charset()), true));
        cl.setErr(new PrintWriter(new OutputStreamWriter(streams.err(), streams.charset()), true));
        cl.setColorScheme(Help.defaultColorScheme(streams.errIsTerminal() ? Help.Ansi.AUTO : Help.Ansi.OFF));
        cl.setParameterExceptionHandler((ex, badArgs) -> {
            CommandLine c = ex.getCommandLine();
            c.getErr().println(ErrorReporter.PREFIX + Formats.oneLine(ex.getMessage()) + " (see '"
                    + c.getCommandSpec().qualifiedName() + " --help')");
            UnmatchedArgumentException.printSuggestions(ex, c.getErr());
            c.getErr().flush();
            return ExitCodes.USAGE;
        });
        cl.setExecutionExceptionHandler((ex, c, parseResult) -> {
            c.getErr().flush();
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
