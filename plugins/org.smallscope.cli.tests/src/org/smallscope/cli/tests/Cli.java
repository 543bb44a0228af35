package org.smallscope.cli.tests;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.smallscope.cli.Main;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** Runs the command line in-process, as the tests need it, and captures what it prints. */
final class Cli {

    /** The package of the tests' own subjects. */
    static final String SUBJECTS = "org.smallscope.cli.tests.subjects.";

    /**
     * What one run did.
     *
     * @param exitCode the exit status
     * @param out what it printed on standard output
     * @param err what it printed on standard error
     */
    record Result(int exitCode, String out, String err) {

        /** @return a description for assertion messages */
        String describe() {
            return "exit " + exitCode + "\n--- out:\n" + out + "--- err:\n" + err;
        }
    }

    private Cli() {
    }

    /**
     * @return the result of {@code smallscope <args>}; a {@code generate} without {@code --store} gets a
     *         fresh store of its own, so that runs do not reuse each other's snapshots
     */
    static Result run(String... args) {
        if (args.length > 0 && args[0].equals("generate") && !java.util.Arrays.asList(args).contains("--store")) {
            String[] more = java.util.Arrays.copyOf(args, args.length + 2);
            more[args.length] = "--store";
            more[args.length + 1] = Scratch.create().toString();
            return runAsIs(more);
        }
        return runAsIs(args);
    }

    /** @return the result of {@code smallscope <args>}, exactly as given */
    static Result runAsIs(String... args) {
        Charset cs = Charset.defaultCharset();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, cs); PrintStream e = new PrintStream(err, true, cs)) {
            code = Main.run(args, o, e);
        }
        return new Result(code, out.toString(cs), err.toString(cs));
    }

    /** @return the parsed JSON report */
    static JsonObject report(Path file) throws IOException {
        return JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8)).getAsJsonObject();
    }
}
