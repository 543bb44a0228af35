package org.smallscope.engine.tests.dependencies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.Generations;
import org.smallscope.engine.tests.compilers.SourceVersions;

/**
 * A snapshot made by an incremental run keeps the full search's estimate of its base, so that the next edit's choice
 * between reuse and a full search is not misled by the few candidates the incremental run explored.
 */
class FullSearchEstimateTest {

    private static final String LIST = """
            package est;
            import org.smallscope.api.*;
            public class Chain {
                public static class Node { public Node next; public int value; }
                public Node header;
                public int size;
                public boolean repOk() { return acyclic() && size == count() /*MORE*/; }
                boolean acyclic() {
                    java.util.Set<Node> seen = new java.util.HashSet<>();
                    for (Node n = header; n != null; n = n.next) { if (!seen.add(n)) return false; }
                    return true;
                }
                int count() { int c = 0; for (Node n = header; n != null; n = n.next) c++; return c; }
                public static IFinitization finChain(int n) {
                    IFinitization f = FinitizationFactory.create(Chain.class);
                    IObjSet nodes = f.createObjSet(Node.class, n, true);
                    f.set("header", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set(Node.class, "next", nodes);
                    f.set(Node.class, "value", f.createIntSet(0, 3));
                    return f;
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void anIncrementalSnapshotKeepsItsBasesFullSearchEstimate() throws IOException {
        SnapshotStore store = new SnapshotStore(dir.resolve("store"));
        Generations.Run full = run("v1", LIST, store);
        Generations.Run extended = run("v2", LIST.replace("/*MORE*/", "&& size < 100 /*MORE*/"), store);

        assertEquals(Mode.INCREMENTAL, extended.report().outcome().mode(), String.valueOf(extended.report().outcome().fallbackReason()));
        long fullExplored = full.report().outcome().result().explored();
        assertTrue(extended.report().outcome().result().explored() < fullExplored, "the incremental run explores less");
        SnapshotHeader saved = SnapshotFile.read(extended.report().saved()).header();
        assertEquals(fullExplored, saved.fullSearchEstimate(), "a full search of the extended subject costs about what the base's did");
        assertEquals(fullExplored, ReuseEstimate.of(saved, ReuseEstimate.Policy.AUTO).full());
    }

    private Generations.Run run(String version, String source, SnapshotStore store) throws IOException {
        ClassFileSource classes = SourceVersions.compile(dir.resolve(version), Map.of("est/Chain.java", source));
        return Generations.generate(SubjectLoader.load(new SubjectRequest("est.Chain", null, new int[] {3}, classes)),
                new Generation.Options(store, null, true, 1, 0, "test").withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
    }
}
