package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.incremental.StoredRanges;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;

/**
 * The mixed ranges of a snapshot, taken one at a time or a batch at a time (the batch decoded later, by its reader), are
 * exactly the stored pairs mapped to the new subject's vectors, in order; a damaged body is named, never half read.
 */
class StoredRangesTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0} -> {1} size {2}")
    @CsvSource({"DLLU, DLLS, 8", "BSTP, RBT, 6", "BST, BSTP, 6", "ArrayList, org.smallscope.engine.tests.everyday.edits.ArrayListNoDuplicates, 5"})
    void batchesGiveTheStoredPairsInOrder(String base, String extended, int size) {
        SnapshotFile.Contents contents = snapshot(base, size);
        Subject subject = Generations.subject(extended, size);
        Compatibility verdict = Compatibility.check(contents.header().descriptor(), subject);
        List<String> expected = new ArrayList<>();
        contents.pairs(verdict.baseSlotOf()).forEachRemaining(p -> expected.add(text(p[0], p[1])));
        assertTrue(expected.size() > 1, base + " has several valid structures");

        assertEquals(expected, oneByOne(contents.ranges(verdict.baseSlotOf(), verdict.newSlots())));
        for (int n : new int[] {1, 7, 1000, Integer.MAX_VALUE}) {
            StoredRanges ranges = contents.ranges(verdict.baseSlotOf(), verdict.newSlots());
            List<List<Range>> batches = new ArrayList<>();
            while (ranges.hasNext()) {
                batches.add(ranges.nextBatch(n)); // every batch taken before any is read: each must keep its own start
            }
            List<String> got = new ArrayList<>();
            for (List<Range> batch : batches) {
                assertTrue(batch.size() <= n && !batch.isEmpty());
                for (Range r : batch) {
                    got.add(text(r.from(), r.to()));
                    assertTrue(Arrays.equals(verdict.newSlots(), r.newSlots()));
                }
            }
            assertEquals(expected, got, "batches of " + n);
        }
        StoredRanges mixed = contents.ranges(verdict.baseSlotOf(), verdict.newSlots());
        List<String> got = new ArrayList<>();
        for (int k = 0; mixed.hasNext(); k++) {
            if (k % 2 == 0) {
                Range r = mixed.next();
                got.add(text(r.from(), r.to()));
            } else {
                mixed.nextBatch(3).forEach(r -> got.add(text(r.from(), r.to())));
            }
        }
        assertEquals(expected, got, "single ranges and batches in turn");
    }

    @Test
    void aBatchSentElsewhereArrivesAsItsRanges() throws Exception {
        SnapshotFile.Contents contents = snapshot("DLLU", 5);
        StoredRanges ranges = contents.ranges(identity(contents), new boolean[contents.header().descriptor().slots().size()]);
        List<Range> batch = ranges.nextBatch(50);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(batch);
        }
        @SuppressWarnings("unchecked")
        List<Range> back = (List<Range>) new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())).readObject();
        assertEquals(texts(batch), texts(back));
        assertEquals(50, back.size());
    }

    @Test
    void aTruncatedBodyIsNamedAsDamaged() throws IOException {
        SnapshotFile.Contents contents = snapshot("DLLU", 7);
        byte[] inflated = contents.inflated().readAllBytes();
        SnapshotFile.Contents cut = new SnapshotFile.Contents(contents.header(), deflate(Arrays.copyOf(inflated, inflated.length / 2)));
        int[] slotOf = identity(contents);
        boolean[] none = new boolean[slotOf.length];

        StoredRanges batches = cut.ranges(slotOf, none);
        SmallscopeException e = assertThrows(SmallscopeException.class, () -> {
            while (batches.hasNext()) {
                batches.nextBatch(100);
            }
        });
        assertTrue(e.getMessage().contains("ends early"), e.getMessage());
        StoredRanges single = cut.ranges(slotOf, none);
        assertThrows(SmallscopeException.class, () -> {
            while (single.hasNext()) {
                single.next();
            }
        });
        assertFalse(contents.ranges(slotOf, none).nextBatch(Integer.MAX_VALUE).isEmpty());
    }

    private SnapshotFile.Contents snapshot(String name, int size) {
        SnapshotStore store = new SnapshotStore(dir.resolve(name + size));
        Generations.generate(Generations.subject(name, size), store, null, false, 1);
        return SnapshotFile.read(store.list().get(0).file());
    }

    private static int[] identity(SnapshotFile.Contents contents) {
        return java.util.stream.IntStream.range(0, contents.header().descriptor().slots().size()).toArray();
    }

    private static byte[] deflate(byte[] raw) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (DeflaterOutputStream d = new DeflaterOutputStream(out, new Deflater(Deflater.DEFAULT_COMPRESSION, true))) {
            d.write(raw);
        }
        return out.toByteArray();
    }

    private static List<String> oneByOne(StoredRanges ranges) {
        List<String> out = new ArrayList<>();
        while (ranges.hasNext()) {
            Range r = ranges.next();
            out.add(text(r.from(), r.to()));
        }
        return out;
    }

    private static List<String> texts(List<Range> ranges) {
        List<String> out = new ArrayList<>();
        ranges.forEach(r -> out.add(text(r.from(), r.to())));
        return out;
    }

    private static String text(int[] from, int[] to) {
        return Structures.formatVector(from) + " -> " + (to == null ? "end" : Structures.formatVector(to));
    }
}
