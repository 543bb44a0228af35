package org.smallscope.cli.commands;

import org.smallscope.cli.registry.SmallscopeSubcommand;
import org.smallscope.cli.output.ErrorReporter;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Streams;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.VersionProvider;

import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.incremental.SubjectDescriptor;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code smallscope snapshots}: lists, shows and deletes the snapshots of a store. */
@Command(name = "snapshots", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = {"Lists, shows or deletes saved snapshots.",
            "snapshots [list]         every snapshot, newest first (damaged ones with the reason)",
            "snapshots show <which>   a snapshot's subject, bounds, conjuncts, counts and the IDE's source model (if any)",
            "snapshots delete <which> removes it",
            "<which> is an id (or a prefix of one), a file, or the class or example a snapshot was made for."})
public final class SnapshotsCommand implements Callable<Integer>, SmallscopeSubcommand {

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss").withZone(ZoneId.systemDefault());

    @Option(names = "--store", paramLabel = "<dir>", defaultValue = ".smallscope", description = "The store. Default: ${DEFAULT-VALUE}.")
    Path store;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<action>", defaultValue = "list", description = "list, show or delete.")
    String action;

    @Parameters(index = "1", arity = "0..1", paramLabel = "<which>", description = "The snapshot (for show and delete).")
    String which;

    @Mixin
    CommonOptions common;

    private final Streams streams;

    /** Makes the command writing to the process's standard streams (how {@link java.util.ServiceLoader} finds it). */
    public SnapshotsCommand() {
        this(Streams.system());
    }

    public SnapshotsCommand(Streams streams) {
        this.streams = streams;
    }

    @Override
    public Object command(Streams streams) {
        return new SnapshotsCommand(streams);
    }

    @Override
    public Integer call() {
        SnapshotStore snapshots = new SnapshotStore(store);
        ErrorReporter errors = new ErrorReporter(streams.err(), common.verbose);
        try {
            switch (action) {
                case "list":
                    return list(snapshots);
                case "show":
                case "delete":
                    if (which == null) {
                        errors.error("snapshots " + action + " needs the snapshot: an id, a file, or a class or example name");
                        return ExitCodes.USAGE;
                    }
                    Optional<SnapshotStore.Entry> entry = snapshots.find(which);
                    if (entry.isEmpty()) {
                        errors.error("no snapshot matches '" + which + "' in " + store.toAbsolutePath());
                        return ExitCodes.USAGE;
                    }
                    return action.equals("show") ? show(entry.get()) : delete(snapshots, entry.get());
                default:
                    errors.error("unknown action '" + action + "'; use list, show or delete");
                    return ExitCodes.USAGE;
            }
        } catch (RuntimeException e) {
            return errors.report(e);
        }
    }

    private int list(SnapshotStore snapshots) {
        TextTable table = new TextTable("id", "subject", "valid", "explored", "mode", "written", "file");
        for (SnapshotStore.Entry e : snapshots.list()) {
            if (e.readable()) {
                SnapshotHeader h = e.header();
                table.row(h.id(), h.descriptor().describe(), Counts.format(h.valid()), Counts.format(h.explored()), h.mode(),
                        TIME.format(Instant.ofEpochMilli(h.created())), e.file().getFileName());
            } else {
                table.row("-", "(unusable)", "", "", "", "", e.file().getFileName() + ": " + e.problem().getMessage());
            }
        }
        table.print(streams.out());
        streams.out().flush();
        return ExitCodes.OK;
    }

    private int show(SnapshotStore.Entry e) {
        if (!e.readable()) {
            streams.err().println("smallscope: error: " + e.problem().getMessage());
            return e.problem().error().exitCode();
        }
        SnapshotHeader h = e.header();
        SubjectDescriptor d = h.descriptor();
        var out = streams.out();
        out.println("snapshot  " + h.id() + "  (" + e.file() + ")");
        out.println("subject   " + d.describe() + "  (" + d.className() + ", " + d.finitization() + ")");
        out.println("suite     " + Counts.format(h.valid()) + " valid of " + Counts.format(h.explored()) + " explored, " + h.mode() + " run, "
                + h.millis() + " ms, saved " + TIME.format(Instant.ofEpochMilli(h.created())) + " by Smallscope " + h.tool());
        out.println("objects   " + String.join(", ", d.classes().stream().map(c -> c.count() + " " + c.simpleName()).toList()));
        out.println("fields");
        for (SubjectDescriptor.FieldBound f : d.fields()) {
            out.println("  " + f.qualifiedName() + " : " + f.type() + " in " + f.bounds());
        }
        out.println("conjuncts");
        for (Conjunct c : d.conjuncts()) {
            out.println("  " + c.describe() + "  #" + c.hash());
        }
        if (h.sourceModel() != null) {
            out.println("source    " + h.sourceModel());
        }
        out.flush();
        return ExitCodes.OK;
    }

    private int delete(SnapshotStore snapshots, SnapshotStore.Entry e) {
        boolean deleted = snapshots.delete(e);
        streams.out().println((deleted ? "deleted " : "already gone: ") + e.file());
        streams.out().flush();
        return ExitCodes.OK;
    }
}
