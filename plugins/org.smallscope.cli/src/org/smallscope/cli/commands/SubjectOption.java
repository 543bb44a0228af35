package org.smallscope.cli.commands;

import java.util.Locale;
import java.util.Map;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.run.RunSpec;
import org.smallscope.engine.run.RunSpecFlags;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.Examples;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The subject of a run, as options: a class ({@code --class}) or a bundled example
 * ({@code --example}), the finitization's arguments and name, and where the class files are.
 */
public final class SubjectOption {

    /** Exactly one of --class and --example. */
    public static final class Choice {
        @Option(names = RunSpecFlags.CLASS, paramLabel = "<fqcn>", required = true,
                description = "Binary name of the class with repOk, e.g. com.acme.SortedList (nested: Outer$Inner).")
        String className;

        @Option(names = RunSpecFlags.EXAMPLE, paramLabel = "<name>", required = true,
                description = "A bundled example by short name (see list-examples), e.g. BST, RBT.")
        String example;

        @Option(names = RunSpecFlags.GENERATOR, paramLabel = "<Class#method>", required = true,
                description = "A generator program (UDITA): a method whose int parameters are the bounds (--args) and which returns the input,"
                        + " making choices with org.smallscope.api.udita (getInt, assume, ObjectPool), e.g. com.acme.Gens#sortedList.")
        String generator;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Choice choice;

    @Option(names = RunSpecFlags.ARGS, paramLabel = "<n,...>", converter = FinitizationArgs.Converter.class,
            description = "The finitization's int arguments, comma-separated, e.g. 5 or 3,4.")
    FinitizationArgs args = FinitizationArgs.NONE;

    @Option(names = {RunSpecFlags.CLASSPATH, "-cp"}, paramLabel = "<path>",
            description = "Directories and jars holding the subject's classes, separated by '${sys:path.separator}'."
                    + " Default: smallscope's own class path (the bundled examples).")
    String classpath;

    @Option(names = RunSpecFlags.FINITIZATION, paramLabel = "<method>",
            description = "Name of the static finitization method of the subject, or of another class (say, in test classes):"
                    + " pkg.Other#method (binary class name) or Other#method (in the subject's package), e.g."
                    + " com.acme.CacheBounds#finCache. Default: fin<SimpleName>, else the @Finitization method.")
    String finitization;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** @return the canonical short name of the example (--example, or --class naming an example class), else null */
    public String exampleName() {
        if (choice.example != null) {
            return canonicalExample(choice.example);
        }
        for (Map.Entry<String, String> e : Examples.all().entrySet()) {
            if (e.getValue().equals(choice.className)) {
                return e.getKey();
            }
        }
        return null;
    }

    /** @return the generator method ({@code Class#method}) of --generator or of a generator example (--example NQueensGen), else null */
    public String generatorSpec() {
        if (choice.generator != null) {
            return choice.generator.trim();
        }
        return choice.example == null ? null : Examples.generator(choice.example).orElse(null);
    }

    /** @return the canonical short name of the generator example (--example NQueensGen), else null */
    public String generatorExample() {
        if (choice.example == null) {
            return null;
        }
        return Examples.generators().keySet().stream().filter(k -> k.equalsIgnoreCase(choice.example.trim())).findFirst().orElse(null);
    }

    /** @return the class name asked for (for an example: its class, or the name given if there is no such example) */
    public String requestedClass() {
        return choice.example != null ? Examples.className(choice.example).orElse(choice.example) : choice.className.trim();
    }

    /** @return the subject as a run spec names it */
    public RunSpec.Target target() {
        return new RunSpec.Target(choice.className, choice.example, choice.generator, classpath);
    }

    /** @return the finitization and its arguments as a run spec names them */
    public RunSpec.Bounds bounds() {
        return RunSpec.Bounds.of(finitization, args.values());
    }

    /** @return the finitization arguments */
    public int[] args() {
        return args.values();
    }

    /** @return the class files this run reads: --classpath, else smallscope's own loaders */
    public ClassFiles classFiles() {
        if (classpath == null) {
            return ClassFiles.fromOwnLoaders();
        }
        try {
            return ClassFiles.fromClassPath(classpath);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
    }

    /** @return the engine's request; a missing class is reported as the engine's CLASS_NOT_FOUND, saying where it looked */
    public SubjectRequest request(ClassFiles files) {
        String name = choice.example != null ? exampleClass() : choice.className.trim();
        if (!files.has(name)) {
            String nested = nestedSpelling(files, name);
            if (nested == null) {
                String where = choice.example != null
                        ? " (the example " + exampleName() + " is not part of this build)"
                        : " (" + files.origin() + (classpath == null ? "; use --classpath <dirs/jars> for your own classes)" : ")");
                throw EngineError.CLASS_NOT_FOUND.exception(name, where);
            }
            name = nested;
        }
        return new SubjectRequest(name, finitization, args.values(), files.source());
    }

    private String exampleClass() {
        return Examples.className(choice.example).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "unknown example '" + choice.example + "'; the examples are: " + String.join(", ", Examples.all().keySet())
                        + "; the generator examples: " + String.join(", ", Examples.generators().keySet())));
    }

    private static String canonicalExample(String name) {
        for (String key : Examples.all().keySet()) {
            if (key.toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return key;
            }
        }
        return name;
    }

    /** {@code a.b.Outer.Inner} given for {@code a.b.Outer$Inner}: the spelling that exists, else null. */
    private static String nestedSpelling(ClassFiles files, String name) {
        String candidate = name;
        for (int dot = candidate.lastIndexOf('.'); dot > 0; dot = candidate.lastIndexOf('.')) {
            candidate = candidate.substring(0, dot) + '$' + candidate.substring(dot + 1);
            if (files.has(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
