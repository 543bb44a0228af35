package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * Issue #40: {@code generate --finitization com.acme.CacheBounds#finCache} runs a subject compiled without the API on its
 * class path (production code) with the finitization of a class in test classes, both given with {@code -cp}.
 */
class ExternalFinitizationCliTest {

    /** A cache of entries in a list; it does not know Smallscope. */
    private static final String CACHE = """
            package com.acme;

            public class Cache {
                static class Entry {
                    Entry next;
                    int key;
                }

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

    /** Its bounds, in test sources, in the same package (the fields are package-private). */
    private static final String BOUNDS = """
            package com.acme;

            import org.smallscope.api.FinitizationFactory;
            import org.smallscope.api.IFinitization;
            import org.smallscope.api.IObjSet;

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

    @TempDir
    Path tmp;

    private String classPath;

    @BeforeEach
    void compile() throws IOException {
        Path main = tmp.resolve("target/classes");
        Path test = tmp.resolve("target/test-classes");
        javac(tmp.resolve("src/main"), main, "com/acme/Cache.java", CACHE, Files.createDirectories(tmp.resolve("empty")).toString());
        javac(tmp.resolve("src/test"), test, "com/acme/CacheBounds.java", BOUNDS, main + java.io.File.pathSeparator + apiLocation());
        classPath = main + java.io.File.pathSeparator + test;
    }

    @Test
    void theFinitizationOfATestClassBoundsASubjectWithoutTheApi() throws IOException {
        Path report = tmp.resolve("r.json");
        Cli.Result r = Cli.run("generate", "--class", "com.acme.Cache", "--finitization", "com.acme.CacheBounds#finCache", "--args", "3",
                "-cp", classPath, "--report", report.toString());

        assertEquals(0, r.exitCode(), r.describe());
        JsonObject json = Cli.report(report);
        assertEquals(15, json.get("valid").getAsLong(), "lists of 0 to 3 entries, each key 0 or 1: 1 + 2 + 4 + 8\n" + json);
        assertEquals("com.acme.CacheBounds#finCache", json.get("finitization").getAsString(), json.toString());

        Cli.Result simple = Cli.run("generate", "--class", "com.acme.Cache", "--finitization", "CacheBounds#finCache", "--args", "3",
                "-cp", classPath, "--report", tmp.resolve("s.json").toString());
        assertEquals(0, simple.exitCode(), simple.describe());
        assertEquals("com.acme.CacheBounds#finCache", Cli.report(tmp.resolve("s.json")).get("finitization").getAsString());
        assertEquals(15, Cli.report(tmp.resolve("s.json")).get("valid").getAsLong(), "Other#method is looked up in the subject's package");
    }

    @Test
    void aMissingMethodOrClassIsNamed() {
        Cli.Result method = Cli.run("generate", "--class", "com.acme.Cache", "--finitization", "com.acme.CacheBounds#finCash", "--args", "3",
                "-cp", classPath);
        assertEquals(3, method.exitCode(), method.describe());
        assertTrue(method.err().contains("Class com.acme.CacheBounds has no static finitization method finCash(int...)"), method.describe());

        Cli.Result cls = Cli.run("generate", "--class", "com.acme.Cache", "--finitization", "CacheLimits#finCache", "--args", "3",
                "-cp", classPath);
        assertEquals(3, cls.exitCode(), cls.describe());
        assertTrue(cls.err().contains("Class CacheLimits was not found on the class path (the finitization CacheLimits#finCache of com.acme.Cache"),
                cls.describe());

        Cli.Result own = Cli.run("generate", "--class", "com.acme.Cache", "--args", "3", "-cp", classPath);
        assertEquals(3, own.exitCode(), own.describe());
        assertTrue(own.err().contains("Class com.acme.Cache has no static finitization method finCache"), own.describe());
    }

    private static void javac(Path src, Path out, String file, String text, String classPath) throws IOException {
        Path source = src.resolve(file);
        Files.createDirectories(source.getParent());
        Files.writeString(source, text);
        Files.createDirectories(out);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "no system Java compiler: run the tests on a JDK");
        StringWriter messages = new StringWriter();
        List<String> options = new ArrayList<>(List.of("--release", "17", "-proc:none", "-classpath", classPath, "-d", out.toString()));
        boolean ok = javac.getTask(messages, null, null, options, null,
                javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(List.of(source))).call();
        assertTrue(ok, "javac " + file + ":\n" + messages);
    }

    /** @return the jar or class folder of the API (under Tycho, a bundle's project folder whose classes are in an output folder) */
    static Path apiLocation() {
        Class<?> api = org.smallscope.api.IFinitization.class;
        String resource = api.getName().replace('.', '/') + ".class";
        URL url = api.getProtectionDomain().getCodeSource().getLocation();
        String text = url.toString().replaceFirst("^reference:", "");
        try {
            Path p = Path.of(new java.net.URI(text));
            for (Path candidate : List.of(p, p.resolve("target/classes"), p.resolve("bin"))) {
                if (Files.isRegularFile(candidate) || Files.exists(candidate.resolve(resource))) {
                    return candidate;
                }
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            throw new AssertionError("the API's location " + url + " is not a file", e);
        }
        throw new AssertionError("the API's classes are not found at " + url);
    }
}
