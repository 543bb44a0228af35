package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.BatchWorker;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * The seam distributed runs use: batches run by {@link BatchWorker}s elsewhere, their {@link BatchResult}s serialized
 * and sent back, then reported in order, give exactly the sequential search (every valid candidate with its successor,
 * the counts); and the full search is cut so that no batch holds most of the work, also for subjects whose work lies
 * in one deep branch (a doubly linked list, built node by node).
 */
class BatchExecutorSeamTest {

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"DLLU, 7", "BSTP, 6", "RBT, 6", "HeapArray, 5", "ArrayList, 4", "Expr, 3"})
    void batchesRunElsewhereAndSentBackReportTheSequentialSearch(String example, int size) {
        Subject subject = Subjects.example(example, size);
        List<String> sequential = new ArrayList<>();
        SearchResult one = Search.over(subject).listener(Transcript.into(sequential)).build().run();
        List<String> distributed = new ArrayList<>();
        SerializingExecutor executor = new SerializingExecutor();

        SearchResult result = new ParallelRunner(subject, 1, 0, Transcript.into(distributed), executor).runFullSearch();

        assertEquals(Outcome.COMPLETED, result.outcome());
        assertEquals(one.explored(), result.explored());
        assertEquals(one.valid(), result.valid());
        assertEquals(sequential, distributed);
        assertTrue(executor.explored.size() > 1, "the search was cut into several batches");
        long largest = executor.explored.stream().mapToLong(Long::longValue).max().orElse(0);
        assertTrue(largest * 2 < one.explored(), "the largest batch explored " + largest + " of " + one.explored());
    }

    /** Runs each batch with a fresh worker and sends its result through Java serialization, as a cluster would. */
    private static final class SerializingExecutor implements BatchExecutor {
        final List<Long> explored = new ArrayList<>();

        @Override
        public int parallelism() {
            return 4;
        }

        @Override
        public Iterator<BatchResult> execute(Subject subject, Iterator<List<Range>> batches, boolean contiguous, long timeoutMillis) {
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return batches.hasNext();
                }

                @Override
                public BatchResult next() {
                    BatchResult result = new BatchWorker(subject).run(copyBatch(batches.next()), contiguous, false, timeoutMillis);
                    explored.add(result.explored());
                    return SerialCopy.of(result);
                }
            };
        }

        @Override
        public void cancel() {
        }

        private static List<Range> copyBatch(List<Range> batch) {
            return SerialCopy.of(new ArrayList<>(batch));
        }
    }
}
