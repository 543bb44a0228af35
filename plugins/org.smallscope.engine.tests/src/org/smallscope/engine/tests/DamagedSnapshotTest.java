package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;

/**
 * Issue #39, item 3: a snapshot whose body is found damaged only while the search decodes it (its header and checksum
 * intact), or whose file is found damaged when the store is listed, gives a warning naming the file and the problem, the
 * full search's suite, and the file moved into the store's quarantine, where the next run does not trip on it.
 */
class DamagedSnapshotTest {

    /** How the body is damaged. */
    enum Damage {
        /** the stored pairs end after half of them (and the conjunct records with them) */
        TRUNCATED,
        /** a value half-way through is outside its field's domain */
        VALUE_OUTSIDE_DOMAIN
    }

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1} ({2}), {3}, {4} threads, checkpoint {5}")
    @CsvSource({"BST, BSTP, 8, TRUNCATED, 1, OFF", "BST, BSTP, 8, TRUNCATED, 2, OFF", "BST, BSTP, 8, TRUNCATED, 2, KEEP",
        "BST, BSTP, 8, VALUE_OUTSIDE_DOMAIN, 1, OFF", "BST, BSTP, 8, VALUE_OUTSIDE_DOMAIN, 2, OFF", "BST, BSTP, 8, VALUE_OUTSIDE_DOMAIN, 1, KEEP",
        "org.smallscope.engine.tests.edits.BSTKeysUnchecked, BST, 5, TRUNCATED, 2, OFF",
        "org.smallscope.engine.tests.edits.BSTKeysUnchecked, BST, 5, VALUE_OUTSIDE_DOMAIN, 1, OFF"})
    void aBodyDamagedMidwayGivesAWarningTheFullSuiteAndAQuarantinedFile(String baseName, String extended, int size, Damage damage, int threads,
            Generation.Checkpointing checkpointing) throws IOException {
        SnapshotStore store = new SnapshotStore(dir.resolve("store"));
        Generations.Run base = Generations.generate(Generations.subject(baseName, size), store, null, false, 1);
        Path saved = base.report().saved();
        damage(saved, damage);
        assertEquals(base.suite().size(), SnapshotFile.read(saved).header().valid(), "the header still reads");
        Subject subject = Generations.subject(extended, size);
        List<String> full = Generations.generate(subject, null, null, false, 1).suite();

        Generations.Run run = Generations.generate(subject, new Generation.Options(store, saved.toString(), true, threads, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS).withCheckpointing(checkpointing), SearchListener.NONE);

        assertEquals(Mode.FULL, run.report().outcome().mode());
        assertEquals(1, run.report().warnings().size(), run.report().warnings().toString());
        String warning = run.report().warnings().get(0);
        assertTrue(warning.contains(saved.toString()) && warning.contains("its body") && warning.contains("running a full search instead"), warning);
        assertEquals(full, run.suite());
        assertEquals(full.size(), run.report().outcome().result().valid());
        assertQuarantined(store, saved, warning);
        Generations.Run next = Generations.generate(subject, store, null, true, threads);
        assertTrue(next.report().warnings().isEmpty(), next.report().warnings().toString());
        assertEquals(full, next.suite());
    }

    @Test
    void aDamagedFileFoundWhenTheStoreIsListedIsMovedAside() throws IOException {
        SnapshotStore store = new SnapshotStore(dir.resolve("store"));
        Path saved = Generations.generate(Generations.subject("BST", 5), store, null, false, 1).report().saved();
        byte[] bytes = Files.readAllBytes(saved);
        bytes[bytes.length / 2] ^= 0x10;
        Files.write(saved, bytes);
        Subject bstp = Generations.subject("BSTP", 5);

        Generations.Run run = Generations.generate(bstp, store, null, true, 1);

        assertEquals(Mode.FULL, run.report().outcome().mode());
        String warning = String.join("\n", run.report().warnings());
        assertTrue(warning.contains(saved.toString()) && warning.contains("checksum does not match"), warning);
        assertEquals(Generations.generate(bstp, null, null, false, 1).suite(), run.suite());
        assertQuarantined(store, saved, warning);
        assertTrue(store.list().stream().allMatch(SnapshotStore.Entry::readable), "only the new snapshot is listed");
    }

    private static void assertQuarantined(SnapshotStore store, Path saved, String warning) {
        Path moved = store.directory().resolve("quarantine").resolve(saved.getFileName());
        assertFalse(Files.exists(saved), "moved out of the store");
        assertTrue(Files.isRegularFile(moved), "kept in the quarantine");
        assertTrue(warning.contains("moved aside to " + moved), warning);
    }

    /** Rewrites the snapshot at {@code file} with its body damaged as {@code damage} says, its checksum made to match. */
    private static void damage(Path file, Damage damage) throws IOException {
        SnapshotFile.Contents contents = SnapshotFile.read(file);
        assertEquals(1, contents.header().width(), "one byte per value");
        assertTrue(contents.header().descriptor().slots().size() <= 256, "one byte per position");
        byte[] pairs = contents.inflated().readAllBytes();
        long valid = contents.header().valid();
        int at = 0;
        long pair = 0;
        for (; pair < valid / 2; pair++) {
            at = skipPair(pairs, at);
        }
        byte[] damaged = pairs.clone();
        if (damage == Damage.TRUNCATED) {
            damaged = Arrays.copyOf(pairs, at);
        } else {
            // the value of the first position this pair or a later one changes, in its candidate or its successor
            while (pairs[at] == 0 && (pairs[at + 1] == 0 || pairs[at + 2] == 0)) {
                at = skipPair(pairs, at);
                assertTrue(++pair < valid, "no stored pair from the middle on changes a position");
            }
            damaged[pairs[at] != 0 ? at + 2 : at + 4] = (byte) 0xff;
        }
        SnapshotFile.write(file, contents.header(), deflate(damaged));
    }

    /** @return where the stored pair (a difference, a byte saying whether a successor follows, its difference) at {@code at} ends */
    private static int skipPair(byte[] b, int at) {
        int p = at + 1 + 2 * (b[at] & 0xff);
        return b[p] == 0 ? p + 1 : p + 2 + 2 * (b[p + 1] & 0xff);
    }

    private static byte[] deflate(byte[] raw) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream d = new DeflaterOutputStream(out, new Deflater(Deflater.DEFAULT_COMPRESSION, true))) {
            d.write(raw);
        }
        return out.toByteArray();
    }
}
