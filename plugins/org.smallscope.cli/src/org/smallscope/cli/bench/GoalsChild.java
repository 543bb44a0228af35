package org.smallscope.cli.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Locale;

import org.smallscope.cli.Main;
import org.smallscope.cli.commands.ClassFiles;
import org.smallscope.cli.commands.ExampleRun;
import org.smallscope.cli.commands.InterruptGuard;
import org.smallscope.cli.output.Formats;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.examples.Examples;

/**
 * The child JVM of {@code bench --goals} ({@link GoalsBench}): searches of one example in a fresh process, so that the
 * process's CPU time is the search's (with the JVM's start), told on standard output as lines starting with {@value #PREFIX}.
 * The search mode is the JVM's {@code -Dsmallscope.search.koratExact}, set by the parent.
 * <ul>
 * <li>{@code ladder <example> <max scope>}: scopes 1, 2, ... on one thread, {@code start n} before and a result line after
 * each, until the parent stops the process (over its budget) or the largest scope is done;</li>
 * <li>{@code search <example> <scope> <threads>}: one search and its result line, with the process's CPU time;</li>
 * <li>{@code cli <cpu file> <arguments...>}: the command line itself ({@link Main#main}); the process's CPU time at its
 * exit is written to the file.</li>
 * </ul>
 */
public final class GoalsChild {

    /** What every line of the protocol starts with (other output, as the JVM's warnings, is not the protocol). */
    static final String PREFIX = "goals ";

    /** Per-candidate time limit of the searches, as {@code bench}'s default. */
    private static final long CANDIDATE_TIMEOUT_MILLIS = 10_000;

    private GoalsChild() {
    }

    /** Runs what the arguments say (see the class comment); exit status 0 when every search completed. */
    public static void main(String[] args) throws IOException {
        PrintStream out = System.out;
        if (args.length >= 2 && args[0].equals("cli")) {
            Path cpuFile = Path.of(args[1]);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> writeCpu(cpuFile), "goals-cpu"));
            Main.main(Arrays.copyOfRange(args, 2, args.length));
            return;
        }
        if (args.length != 3 && args.length != 4) {
            throw new IllegalArgumentException("usage: ladder <example> <max scope> | search <example> <scope> <threads> | cli <cpu file> <args>");
        }
        String example = args[1];
        int status = 0;
        try (InterruptGuard guard = InterruptGuard.install(); ClassFiles files = ClassFiles.fromOwnLoaders()) {
            if (args[0].equals("ladder")) {
                for (int scope = 1; scope <= Integer.parseInt(args[2]) && status == 0; scope++) {
                    out.println(PREFIX + "start " + scope);
                    out.flush();
                    status = search(example, scope, 1, files, guard, out);
                }
            } else if (args[0].equals("search")) {
                status = search(example, Integer.parseInt(args[2]), Integer.parseInt(args[3]), files, guard, out);
            } else {
                throw new IllegalArgumentException("unknown mode " + args[0]);
            }
        } catch (RuntimeException e) {
            out.println(PREFIX + "error " + Formats.oneLine(String.valueOf(e.getMessage() != null ? e.getMessage() : e)));
            status = 1;
        }
        out.flush();
        System.exit(status);
    }

    /**
     * @return the finitization's arguments for {@code scope}: {@code [scope]}, or {@code scope} for each bound when the
     *         example's finitization has no one-bound form (as {@code finIntList(nodes, values)})
     */
    static int[] arguments(String example, int scope) {
        String className = Examples.className(example).orElseThrow(() -> new IllegalArgumentException("unknown example " + example));
        try {
            Class<?> c = Class.forName(className, false, GoalsChild.class.getClassLoader());
            String name = "fin" + c.getSimpleName();
            int arity = Arrays.stream(c.getMethods()).filter(m -> m.getName().equals(name) && Modifier.isStatic(m.getModifiers()))
                    .filter(m -> Arrays.stream(m.getParameterTypes()).allMatch(t -> t == int.class)).mapToInt(m -> m.getParameterCount())
                    .filter(n -> n > 0).min().orElse(1);
            int[] args = new int[arity];
            Arrays.fill(args, scope);
            return args;
        } catch (ClassNotFoundException | LinkageError e) {
            return new int[] {scope};
        }
    }

    /** Searches {@code example} at {@code scope} and prints {@code done <scope> <outcome> <explored> <valid> <exceptions> <search ns> <process CPU ns>}. */
    private static int search(String example, int scope, int threads, ClassFiles files, InterruptGuard guard, PrintStream out) {
        Subject subject = ExampleRun.load(example, arguments(example, scope), files);
        SearchResult r = ExampleRun.run(subject, threads, CANDIDATE_TIMEOUT_MILLIS, guard, false, System.err, false).result();
        out.println(String.format(Locale.ROOT, "%sdone %d %s %d %d %d %d %d", PREFIX, scope, r.outcome(), r.explored(), r.valid(),
                r.predicateExceptions(), r.nanos(), LookAheadBench.processCpuNanos()));
        out.flush();
        return r.outcome() == org.smallscope.engine.protocol.Outcome.COMPLETED && r.predicateExceptions() == 0 ? 0 : 1;
    }

    private static void writeCpu(Path file) {
        try {
            Files.writeString(file, Long.toString(LookAheadBench.processCpuNanos()));
        } catch (IOException e) {
            System.err.println("smallscope: cannot write " + file + ": " + e.getMessage());
        }
    }
}
