package org.smallscope.interactions;

import java.io.File;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.smallscope.cli.Main;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.registry.SmallscopeSubcommand;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParseResult;

/** {@code smallscope interactions}: which option settings cover each line of a configurable program (iGen). */
@Command(name = "interactions", mixinStandardHelpOptions = true,
        description = "Infers, for every line the tests cover, the weakest formula over the program's options under which they cover it "
                + "(iGen: conjunctions, disjunctions and the two mixed forms), running the tests under few configurations.")
public final class InteractionsCommand implements Callable<Integer>, SmallscopeSubcommand, IExecutionExceptionHandler {

    /** The bundled examples' package. */
    static final String EXAMPLES = "org.smallscope.examples.interactions.";
    /** The bundled examples. */
    static final List<String> EXAMPLE_NAMES = List.of("PaperExample", "GrepExample", "CacheExample");

    @Option(names = "--example", description = "a bundled example: PaperExample, GrepExample, CacheExample")
    String example;
    @Option(names = "--class", description = "the program's binary class name (its static @Option fields are the options)")
    String className;
    @Option(names = {"-cp", "--classpath"}, description = "class path of the program and its tests")
    String classPath;
    @Option(names = "--tests", split = ",", description = "the JUnit test classes (default with --example: <example>Test)")
    List<String> tests;
    @Option(names = "--options", description = "an options file: name=v1,v2,... per static field (adds to or replaces @Option)")
    Path options;
    @Option(names = "--seed", defaultValue = "0", description = "random seed (default: ${DEFAULT-VALUE})")
    long seed;
    @Option(names = "--iterations", defaultValue = "100", description = "iteration budget (default: ${DEFAULT-VALUE})")
    int iterations;
    @Option(names = "--patience", defaultValue = "1",
            description = "rounds of random refills (after every component was refined) that may change nothing before "
                    + "stopping (default: ${DEFAULT-VALUE}; 0: stop once every component was refined)")
    int patience;
    @Option(names = "--exhaustive", description = "run every configuration (the ground truth)")
    boolean exhaustive;
    @Option(names = "--compare-exhaustive", description = "also run every configuration and report iGen's f-score against it")
    boolean compare;
    @Option(names = "--seeds", description = "benchmark: iGen with each seed of a range like 0-20 against the exhaustive coverage; "
            + "prints configurations, exactness and f-score per seed and the medians")
    String seeds;
    @Option(names = "--jvm-per-configuration",
            description = "fork one JVM per configuration (default: one JVM serves the whole search, a class loader per configuration)")
    boolean jvmPerConfiguration;
    @Option(names = "--sources", split = ":", description = "source directories (separated by :), for the // Lk labels of lines")
    List<Path> sources = new ArrayList<>();
    @Option(names = "--report", description = "the JSON report (smallscope-interactions/1)")
    Path report;

    private final PrintStream out;

    /** Makes the command printing to standard output (how {@link java.util.ServiceLoader} finds it). */
    public InteractionsCommand() {
        this(System.out);
    }

    /** @param out where the table goes */
    public InteractionsCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Object command(Streams streams) {
        return new InteractionsCommand(streams.out());
    }

    /** @return the exit status of {@code smallscope interactions argv} run by the command line's Main (0 done, 2 bad usage, 1 failure) */
    public static int run(String[] argv, PrintStream out, PrintStream err) {
        String[] all = new String[argv.length + 1];
        all[0] = "interactions";
        System.arraycopy(argv, 0, all, 1, argv.length);
        return Main.run(all, out, err);
    }

    /** Reports a failure of the run as {@code smallscope interactions: <message>}, exit status 1. */
    @Override
    public int handleExecutionException(Exception e, CommandLine line, ParseResult parsed) {
        line.getErr().println("smallscope interactions: " + e.getMessage());
        line.getErr().flush();
        return 1;
    }

    @Override
    public Integer call() throws Exception {
        if ((example == null) == (className == null)) {
            throw new CommandLine.ParameterException(new CommandLine(this), "give either --example or --class");
        }
        if (example != null && !EXAMPLE_NAMES.contains(example)) {
            throw new IllegalArgumentException("unknown example " + example + "; the examples are " + String.join(", ", EXAMPLE_NAMES));
        }
        String program = example != null ? EXAMPLES + example : className;
        String cp = classPath;
        if (example != null) {
            cp = Path.of(InteractionsCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
            if (tests == null) {
                tests = List.of(program + "Test");
            }
        }
        if (tests == null || tests.isEmpty()) {
            throw new CommandLine.ParameterException(new CommandLine(this), "give the JUnit test classes with --tests");
        }
        ProgramUnderTest put = ProgramUnderTest.load(program, tests, cp == null ? "" : cp, example != null ? "--example " + example : "-cp");
        OptionSpace space = ProgramOptions.of(put.programClass(), options);
        try (ForkedCoverage forked = new ForkedCoverage(space, program, tests, put.classPath(), jvmPerConfiguration)) {
            return search(program, space, forked, new SourceLabels(sources, put.loader()));
        }
    }

    private int search(String program, OptionSpace space, ForkedCoverage forked, SourceLabels labels) throws Exception {
        if (seeds != null) {
            SeedBenchmark.run(space, forked, SeedBenchmark.range(seeds), iterations, patience, labels, out);
            return 0;
        }
        long start = System.nanoTime();
        InteractionSearch search = new InteractionSearch(space, forked);
        InteractionSearch.Result result = exhaustive ? search.exhaustive() : search.igen(seed, iterations, patience);
        long millis = (System.nanoTime() - start) / 1_000_000;   // the search only, not the comparison
        Double fScore = null;
        if (compare && !exhaustive) {
            InteractionSearch.Result all = new InteractionSearch(space, new KnownCoverage(result.explored(), forked)).exhaustive();
            fScore = FScore.of(space, result.locations(), all.locations());
        }
        InteractionsReport r = new InteractionsReport(new InteractionsReport.Run(program, tests, seed, exhaustive, millis, fScore), result, labels);
        r.print(out);
        if (report != null) {
            r.write(report);
            out.println("report  " + report.toAbsolutePath());
        }
        return 0;
    }

    /** The program and its tests, found on the user's class path. */
    record ProgramUnderTest(Class<?> programClass, URLClassLoader loader, String classPath) {

        static ProgramUnderTest load(String program, List<String> tests, String classPath, String where) throws Exception {
            List<URL> urls = new ArrayList<>();
            for (String entry : classPath.split(File.pathSeparator)) {
                if (!entry.isBlank()) {
                    urls.add(Path.of(entry).toUri().toURL());
                }
            }
            URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), InteractionsCommand.class.getClassLoader());
            Class<?> type;
            try {
                type = Class.forName(program, false, loader);
            } catch (ClassNotFoundException | NoClassDefFoundError | IllegalArgumentException e) {
                throw new IllegalArgumentException("program class " + program + " not found on the class path (" + describe(classPath, where) + ")");
            }
            for (String t : tests) {
                if (loader.getResource(t.replace('.', '/') + ".class") == null) {
                    throw new IllegalArgumentException("test class " + t + " not found on the class path (" + describe(classPath, where) + ")");
                }
            }
            return new ProgramUnderTest(type, loader, classPath);
        }

        private static String describe(String classPath, String where) {
            return classPath.isBlank() ? "none given: use -cp" : where.startsWith("--example") ? where : classPath;
        }
    }

}
