package org.smallscope.engine.tests.bounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.subject.SearchFindings;
import org.smallscope.engine.tests.compilers.SourceVersions;
import org.smallscope.examples.Examples;

/**
 * Issue #40: a field that repOk reads but no finitization binds keeps its constructor's value in every candidate and so
 * narrows the suite; the run says so, naming the field, and is quiet when the field is bound or final.
 */
class UnboundReadsTest {

    /** A bounded cache (a list of entries up to a capacity), {@code %s} the capacity's declaration, a first check, extra bounds. */
    private static final String CACHE = """
            package demo;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            public class Cache {
                public static class Entry {
                    public Entry next;
                    public int key;
                    public int hits;
                }

                public Entry head;
                public int size;
                %s

                public boolean repOk() {
                    java.util.Set<Entry> seen = new java.util.HashSet<>();
                    for (Entry e = head; e != null; e = e.next) {
                        if (!seen.add(e) || e.hits < 0) {
                            return false;
                        }
                    }
                    return %sseen.size() == size && withinCapacity();
                }

                private boolean withinCapacity() {
                    return size <= capacity;
                }

                public static IFinitization finCache(int n) {
                    IFinitization f = FinitizationFactory.create(Cache.class);
                    IObjSet entries = f.createObjSet(Entry.class, n, true);
                    f.set("head", entries);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Entry.next", entries);
                    f.set("Entry.key", f.createIntSet(0, 1));
                    %s
                    return f;
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void aFieldSetByAnInitializerThatRepOkReadsIsNamedWithTheMethodThatReadIt() throws Exception {
        Generation.Report report = generate("plain", "public int capacity = 2;", "");
        List<String> warnings = report.warnings();
        assertEquals(2, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).startsWith("Cache's repOk reads Entry.hits (in Cache.repOk), which the finitization finCache does not bound"),
                warnings.get(0));
        assertTrue(warnings.get(1).startsWith("Cache's repOk reads Cache.capacity (in Cache.withinCapacity), which the finitization finCache "
                + "does not bound: every candidate keeps the value its constructor gives it"), warnings.get(1));
        assertTrue(warnings.get(1).endsWith("bound it with set(\"capacity\", ...), or declare it final if it is a constant"), warnings.get(1));
        assertTrue(warnings.get(0).contains("set(\"Entry.hits\", ...)"), warnings.get(0));
        assertEquals(lists(3, 2, 2), report.outcome().result().valid(), "lists of at most capacity = 2 entries, keys 0..1, hits 0");
    }

    @Test
    void boundAndFinalFieldsAreNotNamed() throws Exception {
        Generation.Report bound = generate("bound", "public int capacity;", "f.set(\"capacity\", f.createIntSet(2, 2)); f.set(\"Entry.hits\", f.createIntSet(0, 0));");
        assertEquals(List.of(), bound.warnings());
        Generation.Report constant = generate("final", "public final int capacity = 2;", "f.set(\"Entry.hits\", f.createIntSet(0, 0));");
        assertEquals(List.of(), constant.warnings());
        assertEquals(bound.outcome().result().valid(), constant.outcome().result().valid(), "the same suite either way");
    }

    @Test
    void aFinalFieldOfAnObjectMadeWithoutAConstructorIsNamedWithItsDefault() throws Exception {
        Generation.Report report = generate("allocated", "public final int capacity; public Cache(int capacity) { this.capacity = capacity; }",
                "f.set(\"Entry.hits\", f.createIntSet(0, 0));");
        List<String> warnings = report.warnings();
        assertEquals(1, warnings.size(), warnings::toString);
        assertTrue(warnings.get(0).startsWith("Cache's repOk reads Cache.capacity (in Cache.withinCapacity), which the finitization finCache "
                + "does not bound: objects of Cache are made without a constructor (it has none without parameters), so the field holds its "
                + "default (0, false or null) in every candidate"), warnings.get(0));
        assertEquals(1, report.outcome().result().valid(), "capacity 0: only the empty cache");
    }

    @Test
    void noBundledExampleReadsAFieldItLeavesUnboundedOrBreaksRepOksContract() throws Exception {
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, String> e : Examples.all().entrySet()) {
            Class<?> c = Class.forName(e.getValue());
            int arity = java.util.Arrays.stream(c.getMethods()).filter(m -> m.getName().equals("fin" + c.getSimpleName())).findFirst()
                    .orElseThrow().getParameterCount();
            int[] args = new int[arity];
            java.util.Arrays.fill(args, 3);
            Subject subject = SubjectLoader.load(new SubjectRequest(e.getValue(), null, args, ClassFileSource.of(c.getClassLoader())));
            org.smallscope.engine.search.SearchResult result = org.smallscope.engine.search.Search.over(subject).build().run();
            if (result.failure() != null) {
                found.add(e.getKey() + ": " + result.failure().getMessage());
            }
            SearchFindings.warnings(subject).forEach(w -> found.add(e.getKey() + ": " + w));
        }
        assertEquals(List.of(), found);
    }

    private Generation.Report generate(String version, String capacity, String bounds) throws Exception {
        return generate(version, capacity, bounds, "");
    }

    private Generation.Report generate(String version, String capacity, String bounds, String firstCheck) throws Exception {
        Subject subject = SubjectLoader.load(new SubjectRequest("demo.Cache", null, new int[] {3},
                SourceVersions.compile(dir.resolve(version), Map.of("demo/Cache.java", CACHE.formatted(capacity, firstCheck, bounds)))));
        return new Generation(subject, new Generation.Options(new SnapshotStore(dir.resolve(version + "-store")), null, true, 1, 0, "test"))
                .run(SearchListener.NONE);
    }

    /** @return the singly linked lists of up to {@code max} entries (of at most {@code n}) over {@code keys} keys, up to isomorphism */
    private static long lists(int n, int max, int keys) {
        long total = 0;
        long k = 1;
        for (int len = 0; len <= Math.min(n, max); len++) {
            total += k;
            k *= keys;
        }
        return total;
    }
}
