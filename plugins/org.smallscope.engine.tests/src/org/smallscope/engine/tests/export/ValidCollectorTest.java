package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.export.model.ValidCollector;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.DLLU;

/**
 * The valid candidates an export collects are kept as differences between vectors and come back exactly as found: in
 * order, in any order, across the collector's memory blocks, and after a restart.
 */
class ValidCollectorTest {

    @Test
    void manyVectorsComeBackAsTheyWereFoundInOrderAndInAnyOrder() {
        Random random = new Random(12);
        List<int[]> found = new ArrayList<>();
        int[] cv = new int[40];
        for (int n = 0; n < 300_000; n++) { // about 3 MB of differences: several of the collector's 1 MiB blocks
            cv = cv.clone();
            for (int k = random.nextInt(6); k >= 0; k--) {
                int[] magnitudes = {2, 200, 70_000, Integer.MAX_VALUE};
                cv[random.nextInt(cv.length)] = random.nextInt(magnitudes[random.nextInt(magnitudes.length)]);
            }
            found.add(cv);
        }
        ValidCollector collector = new ValidCollector();
        for (int i = 0; i < found.size(); i++) {
            collector.validFound(found.get(i), null, i + 1);
        }

        List<int[]> kept = collector.instances();
        assertEquals(found.size(), kept.size());
        for (int i = 0; i < found.size(); i++) {
            assertArrayEquals(found.get(i), kept.get(i), "vector " + i + " read in order");
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < found.size(); i += 7) {
            order.add(i);
        }
        Collections.shuffle(order, random);
        for (int i : order) {
            assertArrayEquals(found.get(i), kept.get(i), "vector " + i + " read out of order");
        }
        kept.get(5)[0] = -1;
        assertArrayEquals(found.get(5), kept.get(5), "each read is a fresh array");
        assertThrows(UnsupportedOperationException.class, () -> kept.add(new int[40]));
        assertThrows(IndexOutOfBoundsException.class, () -> kept.get(found.size()));
    }

    @Test
    void aRestartForgetsWhatWasCollected() {
        ValidCollector collector = new ValidCollector();
        collector.validFound(new int[] {1, 2, 3}, null, 1);
        collector.validFound(new int[] {1, 0, 3}, null, 2);
        collector.searchRestarted("the snapshot was stale");
        collector.validFound(new int[] {4, 5, 6}, null, 1);

        assertEquals(1, collector.instances().size());
        assertArrayEquals(new int[] {4, 5, 6}, collector.instances().get(0));
    }

    @Test
    void aSearchsValidCandidatesAreCollectedExactly() {
        Subject subject = SubjectLoader.load(SubjectRequest.of(DLLU.class, 6));
        List<int[]> copies = new ArrayList<>();
        ValidCollector collector = new ValidCollector();
        Search.over(subject).listener(new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                copies.add(candidate.clone());
                collector.validFound(candidate, heap, ordinal);
            }
        }).build().run();

        assertEquals(720, copies.size(), "DLLU(6): 6! lists");
        List<int[]> kept = collector.instances();
        assertEquals(copies.size(), kept.size());
        for (int i = 0; i < copies.size(); i++) {
            assertArrayEquals(copies.get(i), kept.get(i));
        }
        assertTrue(kept.get(0).length == subject.vectorLength());
    }
}
