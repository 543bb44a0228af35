package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.Checkpoints;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.checkpoint.Checkpoint;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * A generation whose checkpoint was cut at any byte (as a kill leaves it: whole records, then perhaps a torn one) and
 * then resumed, on one thread or two, with each valid candidate reported or in segments the workers encoded, gives
 * exactly the uninterrupted run's suite, counts and snapshot body; damaged
 * and foreign checkpoints are warned about and a full run from the beginning follows.
 */
class CheckpointResumeTest {

    private static final long SEED = 20_240_512L;

    @TempDir
    Path tmp;

    /** What one generation produced. */
    private record Outcome(List<String> suite, long explored, long valid, byte[] body, List<String> warnings, org.smallscope.engine.protocol.RunEvent.Resumed resumed,
            int restarts, String fallbackReason) {
    }

    /** The test's subject, its store and the base it reuses (null for a full run). */
    private record Setup(Subject subject, SnapshotStore store, String base, Path checkpoint, ReuseEstimate.Policy policy) {

        Setup(Subject subject, SnapshotStore store, String base, Path checkpoint) {
            this(subject, store, base, checkpoint, ReuseEstimate.Policy.AUTO);
        }
    }

    @ParameterizedTest(name = "{0} {1}({2}) on {3} thread(s), resumed on {4}, valid candidates {5}")
    @CsvSource({"full, BSTP, 6, 1, 2, each", "full, BSTP, 6, 2, 1, each", "incremental, RBT, 6, 1, 2, each", "incremental, RBT, 6, 2, 2, each",
        "backward, BSTP, 6, 1, 2, each", "backward, DLLU, 6, 2, 1, each", "full, BSTP, 6, 2, 1, segments", "full, DLLU, 6, 1, 2, segments",
        "incremental, RBT, 6, 2, 2, segments", "backward, DLLU, 6, 2, 1, segments"})
    void aCheckpointCutAtAnyByteResumesToTheUninterruptedRun(String mode, String name, int size, int threads, int resumeThreads,
            String valid) throws IOException {
        Setup setup = setup(mode, name, size);
        // the reference hears each valid candidate; a run in segments must give the same suite, counts and body
        Outcome reference = run(setup, threads, Generation.Checkpointing.OFF);
        assertNull(reference.fallbackReason(), "the " + mode + " run itself, not a full search");
        boolean segments = valid.equals("segments");
        byte[] full = completeCheckpoint(setup, threads, reference, segments);
        List<long[]> records = records(full);
        assertTrue(records.size() >= 8, "the run should report several batches, not " + records.size());
        long totalRanges = records.stream().mapToLong(r -> r[1]).sum();

        Random random = new Random(SEED);
        List<Integer> cuts = new ArrayList<>(List.of(0, headerEnd(full), (int) records.get(0)[0] - 1, full.length));
        for (int i = 0; i < 5; i++) {
            cuts.add(random.nextInt(full.length + 1));
        }
        for (int cut : cuts) {
            place(setup, Arrays.copyOf(full, cut));
            Outcome resumed = run(setup, resumeThreads, Generation.Checkpointing.RESUME, null, "test", segments);
            String at = mode + " cut at byte " + cut + " of " + full.length;
            assertSame(reference, resumed, at);
            if (cut < headerEnd(full)) {
                assertNull(resumed.resumed(), at);
                assertTrue(resumed.warnings().stream().anyMatch(w -> w.contains("is unusable")), at + ": " + resumed.warnings());
            } else {
                assertNotNull(resumed.resumed(), at + ": " + resumed.warnings());
                assertEquals(rangesBefore(records, cut), resumed.resumed().ranges(), at);
                assertEquals(totalRanges, resumed.resumed().totalRanges(), at);
            }
            assertFalse(Files.exists(setup.checkpoint()), at + ": the checkpoint is deleted once the snapshot is saved");
        }
    }

    @Test
    void aRecordWhoseLengthWasNeverWrittenOrWhoseBytesChangedEndsTheGoodPart() throws IOException {
        Setup setup = setup("full", "BST", 7);
        Outcome reference = run(setup, 2, Generation.Checkpointing.OFF);
        byte[] full = completeCheckpoint(setup, 2, reference);
        List<long[]> records = records(full);
        int last = records.size() - 1;
        long lastStart = last == 0 ? headerEnd(full) : records.get(last - 1)[0];

        byte[] unfinished = full.clone();
        ByteBuffer.wrap(unfinished).putLong((int) lastStart + Integer.BYTES, 0); // killed before the length was written
        place(setup, unfinished);
        Outcome resumed = run(setup, 2, Generation.Checkpointing.RESUME);
        assertSame(reference, resumed, "length 0");
        assertEquals(rangesBefore(records, (int) lastStart), resumed.resumed().ranges());
        assertTrue(resumed.warnings().stream().noneMatch(w -> w.contains("is damaged at byte")), "a torn last record is no damage: "
                + resumed.warnings());

        int middle = records.size() / 2;
        long start = records.get(middle - 1)[0];
        byte[] flipped = full.clone();
        flipped[(int) (start + records.get(middle)[0]) / 2] ^= 0x10;
        place(setup, flipped);
        resumed = run(setup, 1, Generation.Checkpointing.RESUME);
        assertSame(reference, resumed, "a changed byte");
        assertEquals(rangesBefore(records, (int) start), resumed.resumed().ranges());
        int after = records.size() - middle - 1;
        assertTrue(after > 0, "records after the damaged one: " + records.size() + " records, the damage in #" + middle);
        assertTrue(resumed.warnings().stream().anyMatch(w -> w.contains("is damaged at byte " + start + ": its record there and the "
                + after + " after it are dropped, and their ranges searched again")), "damage in the middle is said: " + resumed.warnings());
    }

    @Test
    void theFirstExceptionOfRepOkAndTheirCountSurviveACheckpoint() throws IOException {
        Setup setup = setup("full", ThrowsOnOne.class.getName(), 15);
        Generations.Run reference = Generations.generate(setup.subject(), new Generation.Options(setup.store(), null, false, 2, 0, "test"),
                SearchListener.NONE);
        byte[] full = completeCheckpoint(setup, 2, run(setup, 2, Generation.Checkpointing.OFF));
        place(setup, Arrays.copyOf(full, (int) records(full).get(records(full).size() - 2)[0]));
        Generations.Run resumed = Generations.generate(setup.subject(), new Generation.Options(setup.store(), null, false, 1, 0, "test")
                .withCheckpointing(Generation.Checkpointing.RESUME), SearchListener.NONE);
        SearchResult expected = reference.report().outcome().result();
        SearchResult actual = resumed.report().outcome().result();
        assertTrue(expected.predicateExceptions() > 0 && expected.firstException() != null, expected.toString());
        assertEquals(expected.predicateExceptions(), actual.predicateExceptions());
        assertEquals(expected.firstException().toString(), actual.firstException().toString());
        assertArrayEquals(expected.firstExceptionCandidate(), actual.firstExceptionCandidate());
        assertEquals(expected.firstException().getStackTrace()[0], actual.firstException().getStackTrace()[0]);
        assertEquals(reference.suite(), resumed.suite());
    }

    @Test
    void aCheckpointOfAnotherRunIsNotResumed() throws IOException {
        Setup setup = setup("full", "BSTP", 6);
        Outcome reference = run(setup, 2, Generation.Checkpointing.OFF);
        byte[] full = completeCheckpoint(setup, 2, reference);
        place(setup, Arrays.copyOf(full, full.length / 2));
        Outcome other = run(setup, 2, Generation.Checkpointing.RESUME, null, "another-version");
        assertSame(reference, other, "another tool version");
        assertNull(other.resumed());
        assertTrue(other.warnings().stream().anyMatch(w -> w.contains("was made for another run (tool test, now another-version)")),
                other.warnings().toString());

        Outcome nothing = run(setup, 2, Generation.Checkpointing.RESUME);
        assertSame(reference, nothing, "no checkpoint");
        assertTrue(nothing.warnings().stream().anyMatch(w -> w.contains("there is no checkpoint")), nothing.warnings().toString());

        place(setup, Arrays.copyOf(full, full.length / 2));
        Outcome inSegments = run(setup, 2, Generation.Checkpointing.RESUME, null, "test", true);
        assertSame(reference, inSegments, "a run in segments");
        assertNull(inSegments.resumed(), "records are not replayed into a run that keeps segments");
        assertTrue(inSegments.warnings().stream().anyMatch(w -> w.contains("it keeps its valid candidates as records, this run as segments")),
                inSegments.warnings().toString());

        // valid candidates as records (a listener wants each), the trail in segments (nobody but the snapshot wants it)
        place(setup, Arrays.copyOf(full, full.length / 2));
        Generations.Run trailInSegments = Generations.generateInSegments(setup.subject(), new Generation.Options(setup.store(), null, false, 2, 0,
                "test").withCheckpointing(Generation.Checkpointing.RESUME), new SearchListener() {
                });
        assertEquals(0, trailInSegments.segments());
        assertTrue(trailInSegments.trailSegments() > 0, "the trail came in segments");
        assertEquals(reference.suite(), trailInSegments.suite());
        assertTrue(trailInSegments.report().warnings().stream().anyMatch(w -> w.contains("it keeps its conjunct trail as records, this run as segments")),
                trailInSegments.report().warnings().toString());

        place(setup, Arrays.copyOf(full, full.length / 2));
        Outcome replaced = run(setup, 1, Generation.Checkpointing.KEEP);
        assertSame(reference, replaced, "not resumed");
        assertNull(replaced.resumed());
    }

    private Setup setup(String mode, String name, int size) {
        SnapshotStore store = new SnapshotStore(tmp.resolve(mode + name + size));
        String base = null;
        if (mode.equals("incremental")) {
            base = name.equals("RBT") ? "BSTP" : "BST";
            Generations.generate(Generations.subject(base, size), store, null, false, 1);
        } else if (mode.equals("backward")) {
            base = name.equals("BSTP") ? "RBT" : "DLLS";
            Generations.generate(Generations.subject(base, size), store, null, false, 1);
        }
        Subject subject = Generations.subject(name, size);
        return new Setup(subject, store, base,
                Checkpoints.file(store.directory(), subject.className(), subject.finitizationName(), subject.args()));
    }

    /** Runs to the end keeping a checkpoint, checks it gives the reference, and returns the checkpoint as it was at the end. */
    private byte[] completeCheckpoint(Setup setup, int threads, Outcome reference) throws IOException {
        return completeCheckpoint(setup, threads, reference, false);
    }

    private byte[] completeCheckpoint(Setup setup, int threads, Outcome reference, boolean segments) throws IOException {
        Path copy = tmp.resolve("complete.ckpt");
        Files.deleteIfExists(copy);
        Outcome kept = run(setup, threads, Generation.Checkpointing.KEEP, copy, "test", segments);
        assertSame(reference, kept, "with a checkpoint");
        assertFalse(Files.exists(setup.checkpoint()), "the checkpoint is deleted once the snapshot is saved");
        return Files.readAllBytes(copy);
    }

    private Outcome run(Setup setup, int threads, Generation.Checkpointing checkpointing) {
        return run(setup, threads, checkpointing, null, "test", false);
    }

    private Outcome run(Setup setup, int threads, Generation.Checkpointing checkpointing, Path copyAtEnd, String toolVersion) {
        return run(setup, threads, checkpointing, copyAtEnd, toolVersion, false);
    }

    /**
     * Runs a generation; {@code copyAtEnd} (or null) receives the checkpoint file as it is when the search ends; with
     * {@code segments} no listener wants each valid candidate (the workers encode them for the snapshot).
     */
    private Outcome run(Setup setup, int threads, Generation.Checkpointing checkpointing, Path copyAtEnd, String toolVersion,
            boolean segments) {
        org.smallscope.engine.protocol.RunEvent.Resumed[] resumed = {null};
        SearchListener watch = new SearchListener() {
            @Override
            public boolean wantsValid() {
                return false;
            }

            @Override
            public void searchResumed(org.smallscope.engine.protocol.RunEvent.Resumed r) {
                resumed[0] = r;
            }

            @Override
            public void searchFinished(SearchResult result) {
                try {
                    if (copyAtEnd != null) {
                        Files.copy(setup.checkpoint(), copyAtEnd, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        };
        Generation.Options options = new Generation.Options(setup.store(), setup.base(), setup.base() != null, threads, 0, toolVersion)
                .withCheckpointing(checkpointing).withPolicy(setup.policy());
        Generations.Run run = segments ? Generations.generateInSegments(setup.subject(), options, watch)
                : Generations.generate(setup.subject(), options, watch);
        Generation.Report report = run.report();
        assertNotNull(report.saved(), "saved a snapshot: " + report.warnings());
        assertEquals(segments, run.segments() > 0, "segments heard: " + run.segments());
        if (!segments) {
            assertEquals(0, run.trailSegments(), "a listener hears each trail entry: no trail segments");
        }
        byte[] body;
        try (java.io.InputStream in = SnapshotFile.read(report.saved()).inflated()) {
            body = in.readAllBytes(); // decompressed: segments deflated apart compress differently
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new Outcome(run.suite(), report.outcome().result().explored(), report.outcome().result().valid(),
                body, report.warnings(), resumed[0], run.restarts(), report.outcome().fallbackReason());
    }

    /** Puts {@code bytes} where the setup's checkpoint belongs (its folder goes once no checkpoint is left). */
    private static void place(Setup setup, byte[] bytes) throws IOException {
        Files.createDirectories(setup.checkpoint().getParent());
        Files.write(setup.checkpoint(), bytes);
    }

    @Test
    void aFullSearchTheEstimateChoseIsResumedAsAFullSearch() throws IOException {
        Setup setup = keysUnchecked("estimated", ReuseEstimate.Policy.AUTO);
        Outcome reference = run(setup, 2, Generation.Checkpointing.OFF);
        assertEquals(0, reference.restarts());
        assertTrue(reference.fallbackReason().contains("is estimated cheaper than replaying 3,584 stored candidates"), reference.fallbackReason());
        byte[] full = completeCheckpoint(setup, 2, reference);
        assertTrue(records(full).size() >= 4, "batches kept: " + records(full).size());
        place(setup, Arrays.copyOf(full, full.length / 2));

        Outcome resumed = run(setup, 1, Generation.Checkpointing.RESUME);

        assertSame(reference, resumed, "the resumed full search");
        assertEquals(reference.fallbackReason(), resumed.fallbackReason());
        assertEquals(rangesBefore(records(full), full.length / 2), resumed.resumed().ranges());
    }

    @Test
    void aRunOverPinnedStretchesIsResumedWithoutTryingTheMixedRangesAgain() throws IOException {
        Setup setup = keysUnchecked("pinned", ReuseEstimate.Policy.ALWAYS);
        Outcome reference = run(setup, 2, Generation.Checkpointing.OFF);
        assertEquals(1, reference.restarts(), "the mixed ranges break on the keys read in preorder: pinned stretches replace them");
        assertNull(reference.fallbackReason());
        byte[] full = completeCheckpoint(setup, 2, reference);
        assertTrue(records(full).size() >= 4, "batches kept: " + records(full).size());
        place(setup, Arrays.copyOf(full, full.length / 2));

        Outcome resumed = run(setup, 1, Generation.Checkpointing.RESUME);

        assertSame(reference, resumed, "the resumed run over pinned stretches");
        assertEquals(0, resumed.restarts(), "straight to the pinned stretches");
        assertEquals(rangesBefore(records(full), full.length / 2), resumed.resumed().ranges());
    }

    /** @return BST(4) reusing BSTKeysUnchecked(4)'s snapshot (every key assignment of every shape), decided by {@code policy} */
    private Setup keysUnchecked(String folder, ReuseEstimate.Policy policy) {
        SnapshotStore store = new SnapshotStore(tmp.resolve(folder));
        Generations.generate(Generations.subject("org.smallscope.engine.tests.edits.BSTKeysUnchecked", 4), store, null, false, 1);
        Subject bst = Generations.subject("BST", 4);
        return new Setup(bst, store, "BSTKeysUnchecked", Checkpoints.file(store.directory(), bst.className(), bst.finitizationName(),
                bst.args()), policy);
    }

    private static void assertSame(Outcome expected, Outcome actual, String what) {
        assertEquals(expected.valid(), actual.valid(), what + ": valid");
        assertEquals(expected.explored(), actual.explored(), what + ": explored");
        assertEquals(expected.suite(), actual.suite(), what + ": the valid candidates in order");
        assertArrayEquals(expected.body(), actual.body(), what + ": the snapshot's body, decompressed");
    }

    /** @return the length of the header: its text up to the empty line, then its 4-byte checksum */
    private static int headerEnd(byte[] file) {
        String text = new String(file, StandardCharsets.ISO_8859_1);
        return text.indexOf("\n\n") + 2 + Integer.BYTES;
    }

    /** @return for each record: where it ends and how many ranges it covered (marker, length, payload starting with ranges, checksum) */
    private static List<long[]> records(byte[] file) {
        List<long[]> records = new ArrayList<>();
        ByteBuffer b = ByteBuffer.wrap(file);
        int p = headerEnd(file);
        while (p < file.length) {
            long length = b.getLong(p + Integer.BYTES);
            int ranges = b.getInt(p + Integer.BYTES + Long.BYTES);
            p += (int) (Integer.BYTES + Long.BYTES + length + Integer.BYTES);
            records.add(new long[] {p, ranges});
        }
        assertEquals(file.length, p, "the records fill the file");
        return records;
    }

    /** @return the ranges of the records that end at or before {@code cut} */
    private static long rangesBefore(List<long[]> records, int cut) {
        return records.stream().filter(r -> r[0] <= cut).mapToLong(r -> r[1]).sum();
    }
}
