package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code count}: model counting on repOk's snapshot, from scratch, with a store, against {@code generate}. */
class CountCliTest {

    private static final Pattern LINE = Pattern.compile("(?m)^count ([\\d,]+)  explored ([\\d,]+)  \\S+ ms  (.+)$");

    @TempDir
    Path tmp;

    @Test
    void countsOnTheSnapshotEqualCountsFromScratchAndGeneration() throws java.io.IOException {
        String store = tmp.resolve("s").toString();
        String[] common = {"count", "--example", "RBT", "--args", "6", "--pc", "PathConditions#rootIsBlack,PathConditions#leftLeft", "--generated", "12",
            "--seed", "3"};
        Cli.Result snapshot = Cli.run(concat(common, "--store", store));
        Cli.Result again = Cli.run(concat(common, "--store", store));
        Cli.Result scratch = Cli.run(concat(common, "--from-scratch"));
        assertEquals(0, snapshot.exitCode(), snapshot.describe());
        assertEquals(0, scratch.exitCode(), scratch.describe());
        assertTrue(snapshot.out().contains("made by a full search: 20 valid, 54,117 explored"), snapshot.describe());
        assertTrue(again.out().contains("reused from " + store), again.describe());

        List<String[]> inc = lines(snapshot.out());
        List<String[]> full = lines(scratch.out());
        assertEquals(14, inc.size(), snapshot.describe());
        for (int i = 0; i < inc.size(); i++) {
            assertEquals(full.get(i)[2], inc.get(i)[2]);
            assertEquals(full.get(i)[0], inc.get(i)[0], inc.get(i)[2]);
            assertTrue(Long.parseLong(inc.get(i)[1]) <= 20, "at most one candidate per valid RBT(6): " + inc.get(i)[1]);
            assertTrue(Long.parseLong(full.get(i)[1]) > 20_000, "a full search: " + full.get(i)[1]);
        }
        assertEquals(lines(again.out()).stream().map(l -> l[0]).toList(), inc.stream().map(l -> l[0]).toList());

        Cli.Result generated = Cli.run("generate", "--class", Cli.SUBJECTS + "BlackRootRBT", "--args", "6", "--quiet", "--report",
                tmp.resolve("r.json").toString());
        assertEquals(0, generated.exitCode(), generated.describe());
        assertEquals("PathConditions#rootIsBlack", inc.get(0)[2]);
        assertEquals(Long.parseLong(inc.get(0)[0]), Cli.report(tmp.resolve("r.json")).get("valid").getAsLong());
    }

    @Test
    void pathConditionsAreRequiredAndCheckedAgainstTheSubject() {
        Cli.Result none = Cli.run("count", "--example", "RBT", "--args", "4");
        assertEquals(2, none.exitCode(), none.describe());
        assertTrue(none.err().contains("--pc <Class#method> or --generated <n>"), none.describe());
        Cli.Result wrong = Cli.run("count", "--example", "RBT", "--args", "4", "--pc", "PathConditions#startsWithOne");
        assertEquals(3, wrong.exitCode(), wrong.describe());
        assertTrue(wrong.err().contains("static boolean startsWithOne(RBT)"), wrong.describe());
        Cli.Result missing = Cli.run("count", "--example", "RBT", "--args", "4", "--pc", "NoSuchClass#m");
        assertEquals(3, missing.exitCode(), missing.describe());
        assertTrue(missing.err().contains("NoSuchClass was not found"), missing.describe());
    }

    private static List<String[]> lines(String out) {
        Matcher m = LINE.matcher(out);
        java.util.ArrayList<String[]> all = new java.util.ArrayList<>();
        while (m.find()) {
            all.add(new String[] {m.group(1).replace(",", ""), m.group(2).replace(",", ""), m.group(3)});
        }
        return all;
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
