package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.ReuseEstimate;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.compilers.SourceVersions;

/**
 * Issue #40: a finitization declared in another class than the subject (say, in test sources), named
 * {@code pkg.Other#method} or {@code Other#method}, bounds the subject as one on the subject does; a snapshot made with it
 * is reused after an edit of repOk (and of the finitization's code), with the full search's suite.
 */
class ExternalFinitizationTest {

    /** A linked list with a size and a tag that knows nothing of the finitization API. */
    static final String LIST = """
            package demo;

            public class Lst {
                public static class Node {
                    public Node next;
                    public int value;
                }

                /** An immutable value: a finitization that takes objects of it runs again on the instrumented classes. */
                public static final class Tag {
                    public final int id;

                    public Tag(int id) {
                        this.id = id;
                    }

                    @Override
                    public String toString() {
                        return "Tag" + id;
                    }
                }

                public Node header;
                public int size;
                public Tag tag;

                public boolean repOk() {
                    return acyclic() && sizeOk();
                }

                boolean acyclic() {
                    java.util.Set<Node> seen = new java.util.HashSet<>();
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
            }
            """;

    /** The same list bounded by a finitization of its own, to compare with. */
    static final String LIST_WITH_OWN = LIST.replace("    boolean sizeOk() {", """
                public static org.smallscope.api.IFinitization finLst(int n) {
                    return demo.LstBounds.finLst(n);
                }

                boolean sizeOk() {""");

    /** The bounds, in the subject's package, and a second finitization that bounds another class. */
    static final String BOUNDS = """
            package demo;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

            public class LstBounds {
                public static IFinitization finLst(int n) {
                    IFinitization f = FinitizationFactory.create(Lst.class);
                    IObjSet nodes = f.createObjSet(Lst.Node.class, n, true);
                    f.set("header", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set("tag", f.createValueSet(Lst.Tag.class, new Lst.Tag(1), new Lst.Tag(2)));
                    f.set("Node.next", nodes);
                    f.set("Node.value", f.createIntSet(0, 1));
                    return f;
                }

                public static IFinitization finNode(int n) {
                    IFinitization f = FinitizationFactory.create(Lst.Node.class);
                    f.set("value", f.createIntSet(0, n));
                    return f;
                }

                public static IFinitization twoArgs(int n, int m) {
                    return finLst(n);
                }
            }
            """;

    /** The same bounds in another package, named by binary name. */
    static final String OTHER_PACKAGE = """
            package bounds;

            public class Elsewhere {
                public static org.smallscope.api.IFinitization lists(int n) {
                    return demo.LstBounds.finLst(n);
                }
            }
            """;

    /** repOk edited: the first node's value is 0. */
    static final String EDITED = LIST.replace("acyclic() && sizeOk();", "acyclic() && sizeOk() && (header == null || header.value == 0);");

    /** The finitization's code edited (its bounds as before). */
    static final String BOUNDS_EDITED = BOUNDS.replace("f.set(\"header\", nodes);", "int unused = n * 2;\n        f.set(\"header\", nodes);");

    @TempDir
    static Path compiled;

    private static ClassFileSource base;
    private static ClassFileSource edited;
    private static ClassFileSource own;

    @TempDir
    Path dir;

    @BeforeAll
    static void compile() throws IOException {
        base = SourceVersions.compile(compiled.resolve("base"),
                Map.of("demo/Lst.java", LIST, "demo/LstBounds.java", BOUNDS, "bounds/Elsewhere.java", OTHER_PACKAGE));
        edited = SourceVersions.compile(compiled.resolve("edited"), Map.of("demo/Lst.java", EDITED, "demo/LstBounds.java", BOUNDS_EDITED));
        own = SourceVersions.compile(compiled.resolve("own"), Map.of("demo/Lst.java", LIST_WITH_OWN, "demo/LstBounds.java", BOUNDS));
    }

    private static Subject load(ClassFileSource source, String finitization, int... args) {
        return SubjectLoader.load(new SubjectRequest("demo.Lst", finitization, args, source));
    }

    @Test
    void anExternalFinitizationBoundsTheSubjectAsItsOwnDoes() {
        List<String> ownSuite = Generations.generate(load(own, null, 3), null, null, false, 1).suite();
        for (String name : List.of("demo.LstBounds#finLst", "LstBounds#finLst")) {
            Subject subject = load(base, name, 3);
            assertEquals("demo.LstBounds#finLst", subject.finitizationName(), name);
            assertEquals("demo.LstBounds", subject.finitizationClass());
            assertEquals("finLst", subject.finitizationMethod());
            assertEquals(ownSuite, Generations.generate(subject, null, null, false, 1).suite(), name);
        }
        Subject elsewhere = load(base, "bounds.Elsewhere#lists", 3);
        assertEquals("bounds.Elsewhere#lists", elsewhere.finitizationName());
        assertEquals(ownSuite, Generations.generate(elsewhere, null, null, false, 1).suite());
        assertTrue(ownSuite.size() > 5, ownSuite.size() + " valid");
        assertEquals("finLst", load(own, "demo.Lst#finLst", 3).finitizationName(), "the subject's own method is named as before");
    }

    @Test
    void errorsNameTheClassAndMethod() {
        assertMessage("Class NoSuchBounds was not found on the class path (the finitization NoSuchBounds#finLst of demo.Lst names it; "
                + "looked for demo.NoSuchBounds and NoSuchBounds)", error("NoSuchBounds#finLst", 3));
        assertMessage("Class demo.LstBounds has no static finitization method finList(int...) returning IFinitization "
                + "(named by the finitization demo.LstBounds#finList of demo.Lst)", error("LstBounds#finList", 3));
        assertMessage("Finitization demo.LstBounds.finNode failed: it creates a finitization for demo.Lst$Node, not for demo.Lst",
                error("demo.LstBounds#finNode", 3));
        assertMessage("Finitization demo.LstBounds.twoArgs takes twoArgs(int, int) returning IFinitization, but was given 1 argument(s) [3]",
                error("LstBounds#twoArgs", 3));
        assertTrue(error("LstBounds#", 3).contains("pkg.Other#method"), error("LstBounds#", 3));
    }

    @Test
    void anEditOfRepOkReusesTheSnapshotMadeWithAnExternalFinitization() {
        String name = "LstBounds#finLst";
        Subject before = load(base, name, 4);
        Subject after = load(edited, name, 4);
        List<String> full = Generations.generate(after, null, null, false, 1).suite().stream().sorted().toList();
        SnapshotStore store = new SnapshotStore(dir.resolve("store"));
        Generations.generate(before, store, null, false, 1);
        SubjectDescriptor saved = store.list().get(0).header().descriptor();
        assertEquals("demo.LstBounds#finLst", saved.finitization(), "the snapshot names the finitization by its class");
        assertTrue(saved.dependencies().methods().keySet().stream().anyMatch(m -> m.startsWith("demo/LstBounds finLst ")),
                "the finitization ran on the instrumented classes in the base run (so its edit is exempt from the code check by class and name): " + saved.dependencies().methods().keySet());

        Generations.Run run = Generations.generate(after, new Generation.Options(store, null, true, 1, 0, "test")
                .withPolicy(ReuseEstimate.Policy.ALWAYS), SearchListener.NONE);

        assertEquals(Mode.INCREMENTAL, run.report().outcome().mode(), String.valueOf(run.report().outcome().fallbackReason()));
        assertNull(run.report().outcome().fallbackReason());
        assertTrue(run.report().outcome().reusedTests() > 0, "reused " + run.report().outcome().reusedTests());
        assertTrue(full.size() > 1 && full.size() < Generations.generate(before, null, null, false, 1).suite().size(), full.size() + " valid");
        assertEquals(full, run.suite().stream().sorted().toList(), "the full search's suite, set for set");
    }

    private static String error(String finitization, int... args) {
        return assertThrows(SmallscopeException.class, () -> load(base, finitization, args)).getMessage();
    }

    private static void assertMessage(String expected, String actual) {
        assertEquals(expected, actual);
    }
}
