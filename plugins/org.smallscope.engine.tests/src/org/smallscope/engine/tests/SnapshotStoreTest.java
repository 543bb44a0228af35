package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;

/** Damaged, foreign or unwritable snapshots give a clear message and a correct suite, never a wrong one. */
class SnapshotStoreTest {

    @TempDir
    Path dir;

    private Path saveBst(SnapshotStore store) {
        return Generations.generate(Generations.subject("BST", 5), store, null, false, 1).report().saved();
    }

    private List<String> fullBstp() {
        return Generations.generate(Generations.subject("BSTP", 5), null, null, false, 1).suite();
    }

    @Test
    void aSavedSnapshotRoundTrips() {
        SnapshotStore store = new SnapshotStore(dir);
        Path file = saveBst(store);

        SnapshotFile.Contents read = SnapshotFile.read(file);
        int[] count = {0};
        read.forEachPair((cv, next) -> count[0]++);

        assertEquals(42, read.header().valid());
        assertEquals(42, count[0]);
        assertEquals("BST", read.header().descriptor().simpleName());
        assertEquals(1, store.list().size());
    }

    @Test
    void aTruncatedSnapshotIsReportedAndAFullSearchRuns() throws IOException {
        SnapshotStore store = new SnapshotStore(dir);
        Path file = saveBst(store);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));

        Generations.Run run = Generations.generate(Generations.subject("BSTP", 5), store, file.toString(), true, 1);

        assertEquals(Mode.FULL, run.report().outcome().mode());
        assertTrue(run.report().warnings().get(0).contains("checksum does not match"), run.report().warnings().toString());
        assertTrue(run.report().warnings().get(0).contains(file.getFileName().toString()), "names the file");
        assertEquals(fullBstp(), run.suite());
    }

    @Test
    void aFlippedByteIsDetected() throws IOException {
        SnapshotStore store = new SnapshotStore(dir);
        Path file = saveBst(store);
        byte[] bytes = Files.readAllBytes(file);
        bytes[bytes.length - 20] ^= 0x10;
        Files.write(file, bytes);

        SmallscopeException e = assertThrows(SmallscopeException.class, () -> SnapshotFile.read(file));

        assertEquals(EngineError.SNAPSHOT_DAMAGED, e.error());
        Generations.Run run = Generations.generate(Generations.subject("BSTP", 5), store, "BST", true, 1);
        assertEquals(Mode.FULL, run.report().outcome().mode());
        assertEquals(fullBstp(), run.suite());
    }

    @Test
    void aFileThatIsNoSnapshotIsNamedAsSuch() throws IOException {
        Path file = dir.resolve("notes.snapshot");
        Files.writeString(file, "just text");

        SmallscopeException e = assertThrows(SmallscopeException.class, () -> SnapshotFile.read(file));

        assertTrue(e.getMessage().contains("not a Smallscope snapshot"), e.getMessage());
    }

    @Test
    void aSnapshotOfAnotherSubjectIsRefusedWithTheReason() {
        SnapshotStore store = new SnapshotStore(dir);
        Generations.generate(Generations.subject("DLLU", 5), store, null, false, 1);

        Generations.Run run = Generations.generate(Generations.subject("BSTP", 5), store, "DLLU", true, 1);

        assertEquals(Mode.FULL, run.report().outcome().mode());
        assertTrue(run.report().outcome().fallbackReason().contains("Entry.next is bounded in the base DLLU(5)"),
                run.report().outcome().fallbackReason());
        assertEquals(fullBstp(), run.suite());
    }

    @Test
    void aStoreThatCannotBeWrittenGivesAWarningAndTheSuite() throws IOException {
        Path blocker = dir.resolve("file");
        Files.writeString(blocker, "a file where the store's parent directory should be");
        SnapshotStore store = new SnapshotStore(blocker.resolve("store"));

        Generations.Run run = Generations.generate(Generations.subject("BSTP", 5), store, null, true, 1);

        assertNull(run.report().saved());
        assertTrue(run.report().warnings().get(0).contains("cannot be written"), run.report().warnings().toString());
        assertEquals(42, run.suite().size());
    }

    @Test
    void aMissingNamedBaseIsAnError() {
        SnapshotStore store = new SnapshotStore(dir);
        Subject bstp = Generations.subject("BSTP", 4);

        SmallscopeException e = assertThrows(SmallscopeException.class, () -> Generations.generate(bstp, store, "nothing-like-this", true, 1));

        assertEquals(EngineError.SNAPSHOT_NOT_FOUND, e.error());
    }

    @Test
    void concurrentRunsOnOneStoreLoseNothing() throws InterruptedException {
        SnapshotStore store = new SnapshotStore(dir);
        Thread[] runs = new Thread[4];
        for (int i = 0; i < runs.length; i++) {
            String name = i % 2 == 0 ? "BST" : "DLLU";
            int size = 3 + i;
            runs[i] = new Thread(() -> Generations.generate(Generations.subject(name, size), store, null, true, 1));
            runs[i].start();
        }
        for (Thread t : runs) {
            t.join();
        }

        List<SnapshotStore.Entry> entries = store.list();

        assertEquals(4, entries.size());
        assertTrue(entries.stream().allMatch(SnapshotStore.Entry::readable));
    }
}
