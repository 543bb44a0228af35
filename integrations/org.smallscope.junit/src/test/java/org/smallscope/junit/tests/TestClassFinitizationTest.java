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
 * Issue #40: a subject compiled without the API (production code) is bounded by a finitization of the test class
 * ({@code finitization = "finCache"}, a name the subject does not declare) or of another test class
 * ({@code "CacheBounds#finCache"}).
 */
class TestClassFinitizationTest {

    private static final String SUBJECT = """
            package ext;
            public class Cache {
                static class Entry { Entry next; int key; }
                Entry head;
                int size;
                boolean repOk() {
                    java.util.Set<Entry> seen = new java.util.HashSet<>();
                    for (Entry e = head; e != null; e = e.next) {
                        if (!seen.add(e)) {
                            return false;
                        }
                    }
                    return seen.size() == size;
                }
            }
            """;

    private static final String BOUNDS = """
            package ext;
            import org.smallscope.api.*;
            public class CacheBounds {
                static IFinitization finCache(int n) {
                    IFinitization f = FinitizationFactory.create(Cache.class);
                    IObjSet entries = f.createObjSet(Cache.Entry.class, n, true);
                    f.set("head", entries);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Entry.next", entries);
                    f.set("Entry.key", f.createIntSet(0, 1));
                    return f;
                }
            }
            """;

    private static final String TEST = """
            package ext;
            import org.smallscope.api.*;
            import org.smallscope.junit.ExhaustiveTest;
            public class CacheCases {
                static IFinitization finCache(int n) {
                    IFinitization f = FinitizationFactory.create(Cache.class);
                    IObjSet entries = f.createObjSet(Cache.Entry.class, n, true);
                    f.set("head", entries);
                    f.set("size", f.createIntSet(0, n));
                    f.set("Entry.next", entries);
                    f.set("Entry.key", f.createIntSet(0));
                    return f;
                }

                @ExhaustiveTest(finitization = "finCache", args = "3")
                void ofTheTestClass(Cache cache) {
                    org.junit.jupiter.api.Assertions.assertTrue(cache.repOk());
                }

                @ExhaustiveTest(finitization = "CacheBounds#finCache", args = "3")
                void ofAnotherClass(Cache cache) {
                    org.junit.jupiter.api.Assertions.assertTrue(cache.repOk());
                }

                @ExhaustiveTest(finitization = "finCash", args = "3")
                void misspelled(Cache cache) {
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void theTestClassesFinitizationBoundsASubjectWithoutTheApi() throws Exception {
        Harness.Run run = Harness.run(Map.of("smallscope.store", dir.resolve("store").toString()), compile());

        List<Harness.Finished> own = run.of("ofTheTestClass");
        assertEquals(4, own.size(), "lists of 0 to 3 entries, every key 0 (the test class's bounds): " + run);
        assertTrue(own.stream().allMatch(Harness.Finished::passed), own::toString);
        List<Harness.Finished> other = run.of("ofAnotherClass");
        assertEquals(15, other.size(), "lists of 0 to 3 entries, each key 0 or 1: 1 + 2 + 4 + 8");
        assertTrue(other.stream().allMatch(Harness.Finished::passed), other::toString);
        assertTrue(run.reports().stream().anyMatch(r -> r.startsWith("smallscope=smallscope: Cache.CacheBounds#finCache(3) full search: 15 valid")),
                run.reports().toString());
        assertTrue(run.reports().stream().anyMatch(r -> r.startsWith("smallscope=smallscope: Cache.CacheCases#finCache(3) ") && r.contains(": 4 valid")),
                run.reports().toString());
        Harness.Finished misspelled = run.failedContainer("misspelled");
        assertTrue(misspelled != null && misspelled.failure().contains("Class ext.Cache has no static finitization method finCash"),
                String.valueOf(misspelled));
    }

    /** @return the fixture's test class: the subject compiled on its own, without the API; the bounds and tests with it */
    private Class<?> compile() throws Exception {
        Path main = dir.resolve("main");
        Path test = dir.resolve("test");
        javac(dir.resolve("src-main"), main, Files.createDirectories(dir.resolve("empty")).toString(), Map.of("Cache.java", SUBJECT));
        javac(dir.resolve("src-test"), test, main + File.pathSeparator + classPath(),
                Map.of("CacheBounds.java", BOUNDS, "CacheCases.java", TEST));
        URLClassLoader loader = new URLClassLoader(new URL[] {main.toUri().toURL(), test.toUri().toURL()}, getClass().getClassLoader());
        return Class.forName("ext.CacheCases", false, loader);
    }

    private static void javac(Path src, Path out, String classPath, Map<String, String> files) throws Exception {
        Files.createDirectories(src.resolve("ext"));
        Files.createDirectories(out);
        List<String> args = new ArrayList<>(List.of("-nowarn", "-proc:none", "-d", out.toString(), "-cp", classPath));
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path p = src.resolve("ext").resolve(f.getKey());
            Files.writeString(p, f.getValue());
            args.add(p.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertEquals(0, javac.run(null, null, null, args.toArray(String[]::new)), "the fixture compiles: " + files.keySet());
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
