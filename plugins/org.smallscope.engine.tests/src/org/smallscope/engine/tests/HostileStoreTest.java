package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.incremental.SnapshotStore;

/**
 * Issue #42: a store that holds a named pipe where a snapshot should be, or the temporary files of writes that were killed,
 * neither hangs a run nor keeps the debris: the pipe is a damaged entry named as such, and a run searches in full with the
 * full search's suite; temporary files older than an hour go, a fresh one (a write in progress) stays.
 */
class HostileStoreTest {

    @TempDir
    Path dir;

    @Test
    void aPipeInPlaceOfASnapshotIsADamagedEntryAndTheRunDoesNotHang() throws Exception {
        Path store = Files.createDirectories(dir.resolve("store"));
        Generations.Run base = Generations.generate(Generations.subject("BST", 4), new SnapshotStore(store), null, false, 1);
        Path pipe = store.resolve("BST-4-000000000000" + SnapshotStore.SUFFIX);
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).inheritIO().start();
        } catch (java.io.IOException e) {
            assumeTrue(false, "no mkfifo here: " + e);
            return;
        }
        assumeTrue(mkfifo.waitFor() == 0 && Files.exists(pipe), "mkfifo failed");

        List<SnapshotStore.Entry> entries = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> new SnapshotStore(store).list());
        SnapshotStore.Entry fifo = entries.stream().filter(e -> e.file().equals(pipe)).findFirst().orElseThrow();
        assertFalse(fifo.readable());
        assertTrue(fifo.problem().getMessage().contains("it is not a regular file"), fifo.problem().getMessage());

        Generations.Run again = assertTimeoutPreemptively(Duration.ofSeconds(60),
                () -> Generations.generate(Generations.subject("BSTP", 4), new SnapshotStore(store), null, true, 1));
        assertEquals(Generations.generate(Generations.subject("BSTP", 4), null, null, false, 1).suite(), again.suite());
        assertEquals(14, base.suite().size(), "BST(4)");
    }

    @Test
    void temporaryFilesOfKilledWritesOlderThanAnHourAreRemovedAndFreshOnesKept() throws Exception {
        Path store = Files.createDirectories(dir.resolve("store"));
        Path old = Files.writeString(store.resolve(".BST-4-abc" + SnapshotStore.SUFFIX + ".123.tmp"), "half");
        Files.setLastModifiedTime(old, FileTime.fromMillis(System.currentTimeMillis() - 2 * 3_600_000L));
        Path fresh = Files.writeString(store.resolve(".BST-4-def" + SnapshotStore.SUFFIX + ".456.tmp"), "being written");

        new SnapshotStore(store).list();

        assertFalse(Files.exists(old), "a write killed two hours ago left it");
        assertTrue(Files.exists(fresh), "a write may be in progress");
    }
}
