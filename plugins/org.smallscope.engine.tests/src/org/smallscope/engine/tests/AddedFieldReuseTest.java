package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.compilers.EditedSubject;

/**
 * Issue #39: a subject edited to bound one more field and check it in a conjunct at the end of repOk is generated from the
 * snapshot of the version before with the full search's suite, set for set, on one thread and on two, with every valid
 * candidate heard (as {@code --out} and {@code --junit} hear them) or only encoded for the snapshot, with a checkpoint or
 * without (the new field breaks the mixed ranges, and a valid candidate that broke its range used to be recorded without
 * its successor, so that the batch's records ended inside it).
 */
class AddedFieldReuseTest {

    private static final String CLASS = "demo.Lst";

    /** A singly linked list with a size: the version the store has a snapshot of. */
    static final String BASE = """
            package demo;

            import java.util.HashSet;
            import java.util.Set;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            public class Lst {
                public static class Node {
                    public Node next;
                    public int value;
                }

                public Node header;
                public int size;

                public boolean repOk() {
                    return acyclic() && sizeOk();
                }

                boolean acyclic() {
                    Set<Node> seen = new HashSet<>();
                    for (Node n = header; n != null; n = n.next) {
                        if (!seen.add(n)) {
                            return false;
                        }
                    }
                    return true;
                }

                boolean sizeOk() {
                    int c = 0;
                    for (Node n = header; n != null; n = n.next) {
                        c++;
                    }
                    return c == size;
                }

                public static IFinitization finLst(int n) {
                    IFinitization f = FinitizationFactory.create(Lst.class);
                    IObjSet nodes = f.createObjSet(Node.class, n, true);
                    f.set("header", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Node.next", nodes);
                    f.set("Node.value", f.createIntSet(0, 2));
                    return f;
                }
            }
            """;

    /**
     * One more root field, bounded, and a conjunct on it at the end of repOk: the nodes' values, which no conjunct reads,
     * are still enumerated after it, so base fields change inside the mixed ranges, which break; the run restarts as
     * floor-pinned stretches.
     */
    static final String WITH_CAPACITY = BASE.replace("public int size;", "public int size;\n    public int capacity;")
            .replace("acyclic() && sizeOk();", "acyclic() && sizeOk() && capacity >= size;")
            .replace("f.set(\"Node.next\", nodes);", "f.set(\"capacity\", f.createIntSet(0, n));\n        f.set(\"Node.next\", nodes);");

    @TempDir
    static Path compiled;

    private static EditedSubject base;
    private static EditedSubject withCapacity;

    @TempDir
    Path dir;

    @BeforeAll
    static void compileBothVersions() {
        base = EditedSubject.compile(CLASS, BASE, compiled.resolve("base"));
        withCapacity = EditedSubject.compile(CLASS, WITH_CAPACITY, compiled.resolve("capacity"));
    }

    static Stream<Arguments> runs() {
        return Stream.of(4, 6).flatMap(size -> Stream.of(1, 2).flatMap(threads -> Stream
                .of(Generation.Checkpointing.OFF, Generation.Checkpointing.KEEP).map(c -> Arguments.of(size, threads, c))));
    }

    @ParameterizedTest(name = "size {0}, {1} threads, checkpoint {2}")
    @MethodSource("runs")
    void theEditedSubjectsSuiteFromTheSnapshotIsTheFullSearchs(int size, int threads, Generation.Checkpointing checkpointing) {
        Subject before = base.load(size);
        Subject edited = withCapacity.load(size);
        assertEquals(before.vectorLength() + 1, edited.vectorLength(), "one more bounded field");
        List<String> full = sorted(Generations.generate(edited, null, null, false, 1).suite());
        SnapshotStore store = new SnapshotStore(dir.resolve("store"));
        Generations.generate(before, store, null, false, 1);

        Generation.Options options = new Generation.Options(store, null, true, threads, 0, "test").withPolicy(ReuseEstimate.Policy.ALWAYS)
                .withCheckpointing(checkpointing);
        List<String> restarts = new ArrayList<>();
        Generations.Run heard = Generations.generate(edited, options, new SearchListener() {
            @Override
            public void searchRestarted(String reason) {
                restarts.add(reason);
            }
        });
        Generations.Run encoded = Generations.generateInSegments(edited, options, SearchListener.NONE);

        assertEquals(Mode.INCREMENTAL, heard.report().outcome().mode(), String.valueOf(heard.report().outcome().fallbackReason()));
        assertTrue(heard.report().warnings().isEmpty(), heard.report().warnings().toString());
        assertEquals(1, restarts.size(), "the mixed ranges break once, then pinned stretches run: " + restarts);
        assertTrue(full.size() > 1, full.size() + " valid");
        assertEquals(full, sorted(heard.suite()), "every valid candidate heard");
        assertEquals(full.size(), heard.report().outcome().result().valid());
        assertEquals(Mode.INCREMENTAL, encoded.report().outcome().mode(), String.valueOf(encoded.report().outcome().fallbackReason()));
        assertEquals(full, sorted(encoded.suite()), "the suite of the saved snapshot");
    }

    private static List<String> sorted(List<String> suite) {
        return suite.stream().sorted().toList();
    }
}
