package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Issue #40: a planted bug that fails on most of the suite reads as two kinds of failure, each with its count and its
 * smallest input first, the broken check of repOk named; {@code --first-failure} stops at the first failing instance.
 */
class FailureGroupsCliTest {

    /** Lists of 0..3 nodes with values 0..2: 1 + 3 + 9 + 27. */
    private static final int LISTS = 40;

    @Test
    void failuresAreGroupedByKindWithTheSmallestInputFirstAndTheBrokenCheckNamed() {
        Cli.Result r = Cli.run("generate", "--class", Cli.SUBJECTS + "ForgetfulList", "--args", "3", "--method", "removeFirst");

        assertEquals(9, r.exitCode(), r.describe());
        List<String> err = r.err().lines().toList();
        int head = indexOf(err, "smallscope: 40 counterexamples of ForgetfulList.removeFirst() (40 of 40 inputs fail, 2 kinds; "
                + "the smallest input first):");
        assertTrue(head >= 0, r.describe());
        assertEquals("  1 input threw java.util.NoSuchElementException: the list is empty", err.get(head + 1), r.describe());
        assertTrue(err.get(head + 2).matches("    instance #1 \\S+ size=0: removeFirst\\(\\) threw .*"), r.describe());
        int broken = indexOf(err, "  " + (LISTS - 1) + " inputs left repOk() false: sizeOk()");
        assertTrue(broken > head, r.describe());
        assertTrue(err.get(broken + 1).matches("    instance #2 \\S+ size=1 header=Node0\\(value=0\\): removeFirst\\(\\) left repOk\\(\\) false: sizeOk\\(\\) \\(line \\d+\\) is false"),
                r.describe());
        assertTrue(r.err().contains("    ... and " + (LISTS - 1 - 5) + " more"), r.describe());
    }

    @Test
    void firstFailureStopsAtTheFirstFailingInstance() {
        Cli.Result r = Cli.run("generate", "--class", Cli.SUBJECTS + "ForgetfulList", "--args", "3", "--method", "removeFirst",
                "--first-failure");

        assertEquals(9, r.exitCode(), r.describe());
        assertTrue(r.out().contains("ForgetfulList.removeFirst(): 1 inputs, 0 passed, 1 counterexamples"), r.describe());
        assertTrue(r.err().contains("smallscope: 1 counterexample of ForgetfulList.removeFirst() (1 of 1 inputs fail; the smallest input first):"),
                r.describe());
    }

    @Test
    void firstFailureWithoutAMethodIsRefused() {
        Cli.Result r = Cli.run("generate", "--class", Cli.SUBJECTS + "ForgetfulList", "--args", "2", "--first-failure");

        assertEquals(2, r.exitCode(), r.describe());
        assertTrue(r.err().contains("--first-failure stops method mode; add --method"), r.describe());
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }
}
