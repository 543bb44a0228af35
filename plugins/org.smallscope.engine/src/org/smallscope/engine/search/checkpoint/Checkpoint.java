package org.smallscope.engine.search.checkpoint;

import org.smallscope.engine.protocol.RunEvent;
import org.smallscope.engine.search.BatchReplay;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.Range;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.smallscope.engine.subject.Structures;

/**
 * The checkpoint of one run: every batch the run reports, appended to a {@link CheckpointFile} as it is reported, so
 * that after a crash or {@code kill -9} a later run with the same key and plan replays them (its listeners hear what they
 * heard before, in order) and searches only the ranges they did not cover. A checkpoint that is missing, damaged, made
 * for another run or another plan is a warning and the run starts from the beginning; a file that cannot be written is
 * a warning and the run goes on without one. Used by {@link org.smallscope.engine.search.parallel.ParallelRunner} on its
 * reporting thread.
 */
public final class Checkpoint {

    /** The stored batches do not line up with the ranges of this run: the run must start over without them. */
    public static final class Mismatch extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Mismatch(String message) {
            super(message);
        }
    }

    /** How often (at most) appended records are forced to disk, in milliseconds. */
    static final long SYNC_MILLIS = 1000;

    private static final String WANTED = "wanted";
    private static final String RANGES = "ranges";
    private static final String VALID = "valid";
    private static final String TRAIL = "trail";

    private final Path path;
    private final Map<String, String> key;
    private final Consumer<String> warnings;
    private final Map<String, String> plan = new LinkedHashMap<>();
    private CheckpointFile.Contents stored;
    private CheckpointFile out;
    private RunEvent.Resumed resumed;
    /** The stored batches {@link #begin} took over, until {@link #replay} reports them. */
    private List<CheckpointFile.Entry> toReplay = List.of();

    /**
     * @param path the checkpoint file
     * @param key what identifies the run (subject and bounds, mode, base, tool version): a stored checkpoint is resumed
     *        only if its header has exactly these
     * @param resume whether to resume the stored checkpoint; otherwise this run replaces it
     * @param warnings hears why a checkpoint was not resumed or cannot be written
     */
    public Checkpoint(Path path, Map<String, String> key, boolean resume, Consumer<String> warnings) {
        this.path = path;
        this.key = new LinkedHashMap<>();
        key.forEach((name, value) -> this.key.put(name, value.replace('\n', ' ')));
        this.warnings = warnings;
        if (resume) {
            stored = readMatching();
        }
    }

    /** @return the header of the checkpoint file {@code path} (what run it belongs to), or null if it cannot be read */
    public static Map<String, String> header(Path path) {
        try {
            return CheckpointFile.readHeader(path);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** @return the checkpoint file */
    public Path path() {
        return path;
    }

    /** @return what this run took over from its checkpoint, or null if it started from the beginning */
    public RunEvent.Resumed resumed() {
        return resumed;
    }

    /** @return whether a stored checkpoint of this run will be resumed */
    public boolean resuming() {
        return stored != null;
    }

    /** @return the stored checkpoint if it is readable and made for this key, else null (with a warning why) */
    private CheckpointFile.Contents readMatching() {
        if (!Files.exists(path)) {
            warnings.accept("there is no checkpoint " + path + " to resume: running from the beginning");
            return null;
        }
        CheckpointFile.Contents contents;
        try {
            contents = CheckpointFile.read(path);
        } catch (IOException | RuntimeException e) {
            warnings.accept("checkpoint " + path + " is unusable (" + e.getMessage() + "): running from the beginning");
            return null;
        }
        List<String> differences = new ArrayList<>();
        key.forEach((name, value) -> {
            String was = contents.header().get(name);
            if (!value.equals(was)) {
                differences.add(name + " " + (was == null ? "missing" : was) + ", now " + value);
            }
        });
        if (!differences.isEmpty()) {
            warnings.accept("checkpoint " + path + " was made for another run (" + String.join("; ", differences)
                    + "): running from the beginning");
            return null;
        }
        if (contents.goodAfterDamage() > 0) {
            warnings.accept("checkpoint " + path + " is damaged at byte " + contents.end() + ": its record there and the "
                    + contents.goodAfterDamage() + " after it are dropped, and their ranges searched again");
        }
        return contents;
    }

    /** @return how many pieces a full search is cut into: the stored run's number, else {@code proposed} */
    public int wanted(int proposed) {
        String w = stored == null ? null : stored.header().get(WANTED);
        int wanted = proposed;
        if (w != null) {
            try {
                wanted = Integer.parseInt(w);
            } catch (NumberFormatException e) {
                discard("its " + WANTED + " is not a number: " + w);
            }
        }
        plan.put(WANTED, Integer.toString(wanted));
        return wanted;
    }

    /**
     * Says how this run keeps its valid candidates and its conjunct trail in batches ({@code records}, or {@code segments}
     * encoded for a listener): a checkpoint that kept them otherwise cannot be replayed into this run and is dropped.
     */
    public void keptAs(String valid, String trail) {
        keptAs(VALID, "valid candidates", valid);
        keptAs(TRAIL, "conjunct trail", trail);
    }

    private void keptAs(String key, String what, String kind) {
        plan.put(key, kind);
        if (stored != null && !kind.equals(stored.header().get(key))) {
            discard("it keeps its " + what + " as " + stored.header().get(key) + ", this run as " + kind);
        }
    }

    /**
     * Begins a run over {@code total} ranges. Resuming, advances {@code ranges} past the ranges the stored batches
     * covered (checking that each batch begins where its range does) and keeps their entries, to be replayed with
     * {@link #replay}; otherwise starts a new file.
     *
     * @throws Mismatch if the stored batches do not line up with {@code ranges} (some of which are then consumed):
     *         the checkpoint is dropped, and the run must start over with fresh ranges
     */
    public void begin(Iterator<Range> ranges, long total) {
        toReplay = List.of();
        plan.put(RANGES, Long.toString(total));
        if (stored != null && !Long.toString(total).equals(stored.header().get(RANGES))) {
            discard("it has " + stored.header().get(RANGES) + " ranges, this run " + total);
        }
        if (stored == null) {
            start();
            return;
        }
        List<CheckpointFile.Entry> entries = stored.entries();
        long covered = 0;
        long explored = 0;
        long valid = 0;
        for (CheckpointFile.Entry e : entries) {
            for (int r = 0; r < e.ranges(); r++) {
                Range range = ranges.hasNext() ? ranges.next() : null;
                if (range == null || r == 0 && !Arrays.equals(range.from(), e.first())) {
                    String why = range == null ? "it covers more than the " + total + " ranges of this run"
                            : "a stored batch begins at " + Structures.formatVector(e.first()) + ", range " + (covered + 1) + " at "
                                    + Structures.formatVector(range.from());
                    discard(why);
                    throw new Mismatch("checkpoint " + path + " does not line up with this run: " + why);
                }
            }
            covered += e.ranges();
            explored += e.explored();
            valid += e.valid();
        }
        try {
            out = CheckpointFile.append(path, stored, SYNC_MILLIS);
        } catch (IOException e) {
            cannotWrite(e);
        }
        resumed = new RunEvent.Resumed(covered, total, explored, valid);
        toReplay = entries;
    }

    /**
     * Reports the stored batches {@link #begin} took over to {@code replay}, in order; {@code counted} hears each one's
     * explored and valid candidates. @return whether all were reported ({@code stop} said no more otherwise)
     */
    public boolean replay(BatchReplay replay, java.util.function.BooleanSupplier stop, java.util.function.BiConsumer<Long, Long> counted) {
        List<CheckpointFile.Entry> entries = toReplay;
        toReplay = List.of();
        try (CheckpointFile.Batches batches = new CheckpointFile.Batches(path)) {
            for (CheckpointFile.Entry e : entries) {
                if (stop.getAsBoolean()) {
                    return false;
                }
                BatchResult batch = batches.read(e);
                counted.accept(batch.explored(), batch.valid());
                replay.report(batch);
            }
            return true;
        } catch (IOException ex) {
            throw new java.io.UncheckedIOException("checkpoint " + path + " cannot be read back (" + ex.getMessage()
                    + "); run without resuming to start over", ex);
        }
    }

    /** Appends a completed batch, before it is reported; batches that were cancelled or failed are not kept. */
    public void record(BatchResult batch) {
        if (out == null || batch.outcome() != org.smallscope.engine.protocol.Outcome.COMPLETED) {
            return;
        }
        try {
            out.append(batch);
        } catch (IOException | RuntimeException e) {
            cannotWrite(e);
        }
    }

    /** Forces and closes the file (kept: the caller deletes it once the run's result is saved). */
    public void close() {
        if (out != null) {
            try {
                out.close();
            } catch (IOException e) {
                warnings.accept("checkpoint " + path + " could not be closed: " + e.getMessage());
            }
            out = null;
        }
    }

    /** Deletes the checkpoint file (the run's result is saved elsewhere). */
    public void delete() {
        close();
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            warnings.accept("checkpoint " + path + " could not be deleted: " + e.getMessage());
        }
    }

    private void discard(String why) {
        warnings.accept("checkpoint " + path + " does not fit this run (" + why + "): running from the beginning");
        stored = null;
    }

    private void start() {
        Map<String, String> header = new LinkedHashMap<>(key);
        header.putAll(plan);
        header.put("created", Long.toString(System.currentTimeMillis()));
        try {
            out = CheckpointFile.create(path, header, SYNC_MILLIS);
        } catch (IOException | RuntimeException e) {
            cannotWrite(e);
        }
    }

    private void cannotWrite(Exception e) {
        warnings.accept("checkpoint " + path + " cannot be written (" + e.getMessage() + "); the run goes on without one");
        if (out != null) {
            try {
                out.close();
            } catch (IOException ignored) {
                // already reported
            }
        }
        out = null;
    }
}
