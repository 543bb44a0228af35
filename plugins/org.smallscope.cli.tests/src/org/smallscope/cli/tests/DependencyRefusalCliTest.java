package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.SimpleRemapper;

import com.google.gson.JsonObject;

/**
 * A user edits a class between two runs on one store: the capacity its field initializer sets shrinks and repOk gains
 * a conjunct. The second run must not reuse the first suite (its verdicts read the old capacity), must say why in the
 * terminal and the report, naming the object and its field, and must give the full search's suite.
 */
class DependencyRefusalCliTest {

    private static final String V1 = "org/smallscope/cli/tests/subjects/capped/v1/";
    private static final String V2 = "org/smallscope/cli/tests/subjects/capped/v2/";

    @TempDir
    Path tmp;

    @Test
    void aChangedConstantOutsideRepOkIsNamedAndTheFullSuiteIsGiven() throws IOException {
        Path before = version(V1, "before");
        Path after = version(V2, "after");
        String store = tmp.resolve("store").toString();
        String subject = V1.replace('/', '.') + "Capped";
        Cli.Result first = Cli.run("generate", "--class", subject, "--classpath", before.toString(), "--args", "3", "--store", store);
        assertEquals(0, first.exitCode(), first.describe());

        Path report = tmp.resolve("r.json");
        Cli.Result second = Cli.run("generate", "--class", subject, "--classpath", after.toString(), "--args", "3", "--store", store,
                "--reuse", "always", "--report", report.toString());
        Path fullReport = tmp.resolve("full.json");
        Cli.Result full = Cli.run("generate", "--class", subject, "--classpath", after.toString(), "--args", "3", "--no-reuse",
                "--report", fullReport.toString());

        assertEquals(0, second.exitCode(), second.describe());
        assertEquals(0, full.exitCode(), full.describe());
        JsonObject json = Cli.report(report);
        assertEquals("full", json.get("mode").getAsString(), json.toString());
        assertEquals(Cli.report(fullReport).get("valid").getAsLong(), json.get("valid").getAsLong());
        assertTrue(json.get("fallback_reason").getAsString().contains("Capped (object 0) was {capacity=Integer:3,"), json.toString());
        assertTrue(second.err().contains("not reusable: state: a new org.smallscope.cli.tests.subjects.capped.v1.Capped (object 0)"), second.describe());
    }

    /** @return a folder with the classes of package {@code from}, renamed into {@code V1} (the same class names in every version) */
    private Path version(String from, String name) throws IOException {
        Path dir = tmp.resolve(name);
        for (String cls : new String[] {"Capped", "Capped$Node"}) {
            byte[] bytes;
            try (InputStream in = DependencyRefusalCliTest.class.getClassLoader().getResourceAsStream(from + cls + ".class")) {
                bytes = in.readAllBytes();
            }
            ClassWriter out = new ClassWriter(0);
            new ClassReader(bytes).accept(new ClassRemapper(out, new SimpleRemapper(java.util.Map.of(V2 + "Capped", V1 + "Capped",
                    V2 + "Capped$Node", V1 + "Capped$Node"))), 0);
            Path target = dir.resolve(V1 + cls + ".class");
            Files.createDirectories(target.getParent());
            Files.write(target, out.toByteArray());
        }
        return dir;
    }
}
