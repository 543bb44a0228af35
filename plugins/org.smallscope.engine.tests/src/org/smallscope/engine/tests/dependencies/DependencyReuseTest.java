package org.smallscope.engine.tests.dependencies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.Generations;
import org.smallscope.engine.tests.compilers.SourceVersions;

/**
 * Edits of a subject's code outside repOk's conjuncts (constants set by constructors, statics, static arrays, helpers
 * behind interfaces and in lambdas, in other classes), each with a conjunct added or dropped: reuse of the saved suite
 * must be refused with a reason that names what changed, and every run must give the full search's suite; edits that
 * change only conjuncts keep their reuse.
 */
class DependencyReuseTest {

    private static final String QUEUE = """
            package dep;
            import org.smallscope.api.*;
            public class Queue {
                public static class Node { public Node next; public int value; int weight = 1; }
                public Node header;
                public int size;
                int capacity = 3;
                static int LIMIT = 2;
                static final int[] ALLOWED = {0, 1, 2};
                static final Check CHECK = new Bounded();
                static final java.util.function.IntPredicate VALUE_OK = v -> v >= 0;
                final java.util.function.IntPredicate small = v -> v < 5;
                public boolean repOk() {
                    return acyclic() && size == count() && size <= capacity && size <= LIMIT + 1 && size <= Config.MAX
                        && CHECK.ok(this) && allowed() && valuesOk() /*MORE*/;
                }
                boolean acyclic() {
                    java.util.Set<Node> seen = new java.util.HashSet<>();
                    for (Node n = header; n != null; n = n.next) { if (!seen.add(n)) return false; }
                    return true;
                }
                int count() { int c = 0; for (Node n = header; n != null; n = n.next) c++; return c; }
                boolean allowed() {
                    for (Node n = header; n != null; n = n.next) {
                        boolean found = false;
                        for (int a : ALLOWED) { if (a == n.value) found = true; }
                        if (!found) return false;
                    }
                    return true;
                }
                boolean valuesOk() {
                    for (Node n = header; n != null; n = n.next) { if (!VALUE_OK.test(n.value) || !small.test(n.value)) return false; }
                    return true;
                }
                boolean sorted() {
                    for (Node n = header; n != null && n.next != null; n = n.next) { if (n.value > n.next.value) return false; }
                    return true;
                }
                public static IFinitization finQueue(int n) {
                    IFinitization f = FinitizationFactory.create(Queue.class);
                    IObjSet nodes = f.createObjSet(Node.class, n, true);
                    f.set("header", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set(Node.class, "next", nodes);
                    f.set(Node.class, "value", f.createIntSet(0, 2));
                    return f;
                }
            }
            interface Check { boolean ok(Queue q); }
            class Bounded implements Check { public boolean ok(Queue q) { return q.size >= 0; } }
            class Config { static int MAX = 3; }
            """;

    private static final String SORTED = "&& sorted() /*MORE*/";

    static Stream<Arguments> edits() {
        return Stream.of(
                Arguments.of("a conjunct only", List.of("/*MORE*/", SORTED), Mode.INCREMENTAL, null),
                Arguments.of("a constant set by a field initializer", List.of("capacity = 3", "capacity = 1", "/*MORE*/", SORTED), Mode.FULL,
                        "a new dep.Queue (object 0) was {capacity=Integer:3,"),
                Arguments.of("a constructor that makes the same objects another way", List.of("weight = 1", "weight = Math.abs(-1)",
                        "/*MORE*/", SORTED), Mode.INCREMENTAL, null),
                Arguments.of("a constructor that makes other node objects", List.of("weight = 1", "weight = 2", "/*MORE*/", SORTED), Mode.FULL,
                        "a new dep.Queue$Node (object 1) was {weight=Integer:1,}"),
                Arguments.of("a non-final static", List.of("LIMIT = 2", "LIMIT = 0", "/*MORE*/", SORTED), Mode.FULL, "Queue.LIMIT"),
                Arguments.of("another class's static", List.of("MAX = 3", "MAX = 1", "/*MORE*/", SORTED), Mode.FULL, "Config.MAX"),
                Arguments.of("a static array's contents", List.of("{0, 1, 2}", "{0, 2, 2}", "/*MORE*/", SORTED), Mode.FULL, "Queue.ALLOWED"),
                Arguments.of("a helper behind an interface in another class", List.of("q.size >= 0", "q.size >= 2", "/*MORE*/", SORTED), Mode.FULL,
                        "Bounded.ok(Queue)"),
                Arguments.of("a lambda held by a static", List.of("v -> v >= 0", "v -> v >= 1", "/*MORE*/", SORTED), Mode.FULL,
                        "static initializer of Queue"),
                Arguments.of("a lambda held by an instance field", List.of("v -> v < 5", "v -> v < 2", "/*MORE*/", SORTED), Mode.FULL,
                        "the constructor Queue()"),
                Arguments.of("a new superclass of a class repOk ran", List.of("class Bounded implements Check {",
                        "class Bounded extends Base implements Check {", "class Config {", "class Base { public String toString() { return \"b\"; } }\nclass Config {",
                        "/*MORE*/", SORTED), Mode.FULL, "the constructor Bounded()"),
                Arguments.of("a dropped conjunct", List.of(" && valuesOk() /*MORE*/", ""), Mode.INCREMENTAL_BACKWARD, null),
                Arguments.of("a dropped conjunct and a changed constant", List.of(" && valuesOk() /*MORE*/", "", "capacity = 3", "capacity = 1"),
                        Mode.FULL, "a new dep.Queue (object 0) was {capacity=Integer:3,"),
                Arguments.of("a dropped conjunct and a changed helper", List.of(" && valuesOk() /*MORE*/", "", "q.size >= 0", "q.size >= 1"),
                        Mode.FULL, "Bounded.ok(Queue)"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("edits")
    void reuseIsRefusedWhereTheBaseVerdictsMayChangeAndEverySuiteIsTheFullOne(String edit, List<String> replacements, Mode expected,
            String named, @TempDir Path dir) throws IOException {
        String edited = QUEUE;
        for (int i = 0; i < replacements.size(); i += 2) {
            assertTrue(edited.contains(replacements.get(i)), replacements.get(i));
            edited = edited.replace(replacements.get(i), replacements.get(i + 1));
        }
        ClassFileSource before = SourceVersions.compile(dir.resolve("before"), Map.of("dep/Queue.java", QUEUE));
        ClassFileSource after = SourceVersions.compile(dir.resolve("after"), Map.of("dep/Queue.java", edited));
        List<String> full = sorted(Generations.generate(load(after), new Generation.Options(null, null, false, 1, 0, "test"), SearchListener.NONE)
                .suite());
        for (int threads : new int[] {1, 2}) {
            SnapshotStore store = new SnapshotStore(dir.resolve("store" + threads));
            Generations.generate(load(before), new Generation.Options(store, null, true, threads, 0, "test"), SearchListener.NONE);
            Generations.Run run = Generations.generate(load(after), new Generation.Options(store, null, true, threads, 0, "test")
                    .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);
            assertEquals(full, sorted(run.suite()), edit + " on " + threads + " thread(s): the suite differs from the full search's");
            assertEquals(expected, run.report().outcome().mode(), edit + ": " + run.report().outcome().fallbackReason());
            if (named != null) {
                String reason = run.report().outcome().fallbackReason();
                assertNotNull(reason, edit + ": a refusal must say why");
                assertTrue(reason.contains(named), edit + ": the reason should name " + named + ": " + reason);
            }
        }
    }

    private static Subject load(ClassFileSource source) {
        return SubjectLoader.load(new SubjectRequest("dep.Queue", null, new int[] {3}, source));
    }

    private static List<String> sorted(List<String> suite) {
        return List.copyOf(new TreeSet<>(suite));
    }
}
