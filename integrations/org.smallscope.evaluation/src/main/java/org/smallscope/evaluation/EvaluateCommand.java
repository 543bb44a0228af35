package org.smallscope.evaluation;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.smallscope.cli.Main;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.examples.Examples;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/** {@code smallscope evaluate}: coverage and mutation score of the exported method tests per scope, as a table, a JSON report and a chart. */
@Command(name = "evaluate", mixinStandardHelpOptions = true,
        description = "Measures the method tests Smallscope exports at each scope: JaCoCo statement and branch coverage of the methods "
                + "and the helpers they call, PIT mutation score, inputs and generation time.")
public final class EvaluateCommand implements Callable<Integer>, SmallscopeSubcommand, IExecutionExceptionHandler {

    @Option(names = "--example", description = "a bundled example, e.g. SearchTree")
    String example;
    @Option(names = "--class", description = "the subject's binary class name (with -cp)")
    String className;
    @Option(names = {"-cp", "--classpath"}, description = "class path of --class")
    String classPath;
    @Option(names = "--methods", required = true, split = ",", description = "target methods, e.g. add,remove")
    List<String> methods;
    @Option(names = "--sizes", required = true, description = "scopes: 1-6 or 1,3,5")
    String sizes;
    @Option(names = "--args", defaultValue = "{scope}", description = "finitization arguments per scope (default: ${DEFAULT-VALUE})")
    String args;
    @Option(names = "--param", defaultValue = "1..{scope}",
            description = "argument values of the methods (default: ${DEFAULT-VALUE}, the keys of Korat's evaluation; 'default' for generate's own)")
    String param;
    @Option(names = "--report", defaultValue = "evaluation.json", description = "the JSON report (default: ${DEFAULT-VALUE})")
    Path report;
    @Option(names = "--no-mutation", description = "skip PIT")
    boolean noMutation;
    @Option(names = "--no-chart", description = "write no chart")
    boolean noChart;
    @Option(names = "--work", description = "where the suites are written (default: a temporary directory)")
    Path work;

    private final PrintStream out;

    /** Makes the command printing to standard output (how {@link java.util.ServiceLoader} finds it). */
    public EvaluateCommand() {
        this(System.out);
    }

    /** @param out where the table goes */
    public EvaluateCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Object command(Streams streams) {
        return new EvaluateCommand(streams.out());
    }

    /** @return the exit status of {@code smallscope evaluate argv} run by the command line's Main (0 done, 2 bad usage, 1 failure) */
    public static int run(String[] argv, PrintStream out, PrintStream err) {
        String[] all = new String[argv.length + 1];
        all[0] = "evaluate";
        System.arraycopy(argv, 0, all, 1, argv.length);
        return Main.run(all, out, err);
    }

    /** Reports a failure of the run as {@code smallscope evaluate: <message>}, exit status 1. */
    @Override
    public int handleExecutionException(Exception e, CommandLine line, ParseResult parsed) {
        line.getErr().println("smallscope evaluate: " + e.getMessage());
        line.getErr().flush();
        return 1;
    }

    @Override
    public Integer call() throws Exception {
        List<String> subjectArgs = new ArrayList<>();
        String subject;
        if ((example == null) == (className == null)) {
            throw new CommandLine.ParameterException(new CommandLine(this), "give either --example or --class");
        }
        if (example != null) {
            subject = Examples.className(example)
                    .orElseThrow(() -> new IllegalArgumentException("unknown example " + example + "; see smallscope list-examples"));
            subjectArgs.addAll(List.of("--example", example));
        } else {
            subject = className;
            subjectArgs.addAll(List.of("--class", className));
            if (classPath != null) {
                subjectArgs.addAll(List.of("-cp", classPath));
            }
        }
        Path dir = work != null ? work : Evaluation.temporaryWork();
        Evaluation.Plan plan = new Evaluation.Plan(subject, subjectArgs, classPath, methods, scopes(sizes), args,
                "default".equals(param) ? null : param, !noMutation, dir);
        List<ScopeResult> results = new Evaluation(plan, out).run();
        EvaluationReport evaluation = new EvaluationReport(subject, methods, results);
        ResultTable.print(evaluation, results, out);
        String chart = null;
        Files.createDirectories(report.toAbsolutePath().getParent());
        if (!noChart) {
            Path png = report.toAbsolutePath().resolveSibling(stem(report) + ".png");
            QualityChartImage.write(subject.substring(subject.lastIndexOf('.') + 1), results, png);
            chart = png.getFileName().toString();
            out.println("chart   " + png);
        }
        evaluation.write(report, chart);
        out.println("report  " + report.toAbsolutePath());
        return 0;
    }

    private static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    /** @return the scopes of {@code 1-6} or {@code 1,3,5} */
    static List<Integer> scopes(String spec) {
        List<Integer> scopes = new ArrayList<>();
        for (String part : spec.split(",")) {
            String[] range = part.trim().split("-");
            try {
                int from = Integer.parseInt(range[0].trim());
                int to = range.length > 1 ? Integer.parseInt(range[1].trim()) : from;
                if (from < 0 || to < from || range.length > 2) {
                    throw new NumberFormatException();
                }
                for (int s = from; s <= to; s++) {
                    scopes.add(s);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--sizes: " + part + " is not a scope or a range like 1-6");
            }
        }
        return scopes;
    }
}
