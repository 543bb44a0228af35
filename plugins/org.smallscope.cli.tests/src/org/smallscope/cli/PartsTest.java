package org.smallscope.cli;

import org.smallscope.cli.commands.CandidateVector;
import org.smallscope.cli.commands.FinitizationArgs;
import org.smallscope.cli.bench.Sizes;
import org.smallscope.cli.output.ExitCodes;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.ProgressBar;
import org.smallscope.cli.output.TextTable;
import org.smallscope.cli.output.UserFrames;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.engine.protocol.Counts;
import org.smallscope.engine.io.AtomicFile;

/** The command line's small parts: option parsing (bad values throw picocli's TypeConversionException), number formats, tables, atomic files, user frames. */
class PartsTest {

    @TempDir
    Path tmp;

    @Test
    void finitizationArgs() {
        assertArrayEquals(new int[] {5}, FinitizationArgs.parse("5").values());
        assertArrayEquals(new int[] {3, 4}, FinitizationArgs.parse(" 3, 4 ").values());
        assertArrayEquals(new int[] {-1, 2}, FinitizationArgs.parse("(-1,2)").values());
        assertArrayEquals(new int[] {0, 4, 0, 4, 4, 4, 3}, FinitizationArgs.parse("(0-4,0-4,4,4,3)").values());
        assertArrayEquals(new int[] {2, -1, 1, -2, -1}, FinitizationArgs.parse("2,-1-1,-2--1").values());
        assertThrows(RuntimeException.class, () -> FinitizationArgs.parse("0-"));
        assertThrows(RuntimeException.class, () -> FinitizationArgs.parse("3,"));
        assertThrows(RuntimeException.class, () -> FinitizationArgs.parse(""));
        assertThrows(RuntimeException.class, () -> FinitizationArgs.parse("three"));
    }

    @Test
    void sizes() {
        assertArrayEquals(new int[] {8, 9, 10}, Sizes.parse("8-10").values());
        assertArrayEquals(new int[] {4, 6, 8, 9}, Sizes.parse("8-9,4,6,4").values());
        assertEquals(4, Sizes.parse("8-9,4").smallest());
        assertEquals("8-10", Sizes.parse("8-10").toString());
        assertEquals("4,6-8", Sizes.parse("4,6,7,8").toString());
        assertThrows(RuntimeException.class, () -> Sizes.parse("10-8"));
        assertThrows(RuntimeException.class, () -> Sizes.parse("8-x"));
    }

    @Test
    void candidateVectors() {
        CandidateVector.Converter c = new CandidateVector.Converter();
        assertArrayEquals(new int[] {1, 0, 2}, c.convert("1,0,2").values());
        assertArrayEquals(new int[] {1, 0, 2}, c.convert("[1, 0, 2]").values());
        assertEquals("[1,0,2]", c.convert(" [1,0,2] ").toString());
        assertThrows(RuntimeException.class, () -> c.convert("1,x"));
        assertThrows(RuntimeException.class, () -> c.convert("[]"));
    }

    @Test
    void formats() {
        assertEquals("1,234,567", Counts.format(1_234_567));
        assertEquals("2^10", Formats.power(BigInteger.valueOf(1024)));
        assertEquals("2^10.0", Formats.power(BigInteger.valueOf(1025)));
        assertEquals("2^200", Formats.power(BigInteger.TWO.pow(200)));
        assertEquals("2^201.6", Formats.power(BigInteger.valueOf(3).multiply(BigInteger.TWO.pow(200))));
        assertEquals("850 ms", Formats.duration(850));
        assertEquals("12.3 s", Formats.duration(12_345));
        assertEquals("2:05.0", Formats.duration(125_000));
        assertEquals("1:02", Formats.clock(62_400));
        assertEquals("a; b", Formats.oneLine("a\n  b\n"));
    }

    @Test
    void progressLine() {
        assertEquals("BST(9)  explored 1,234,567 | 812,345 cand/s | valid 4,862 | 0:03",
                ProgressBar.line("BST(9)", 1_234_567, 812_345.4, 4862, 3_400));
    }

    @Test
    void textTable() {
        TextTable t = new TextTable("subject", "valid").rightAligned(1);
        t.row("BST", "1,430");
        t.row("DLL|X", 1);
        assertEquals("| subject | valid |\n|---|---:|\n| BST | 1,430 |\n| DLL\\|X | 1 |\n", t.markdown());
    }

    @Test
    void atomicWriteReplacesAndLeavesNoTemporaryFile() throws IOException {
        Path target = tmp.resolve("sub/report.json");
        AtomicFile.writeUnchecked(target, "first");
        AtomicFile.writeUnchecked(target, "second");
        assertEquals("second", Files.readString(target, StandardCharsets.UTF_8));
        try (Stream<Path> files = Files.list(target.getParent())) {
            assertEquals(List.of(target), files.toList());
        }
    }

    @Test
    void userFramesLeaveOutTheEngineAndTheJdk() {
        Throwable t = new IllegalStateException("boom");
        t.setStackTrace(new StackTraceElement[] {
            new StackTraceElement("java.util.ArrayList", "get", "ArrayList.java", 427),
            new StackTraceElement(UserFrames.SUBJECT_LOADER, null, null, "com.acme.List", "repOk", "List.java", 42),
            new StackTraceElement("app", null, null, "org.smallscope.engine.subject.CandidateHeap", "repOk", "CandidateHeap.java", 99)});
        assertEquals(List.of("    at com.acme.List.repOk(List.java:42)"), UserFrames.lines(t));
        assertFalse(UserFrames.isUserFrame(new StackTraceElement("org.smallscope.engine.search.Search", "run", "Search.java", 1)));
        assertTrue(UserFrames.isUserFrame(new StackTraceElement("com.acme.List", "repOk", "List.java", 1)));
    }

    @Test
    void exitCodesAreDistinctAndDocumented() throws IllegalAccessException {
        java.util.Set<Integer> constants = new java.util.HashSet<>();
        for (java.lang.reflect.Field f : ExitCodes.class.getFields()) {
            if (f.getType() == int.class) {
                int code = f.getInt(null);
                assertTrue(constants.add(code), "exit code " + code + " of " + f.getName() + " is used twice");
                assertTrue(ExitCodes.descriptions().containsKey(Integer.toString(code)), f.getName() + " is not documented");
            }
        }
        for (org.smallscope.engine.EngineError e : org.smallscope.engine.EngineError.values()) {
            assertTrue(constants.contains(e.exitCode()), e + " exits with " + e.exitCode() + ", which ExitCodes does not document");
        }
        assertEquals(constants.size(), ExitCodes.descriptions().size());
    }
}
