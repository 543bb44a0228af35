package org.smallscope.evaluation;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.smallscope.cli.Main;

/**
 * Generates one scope's suite with {@code smallscope generate --method m --junit dir} for each target method (the
 * engine's method mode and export), and reads how many inputs each had.
 */
public final class ScopeSuite {

    private static final Pattern INPUTS = Pattern.compile("\\): ([\\d,]+) inputs");

    /** The exported suite: its directory, its inputs (summed over the methods) and the time it took. */
    public record Exported(Path sources, long inputs, long millis) {
    }

    private ScopeSuite() {
    }

    /**
     * @param subjectArgs the subject options of {@code generate} ({@code --example X} or {@code --class C -cp P})
     * @param args the finitization arguments of this scope
     * @param methods the target methods
     * @param params the {@code --param} value of every method (or null for the defaults)
     * @param sources where the tests are written
     */
    public static Exported export(List<String> subjectArgs, String args, List<String> methods, String params, Path sources) {
        long inputs = 0;
        long t0 = System.nanoTime();
        for (String m : methods) {
            List<String> cli = new ArrayList<>(List.of("generate"));
            cli.addAll(subjectArgs);
            cli.addAll(List.of("--args", args, "--threads", "1", "--no-reuse", "--store", sources.resolveSibling("store").toString(),
                    "--method", m, "--junit", sources.toString()));
            if (params != null) {
                cli.addAll(List.of("--param", params));
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int rc = Main.run(cli.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            String text = out.toString(StandardCharsets.UTF_8);
            Matcher inputCount = INPUTS.matcher(text);
            if ((rc != 0 && rc != 9) || !inputCount.find()) {
                throw new IllegalStateException("smallscope " + String.join(" ", cli) + " failed (exit " + rc + "):\n" + text
                        + err.toString(StandardCharsets.UTF_8));
            }
            inputs += Long.parseLong(inputCount.group(1).replace(",", ""));
        }
        return new Exported(sources, inputs, (System.nanoTime() - t0) / 1_000_000);
    }
}
