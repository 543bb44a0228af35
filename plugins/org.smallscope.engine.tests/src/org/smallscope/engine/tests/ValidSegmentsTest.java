package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.DeflaterOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.BackwardRecords;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.trail.TrailSegment;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * A run whose searching threads encode the valid candidates and the conjunct trail for the snapshot (segments, when no
 * other listener wants each one) saves the same snapshot, decompressed, as a run that reports each candidate and trail
 * entry: same suite, successors, counts and conjunct trail; incremental runs reuse such snapshots and keep their own
 * trail in segments; snapshots of format 1 (zlib-wrapped body) are still read.
 */
class ValidSegmentsTest {

    @TempDir
    Path tmp;

    /** One thread works in batches (hence segments) only with a checkpoint: that row keeps one. */
    @ParameterizedTest(name = "{0}({1}) on {2} thread(s)")
    @CsvSource({"BST, 6, 2", "DLLU, 6, 2", "ArrayList, 5, 2", "HeapArray, 6, 2", "RBT, 6, 2", "UnionFind, 5, 2", "HashMap, 5, 2", "SLL, 6, 2",
        "TreeMap, 5, 2", "BSTP, 6, 1"})
    void segmentsSaveTheSnapshotThatEachValidCandidateWouldHave(String name, int size, int threads) throws IOException {
        Subject subject = Generations.subject(name, size);
        Saved each = save(subject, "each" + name, threads, false);
        Saved segments = save(subject, "segments" + name, threads, true);
        assertTrue(segments.segments() > 0, "the workers encoded segments");
        assertEquals(0, each.segments(), "a listener wanted each valid candidate: no segments");
        assertEquals(0, each.trailSegments(), "a listener wanted each trail entry: no trail segments");
        if (subject.probedConjuncts() > 0) {
            assertTrue(segments.trailSegments() > 0, "the workers encoded the trail in segments");
            BackwardRecords trail = BackwardRecords.of(segments.contents()).orElseThrow(() -> new AssertionError("the trail is kept"));
            assertEquals(BackwardRecords.of(each.contents()).orElseThrow().entries(), trail.entries(), "trail entries");
            for (int m = 1; m < subject.probedConjuncts(); m++) {
                assertEquals(BackwardRecords.of(each.contents()).orElseThrow().stretchCount(m), trail.stretchCount(m), "stretches of " + m);
            }
        }
        assertEquals(each.contents().header().valid(), segments.contents().header().valid(), "valid");
        assertEquals(each.contents().header().explored(), segments.contents().header().explored(), "explored");
        assertEquals(SnapshotFile.FORMAT, segments.contents().header().format());
        assertEquals(pairs(each.contents()), pairs(segments.contents()), "the (valid, successor) pairs in order");
        assertArrayEquals(inflate(each.contents()), inflate(segments.contents()), "the body, decompressed (pairs and conjunct trail)");
    }

    /** Trail segments past a size are deflated by the searching threads (here from 16 bytes on): the body stays the same. */
    @ParameterizedTest(name = "{0}({1}) on {2} thread(s), trail deflated by the workers")
    @CsvSource({"BST, 6, 2", "RBT, 6, 2", "UnionFind, 5, 1"})
    void trailSegmentsDeflatedByTheWorkersSaveTheSameSnapshot(String name, int size, int threads) throws IOException {
        Subject subject = Generations.subject(name, size);
        Saved each = save(subject, "each" + name, threads, false);
        String old = System.getProperty("smallscope.trail.deflateFrom");
        System.setProperty("smallscope.trail.deflateFrom", "16");
        long[] deflated = {0, 0};
        Generations.Run run;
        try {
            Generation.Options options = new Generation.Options(new SnapshotStore(tmp.resolve("deflated" + name)), null, false, threads, 0, "test")
                    .withCheckpointing(threads == 1 ? Generation.Checkpointing.KEEP : Generation.Checkpointing.OFF);
            run = Generations.generateInSegments(subject, options, new SearchListener() {
                @Override
                public boolean wantsValid() {
                    return false;
                }

                @Override
                public void trailSegment(TrailSegment segment) {
                    deflated[segment.deflated() ? 0 : 1]++;
                }
            });
        } finally {
            if (old == null) {
                System.clearProperty("smallscope.trail.deflateFrom");
            } else {
                System.setProperty("smallscope.trail.deflateFrom", old);
            }
        }
        assertTrue(deflated[0] > 0, "segments deflated by the workers: " + deflated[0] + ", left to the recorder: " + deflated[1]);
        SnapshotFile.Contents contents = SnapshotFile.read(run.report().saved());
        assertTrue(BackwardRecords.of(contents).isPresent(), "the trail is kept");
        assertArrayEquals(inflate(each.contents()), inflate(contents), "the body, decompressed, trail included");
    }

    @Test
    void anIncrementalRunReusesASnapshotOfSegmentsAndKeepsItsOwnInSegments() throws IOException {
        SnapshotStore store = new SnapshotStore(tmp.resolve("inc"));
        Generations.Run base = Generations.generateInSegments(Generations.subject("DLLU", 7), new Generation.Options(store, null, false, 2, 0, "test"),
                SearchListener.NONE);
        assertNotNull(base.report().saved());
        Generations.Run inc = Generations.generateInSegments(Generations.subject("DLLS", 7), new Generation.Options(store, "DLLU", true, 2, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        assertEquals(Mode.INCREMENTAL, inc.report().outcome().mode(), String.valueOf(inc.report().outcome().fallbackReason()));
        Saved full = save(Generations.subject("DLLS", 7), "fullDLLS", 2, false);
        SnapshotFile.Contents incremental = SnapshotFile.read(inc.report().saved());
        assertEquals(full.contents().header().valid(), incremental.header().valid());
        assertEquals(pairs(full.contents()), pairs(incremental), "iGen from a snapshot of segments gives the full run's pairs");
        assertTrue(inc.trailSegments() > 0, "the incremental run's trail came in segments");

        // the same incremental run hearing each trail entry saves the same body (its trail included)
        SnapshotStore eachStore = new SnapshotStore(tmp.resolve("incEach"));
        Generations.generate(Generations.subject("DLLU", 7), new Generation.Options(eachStore, null, false, 2, 0, "test"), SearchListener.NONE);
        Generations.Run incEach = Generations.generate(Generations.subject("DLLS", 7), new Generation.Options(eachStore, "DLLU", true, 2, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        assertEquals(Mode.INCREMENTAL, incEach.report().outcome().mode());
        assertEquals(0, incEach.trailSegments());
        SnapshotFile.Contents incrementalEach = SnapshotFile.read(incEach.report().saved());
        assertTrue(BackwardRecords.of(incrementalEach).isPresent(), "the incremental run keeps a trail");
        assertArrayEquals(inflate(incrementalEach), inflate(incremental), "the body, decompressed, trail included");
    }

    @Test
    void aSnapshotOfFormatOneWithAZlibBodyIsStillRead() throws IOException {
        Subject subject = Generations.subject("BST", 5);
        Saved saved = save(subject, "f2", 2, true);
        SnapshotHeader h = saved.contents().header();
        ByteArrayOutputStream zlib = new ByteArrayOutputStream();
        try (DeflaterOutputStream out = new DeflaterOutputStream(zlib)) {
            out.write(inflate(saved.contents()));
        }
        SnapshotHeader old = new SnapshotHeader(1, h.tool(), h.created(), h.descriptor(), h.mode(), h.explored(), h.valid(), h.millis(), h.width(),
                h.sourceModel());
        Path file = tmp.resolve("old.snapshot");
        SnapshotFile.write(file, old, zlib.toByteArray());
        SnapshotFile.Contents read = SnapshotFile.read(file);
        assertEquals(1, read.header().format());
        assertEquals(pairs(saved.contents()), pairs(read));
        assertEquals(42, pairs(read).size(), "BST(5): 42 trees");

        // and reused: BSTP(5) from the format-1 BST(5) snapshot
        SnapshotStore store = new SnapshotStore(tmp.resolve("old"));
        store.save(read);
        Generations.Run inc = Generations.generate(Generations.subject("BSTP", 5),
                new Generation.Options(store, "BST", true, 2, 0, "test").withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
        assertEquals(Mode.INCREMENTAL, inc.report().outcome().mode(), String.valueOf(inc.report().outcome().fallbackReason()));
        assertEquals(42, inc.suite().size());
    }

    /** A saved snapshot and the valid and trail segments its run's listeners heard. */
    private record Saved(SnapshotFile.Contents contents, long segments, long trailSegments) {
    }

    private Saved save(Subject subject, String folder, int threads, boolean inSegments) {
        Generation.Options options = new Generation.Options(new SnapshotStore(tmp.resolve(folder)), null, false, threads, 0, "test")
                .withCheckpointing(threads == 1 ? Generation.Checkpointing.KEEP : Generation.Checkpointing.OFF);
        Generations.Run run = inSegments ? Generations.generateInSegments(subject, options, SearchListener.NONE)
                : Generations.generate(subject, options, SearchListener.NONE);
        assertNotNull(run.report().saved(), run.report().warnings().toString());
        return new Saved(SnapshotFile.read(run.report().saved()), run.segments(), run.trailSegments());
    }

    private static List<String> pairs(SnapshotFile.Contents contents) {
        List<String> pairs = new ArrayList<>();
        contents.forEachPair((candidate, successor) -> pairs.add(Structures.formatVector(candidate) + " -> "
                + (successor == null ? "end" : Structures.formatVector(successor))));
        return pairs;
    }

    private static byte[] inflate(SnapshotFile.Contents contents) {
        try (InputStream in = contents.inflated()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
