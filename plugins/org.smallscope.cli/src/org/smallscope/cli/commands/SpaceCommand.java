package org.smallscope.cli.commands;

import java.io.PrintStream;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;
import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.SlotValues;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;

/** {@code smallscope space}: a finitization's candidate space, its size and every field's values, without searching it. */
@Command(name = "space", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, sortOptions = false,
        description = {"Prints a finitization's candidate space without searching it.",
            "Its size (the product of the fields' value counts, before any pruning), then one line per field of the candidate"
                    + " vector, in search order: how many values it takes and which."})
public final class SpaceCommand implements Callable<Integer>, SmallscopeSubcommand {

    /** The most value labels a line shows; the rest are counted. */
    static final int LABELS_SHOWN = 8;

    @Mixin
    SubjectOption subject;

    @Mixin
    CommonOptions common;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public SpaceCommand() {
        this(Streams.system());
    }

    public SpaceCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new SpaceCommand(streams);
    }

    @Override
    public Integer call() {
        if (subject.generatorSpec() != null) {
            throw new ParameterException(subject.spec.commandLine(), "space is for a class with repOk and a finitization; the generator program "
                    + subject.generatorSpec() + " makes its choices as it runs and has no candidate vector");
        }
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        try (ClassFiles files = subject.classFiles()) {
            print(SubjectLoader.load(subject.request(files)), streams.out());
            return ExitCodes.OK;
        } catch (SmallscopeException | IllegalArgumentException | IllegalStateException e) {
            return errors.report(e);
        }
    }

    private static void print(Subject loaded, PrintStream out) {
        BigInteger size = loaded.spaceSize();
        out.println(loaded.describe() + "  (" + loaded.className() + ", " + loaded.finitizationName() + ")");
        out.println("candidate space: " + String.format(Locale.ROOT, "%,d", size) + " candidates (" + Formats.power(size) + "), vectors of "
                + loaded.vectorLength() + (loaded.vectorLength() == 1 ? " field" : " fields") + ", before any pruning");
        List<String> slots = SubjectDescriptor.of(loaded).slots();
        SlotValues values = Structures.slotValues(loaded);
        TextTable table = new TextTable("field", "values", "domain").rightAligned(1);
        for (int i = 0; i < slots.size(); i++) {
            SlotValues.ValueDomain domain = values.domainOf(i);
            table.row(slots.get(i), String.format(Locale.ROOT, "%,d", domain.labels().size()), describe(domain));
        }
        table.print(out);
        out.flush();
    }

    /** @return {@code Node: null, Node0, Node1} or {@code int: 0, 1, 2, ..., 99}: the domain's kind and its first and last labels */
    static String describe(SlotValues.ValueDomain domain) {
        List<String> labels = domain.labels();
        String kind = domain.objectClass() != null ? domain.objectClass() : domain.kind().replaceAll("s$", "");
        String shown = labels.size() <= LABELS_SHOWN ? String.join(", ", labels)
                : String.join(", ", labels.subList(0, LABELS_SHOWN - 1)) + ", ..., " + labels.get(labels.size() - 1);
        return kind + ": " + shown;
    }
}
