package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.floor.CandidateTrace;
import org.smallscope.engine.floor.FloorReplay;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;

/**
 * The floor benchmark's replay is faithful: the candidates a search explored, replayed into the uninstrumented classes,
 * get the same verdict from plain repOk, candidate for candidate, for object, array and class-domain subjects.
 */
class FloorReplayTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"BST, 5", "RBT, 5", "DLLU, 5", "HeapArray, 4", "ArrayList, 4", "HashMap, 4", "UnionFind, 4", "Expr, 3", "TreeBag, 4"})
    void replayGivesTheSearchsCounts(String example, int size) {
        Subject subject = Subjects.example(example, size);
        SearchResult search = Subjects.searchAll(subject).result();
        CandidateTrace trace = CandidateTrace.record(subject, dir.resolve("trace"), CandidateTrace.MAX_BYTES, 0);

        FloorReplay.Result replay = new FloorReplay(Subjects.unmonitoredExample(example, size), trace).run();

        assertEquals(search.explored(), trace.candidates());
        assertEquals(search.valid(), trace.valid());
        assertEquals(search.explored(), replay.candidates());
        assertEquals(search.valid(), replay.valid(), "valid candidates of plain repOk");
        assertEquals(0, replay.disagreements(), "first disagreement at candidate " + replay.firstDisagreement());
        assertTrue(search.valid() > 0 && search.valid() < search.explored(), "a search with valid and invalid candidates");
    }

    @Test
    void replaysAgainFromAFreshHeap() {
        CandidateTrace trace = CandidateTrace.record(Subjects.example("HashMap", 3), dir.resolve("trace"), CandidateTrace.MAX_BYTES, 0);
        FloorReplay replay = new FloorReplay(Subjects.unmonitoredExample("HashMap", 3), trace);

        FloorReplay.Result first = replay.run();
        FloorReplay.Result second = replay.run();

        assertEquals(first.valid(), second.valid());
        assertEquals(0, second.disagreements());
    }

    @Test
    void theUnmonitoredClassesCarryNoRecorder() {
        Subject plain = Subjects.unmonitoredExample("BST", 3);
        Subject monitored = Subjects.example("BST", 3);

        assertFalse(plain.monitored());
        assertTrue(monitored.monitored());
        assertFalse(hasRecorderField(plain.newHeap().root().getClass()), "plain BST has no recorder field");
        assertTrue(hasRecorderField(monitored.newHeap().root().getClass()), "instrumented BST has one");
        assertEquals(Arrays.toString(monitored.domainSizes()), Arrays.toString(plain.domainSizes()), "same candidate vectors");
    }

    @Test
    void aTraceThatGrowsPastItsLimitStopsTheSearchAndIsDeleted() {
        Path file = dir.resolve("trace");

        SmallscopeException e = assertThrows(SmallscopeException.class,
                () -> CandidateTrace.record(Subjects.example("BST", 5), file, 1_000, 0));

        assertEquals(EngineError.FLOOR_TRACE_TOO_LARGE, e.error());
        assertTrue(e.getMessage().contains("BST(5)") && e.getMessage().contains("1,000 bytes"), e.getMessage());
        assertFalse(Files.exists(file));
    }

    @Test
    void aTraceIsReplayedOnlyIntoTheSameUninstrumentedSubject() {
        CandidateTrace trace = CandidateTrace.record(Subjects.example("BST", 3), dir.resolve("trace"), CandidateTrace.MAX_BYTES, 0);

        assertThrows(IllegalArgumentException.class, () -> new FloorReplay(Subjects.example("BST", 3), trace));
        IllegalArgumentException other = assertThrows(IllegalArgumentException.class,
                () -> new FloorReplay(Subjects.unmonitoredExample("BST", 4), trace));
        assertTrue(other.getMessage().contains("BST(3)") && other.getMessage().contains("BST(4)"), other.getMessage());
    }

    private static boolean hasRecorderField(Class<?> cls) {
        for (Class<?> c = cls; c != null; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().startsWith("__ss$")) {
                    return true;
                }
            }
        }
        return false;
    }
}
