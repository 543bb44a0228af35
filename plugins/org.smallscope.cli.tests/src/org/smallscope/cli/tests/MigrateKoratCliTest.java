package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue #41: {@code migrate-korat} rewrites a tree that mixes a Korat subject (Korat's Integer idiom, its imports and one
 * qualified name) with plain files: only the Korat names change, the diff says which lines, and the migrated subject
 * compiles against Smallscope's API and gives the count a brute force gives.
 */
class MigrateKoratCliTest {

    /** Ordered pairs of Integers in Korat 1.0's style: values null, 0, 1, 2 from a class domain of added objects. */
    private static final String KORAT_PAIR = """
            package pairs;

            import korat.finitization.IClassDomain;
            import korat.finitization.IFinitization;
            import korat.finitization.IObjSet;
            import korat.finitization.impl.FinitizationFactory;

            // korat.finitization in a comment stays korat.finitization only when it names no class: see below
            public class Pair {
                public Integer low;
                public Integer high;

                public boolean repOk() {
                    return low != null && high != null && low <= high;
                }

                @SuppressWarnings("removal")
                public static IFinitization finPair(int n) {
                    IFinitization f = FinitizationFactory.create(Pair.class);
                    IObjSet ints = f.createObjSet(Integer.class);
                    IClassDomain values = f.createClassDomain(Integer.class);
                    values.includeInIsomorphismCheck(false);
                    for (int i = 0; i < n; i++) {
                        values.addObject(new Integer(i));
                    }
                    ints.addClassDomain(values);
                    ints.setNullAllowed(true);
                    korat.finitization.IFieldDomain d = ints;
                    f.set("low", d);
                    f.set("high", ints);
                    return f;
                }
            }
            """;

    private static final String PLAIN = """
            package pairs;

            /** Says korat, but names no Korat class. */
            public class Plain {
                String korat = "korat.finitization";
            }
            """;

    @TempDir
    Path tmp;

    @Test
    void onlyKoratNamesChangeAndTheMigratedSubjectRuns() throws IOException {
        Path tree = tmp.resolve("src");
        Path pair = write(tree.resolve("pairs/Pair.java"), KORAT_PAIR);
        Path plain = write(tree.resolve("pairs/Plain.java"), PLAIN);

        Cli.Result dry = Cli.run("migrate-korat", tree.toString(), "--dry-run");
        assertEquals(0, dry.exitCode(), dry.describe());
        assertEquals(KORAT_PAIR, Files.readString(pair), "--dry-run writes nothing");

        Cli.Result r = Cli.run("migrate-korat", tree.toString());
        assertEquals(0, r.exitCode(), r.describe());
        assertEquals(dry.out(), r.out(), "the same diff");
        assertTrue(r.out().startsWith("--- a/pairs/Pair.java\n+++ b/pairs/Pair.java\n@@ -3 +3 @@\n-import korat.finitization.IClassDomain;\n"
                + "+import org.smallscope.api.IClassDomain;\n"), r.describe());
        assertTrue(r.out().contains("-import korat.finitization.impl.FinitizationFactory;\n+import org.smallscope.api.FinitizationFactory;\n"),
                r.describe());
        assertTrue(r.err().contains("migrate-korat: 5 lines in 1 of 2 Java files changed"), r.describe());
        String migrated = Files.readString(pair);
        assertEquals(KORAT_PAIR.replace("import korat.finitization.impl.", "import org.smallscope.api.")
                .replace("import korat.finitization.", "import org.smallscope.api.")
                .replace("korat.finitization.IFieldDomain d", "org.smallscope.api.IFieldDomain d"), migrated);
        assertEquals(PLAIN, Files.readString(plain), "no Korat class named: untouched");

        Path classes = Files.createDirectories(tmp.resolve("classes"));
        javac(pair, classes);
        Cli.Result run = Cli.run("generate", "--class", "pairs.Pair", "--args", "3", "-cp", classes.toString());
        assertEquals(0, run.exitCode(), run.describe());
        assertTrue(run.out().contains("valid     6"), "pairs low <= high over 0..2: 3 + 2 + 1\n" + run.describe());
    }

    @Test
    void aMissingTreeIsNamed() {
        Cli.Result r = Cli.run("migrate-korat", tmp.resolve("nowhere").toString());
        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().contains("nowhere does not exist"), r.describe());
    }

    private static Path write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private static void javac(Path source, Path out) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        StringWriter messages = new StringWriter();
        boolean ok = javac.getTask(messages, null, null, List.of("--release", "17", "-proc:none", "-nowarn", "-classpath",
                ExternalFinitizationCliTest.apiLocation().toString(), "-d", out.toString()), null,
                javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(List.of(source))).call();
        assertTrue(ok, "javac:\n" + messages);
    }
}
