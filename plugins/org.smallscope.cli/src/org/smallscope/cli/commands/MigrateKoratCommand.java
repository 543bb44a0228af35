package org.smallscope.cli.commands;

import org.smallscope.cli.registry.SmallscopeSubcommand;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.engine.io.AtomicFile;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code smallscope migrate-korat <dir>}: rewrites the names of Korat's finitization API ({@code korat.finitization} and
 * {@code korat.finitization.impl}, in imports and qualified names) to Smallscope's {@code org.smallscope.api} in every Java
 * file of a tree, changing nothing else, and prints what it changed as a unified diff.
 */
@Command(name = "migrate-korat", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Rewrites Korat 1.0 finitization imports to Smallscope's API in a source tree.",
            "korat.finitization.X and korat.finitization.impl.X become org.smallscope.api.X (imports and qualified names);",
            "nothing else changes. Prints a unified diff of the changes; --dry-run writes nothing."})
public final class MigrateKoratCommand implements Callable<Integer>, SmallscopeSubcommand {

    /** Korat's API packages as a qualified-name prefix. */
    private static final Pattern KORAT = Pattern.compile("\\bkorat\\.finitization(?:\\.impl)?\\.(?=[A-Za-z*])");
    private static final String SMALLSCOPE = "org.smallscope.api.";

    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "<dir>", description = "The source tree (or one Java file) to migrate.")
    Path root;

    @Option(names = "--dry-run", description = "Print the diff without writing the files.")
    boolean dryRun;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public MigrateKoratCommand() {
        this(Streams.system());
    }

    public MigrateKoratCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new MigrateKoratCommand(streams);
    }

    @Override
    public Integer call() {
        PrintStream out = streams.out();
        if (!Files.exists(root)) {
            streams.err().println("smallscope: migrate-korat: " + root + " does not exist");
            return ExitCodes.USAGE;
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".java")).sorted().forEach(files::add);
        } catch (IOException e) {
            streams.err().println("smallscope: migrate-korat: cannot read " + root + ": " + AtomicFile.describe(e));
            return ExitCodes.USAGE;
        }
        int changedFiles = 0;
        int changedLines = 0;
        for (Path file : files) {
            String text;
            try {
                text = Files.readString(file, StandardCharsets.UTF_8);
            } catch (IOException e) {
                streams.err().println("smallscope: migrate-korat: skipped " + file + ": " + AtomicFile.describe(e));
                continue;
            }
            String[] lines = text.split("\n", -1);
            StringBuilder diff = new StringBuilder();
            int changed = 0;
            for (int i = 0; i < lines.length; i++) {
                Matcher m = KORAT.matcher(lines[i]);
                if (m.find()) {
                    String now = m.replaceAll(SMALLSCOPE);
                    diff.append("@@ -").append(i + 1).append(" +").append(i + 1).append(" @@\n-").append(lines[i]).append("\n+").append(now)
                            .append('\n');
                    lines[i] = now;
                    changed++;
                }
            }
            if (changed == 0) {
                continue;
            }
            Path name = file.equals(root) ? file.getFileName() : root.relativize(file);
            out.print("--- a/" + name + "\n+++ b/" + name + "\n" + diff);
            if (!dryRun) {
                try {
                    AtomicFile.write(file, String.join("\n", lines));
                } catch (IOException e) {
                    streams.err().println("smallscope: migrate-korat: cannot write " + file + ": " + AtomicFile.describe(e));
                    return ExitCodes.USAGE;
                }
            }
            changedFiles++;
            changedLines += changed;
        }
        streams.err().println("smallscope: migrate-korat: " + changedLines + " line" + (changedLines == 1 ? "" : "s") + " in " + changedFiles
                + " of " + files.size() + " Java file" + (files.size() == 1 ? "" : "s") + (dryRun ? " would change (--dry-run: nothing written)" : " changed"));
        out.flush();
        return ExitCodes.OK;
    }
}
