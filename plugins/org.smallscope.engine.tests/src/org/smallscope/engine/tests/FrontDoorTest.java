package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.door.Batches;
import org.smallscope.engine.door.LoadedSubject;
import org.smallscope.engine.door.MethodMode;
import org.smallscope.engine.door.SuiteGeneration;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.subject.Subject;
import org.smallscope.examples.BST;

/**
 * The engine's front door gives what the engine gives: a generation's counts and instances are the search's, and
 * batches run by a front-door executor (each on a {@link Batches.Worker}, sent both ways through Java serialization as
 * a cluster would) report exactly the sequential search.
 */
class FrontDoorTest {

    @TempDir
    Path dir;

    private static LoadedSubject bst(int n) {
        return LoadedSubject.load(BST.class.getName(), null, new int[] {n}, ClassFileSource.of(FrontDoorTest.class.getClassLoader()));
    }

    @Test
    void aGenerationFindsWhatTheSearchFindsAndExportsIt() throws IOException {
        SearchResult search = Search.over(Subjects.example("BST", 4)).build().run();

        SuiteGeneration.Result r = SuiteGeneration.in(dir.resolve("store")).threads(1).tool("test").run(bst(4), event -> {
        });

        assertEquals(Outcome.COMPLETED, r.outcome());
        assertEquals(Mode.FULL, r.mode());
        assertEquals(14, r.valid(), "the binary search trees of 4 nodes over keys 0..3 (Catalan(4))");
        assertEquals(search.valid(), r.valid());
        assertEquals(search.explored(), r.explored());
        assertEquals(14, r.instances().size());
        assertTrue(r.saved(), "the generation saved a snapshot");
        assertNull(r.baseId(), "a first run compares with no snapshot");
        SuiteGeneration.Written written = r.export(dir.resolve("tests"), ClassFileSource.of(getClass().getClassLoader()), null);
        assertEquals(14, written.tests());
        assertTrue(Files.exists(dir.resolve("tests/org/smallscope/examples/" + written.classNames().get(0) + ".java")), written.classNames().toString());
    }

    @Test
    void methodModeNamesAMissingMethod() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MethodMode.resolve(bst(2), "noSuchMethod", List.of()));
        assertTrue(e.getMessage().contains("noSuchMethod"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"DLLU, 6", "BSTP, 5", "HeapArray, 4"})
    void batchesThroughTheFrontDoorReportTheSequentialSearch(String example, int size) {
        Subject subject = Subjects.example(example, size);
        List<String> sequential = new ArrayList<>();
        SearchResult one = Search.over(subject).listener(Transcript.into(sequential)).build().run();
        String className = org.smallscope.examples.Examples.className(example).orElseThrow();
        LoadedSubject elsewhere = LoadedSubject.load(className, null, new int[] {size}, ClassFileSource.of(getClass().getClassLoader()));
        SerializingExecutor executor = new SerializingExecutor(elsewhere);
        List<String> distributed = new ArrayList<>();

        SearchResult result = new ParallelRunner(subject, 1, 0, Transcript.into(distributed), Batches.forEngine(executor)).runFullSearch();

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(one.explored(), result.explored());
        assertEquals(one.valid(), result.valid());
        assertEquals(sequential, distributed);
        assertTrue(executor.batches > 1, "the search was cut into several batches");
    }

    /** Runs each batch on a front-door worker of a subject loaded on its own, the batch and its result copied by serialization. */
    private static final class SerializingExecutor implements Batches.Executor {
        private final LoadedSubject subject;
        int batches;

        SerializingExecutor(LoadedSubject subject) {
            this.subject = subject;
        }

        @Override
        public int parallelism() {
            return 4;
        }

        @Override
        public Iterator<Batches.Result> execute(Iterator<Batches.Batch> all, boolean contiguous, long timeoutMillis) {
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return all.hasNext();
                }

                @Override
                public Batches.Result next() {
                    batches++;
                    return SerialCopy.of(new Batches.Worker(subject).run(SerialCopy.of(all.next()), contiguous, timeoutMillis));
                }
            };
        }

        @Override
        public void cancel() {
        }
    }
}
