package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.smallscope.api.IFinitization;
import org.smallscope.junit.ExhaustiveTest;

/**
 * The user's loop: a test over every valid sorted list runs, then repOk gains a conjunct (the class keeps its name) and
 * the test runs again; the second run is incremental from the first one's snapshot, with the edited subject's instances.
 */
class EditedRepOkTest {

    private static final String REP_OK_V1 = "    boolean repOk() { return sortedOk(); }\n";
    private static final String REP_OK_V2 = "    boolean repOk() { return sortedOk() && (head == null || head.value == 0); }\n";

    private static final String SUBJECT = """
            package edit;
            import org.smallscope.api.*;
            public class SortedList {
                public static class Node { Node next; int value; }
                Node head;
                int size;
            %s
                boolean sortedOk() {
                    java.util.Set<Node> seen = new java.util.HashSet<>();
                    for (Node n = head; n != null; n = n.next) {
                        if (!seen.add(n) || n.next != null && n.next.value < n.value || n.value > Limit.MAX) {
                            return false;
                        }
                    }
                    return seen.size() == size;
                }
                public boolean startsAtZero() { return head == null || head.value == 0; }
                public static IFinitization finSortedList(int n) {
                    IFinitization f = FinitizationFactory.create(SortedList.class);
                    IObjSet nodes = f.createObjSet(Node.class, n, true);
                    f.set("head", nodes);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Node.next", nodes);
                    f.set("Node.value", f.createIntSet(0, n - 1));
                    return f;
                }
            }
            """;

    private static final String LIMIT = """
            package edit;
            public class Limit {
                public static int MAX = %d;
            }
            """;

    private static final String TEST = """
            package edit;
            public class SortedListCases {
                @org.smallscope.junit.ExhaustiveTest(args = "3")
                void lists(SortedList list) {
                    org.junit.jupiter.api.Assertions.assertTrue(list.repOk());
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void theSecondRunReusesTheFirstRunsSnapshot() throws Exception {
        Map<String, String> config = Map.of("smallscope.store", dir.resolve("store").toString(), "smallscope.reuse", "always");

        Harness.Run first = Harness.run(config, compile("v1", REP_OK_V1));
        assertEquals(20, first.of("lists").size(), "sorted lists of up to 3 nodes over 0..2");
        assertTrue(first.reports().get(0).startsWith("smallscope=smallscope: SortedList(3) full search: 20 valid"), first.reports().toString());

        Harness.Run second = Harness.run(config, compile("v2", REP_OK_V2));
        List<Harness.Finished> lists = second.of("lists");
        assertEquals(11, lists.size(), "those whose head is null or holds 0");
        assertTrue(lists.stream().allMatch(Harness.Finished::passed), lists::toString);
        assertTrue(lists.stream().allMatch(t -> t.name().equals("head=null size=0") || t.name().matches("head=Node0 size=\\d \\| Node0\\{next=\\S+ value=0}.*")),
                lists::toString);
        String line = second.reports().get(0);
        assertTrue(line.matches("smallscope=smallscope: SortedList\\(3\\) incremental from snapshot SortedList\\(3\\) \\(\\w+\\): 11 valid, 20 reused, .*"),
                line);
    }

    @Test
    void aRunThatCannotReuseTheSnapshotSaysWhyInItsReport() throws Exception {
        Map<String, String> config = Map.of("smallscope.store", dir.resolve("store").toString());

        Harness.Run first = Harness.run(config, compile("v1", REP_OK_V1));
        assertEquals(20, first.of("lists").size(), "sorted lists of up to 3 nodes over 0..2, every value at most Limit.MAX = 2");

        Harness.Run second = Harness.run(config, compile("v2", REP_OK_V2, 1)); // a conjunct added, and a static repOk reads changed
        assertEquals(7, second.of("lists").size(), "lists over 0..1 whose head is null or holds 0 (reusing the base would give 11)");
        String report = second.reports().get(0);
        assertTrue(report.startsWith("smallscope=smallscope: SortedList(3) full search: 7 valid"), report);
        assertTrue(report.contains("\nsmallscope: full search: snapshot SortedList(3) not reused: ")
                && report.contains("static edit.Limit.MAX was Integer:2 in the base, now Integer:1 (repOk reads it)"), report);
    }

    /** @return the fixture class compiled with repOk {@code repOk} and {@code Limit.MAX = 2}, in a class loader of its own */
    private Class<?> compile(String version, String repOk) throws Exception {
        return compile(version, repOk, 2);
    }

    /** @return the fixture class compiled with repOk {@code repOk} and {@code Limit.MAX = max}, in a class loader of its own */
    private Class<?> compile(String version, String repOk, int max) throws Exception {
        Path src = dir.resolve(version + "-src/edit");
        Path out = dir.resolve(version);
        Files.createDirectories(src);
        Files.createDirectories(out);
        Files.writeString(src.resolve("SortedList.java"), SUBJECT.formatted(repOk));
        Files.writeString(src.resolve("SortedListCases.java"), TEST);
        Files.writeString(src.resolve("Limit.java"), LIMIT.formatted(max));
        List<String> args = new ArrayList<>(List.of("-nowarn", "-proc:none", "-d", out.toString(), "-cp", classPath()));
        args.add(src.resolve("SortedList.java").toString());
        args.add(src.resolve("SortedListCases.java").toString());
        args.add(src.resolve("Limit.java").toString());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), "the fixture compiles");
        URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader());
        return Class.forName("edit.SortedListCases", false, loader);
    }

    private static String classPath() throws Exception {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : new Class<?>[] {IFinitization.class, ExhaustiveTest.class, ParameterizedTest.class, Test.class,
            org.junit.jupiter.api.Assertions.class}) {
            entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
        }
        return String.join(File.pathSeparator, entries);
    }
}
