package org.smallscope.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.cli.output.Formats;
import org.smallscope.cli.output.ProgressBar;
import org.smallscope.cli.output.TerminalSink;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.RunEvent;

/** The progress line with the share covered and the time left, as a terminal (here a byte buffer) receives it. */
class ProgressLineTest {

    @Test
    void theLineShowsTheShareCoveredAndTheTimeLeft() {
        assertEquals("BSTP(10)  12.4% covered | explored 83,466,212 | 11,144,979 cand/s | valid 8,922 | 0:07 | ~0:51 left",
                ProgressBar.line("BSTP(10)", 0.12449, 83_466_212, 11_144_979.2, 8_922, 7_300, 51_900L));
        assertEquals("BSTP(10)  0.0% covered | explored 12 | 1,000 cand/s | valid 0 | 0:00 | \u2014 left",
                ProgressBar.line("BSTP(10)", 0.0004, 12, 1_000, 0, 200, null));
    }

    @Test
    void aShareIsNeverShownAsAllBeforeItIs() {
        assertEquals("99.9%", Formats.percent(0.99996));
        assertEquals("100.0%", Formats.percent(1.0));
        assertEquals("0.0%", Formats.percent(0.0));
        assertEquals("50.0%", Formats.percent(0.5));
    }

    @Test
    void aTerminalSeesTheLineRedrawnInPlace() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream err = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try (TerminalSink sink = new TerminalSink(err, true)) {
            for (RunEvent e : List.of(new RunEvent.Started("BST(9)", "org.smallscope.examples.BST", "finBST", new int[] {9}, Mode.FULL, "1000", 3,
                    List.of("a", "b", "c")), new RunEvent.Progress(1_000, 10, 200, 0.25, null), new RunEvent.Progress(3_000, 30, 400, 0.5, 400L))) {
                sink.accept(e);
            }
        }
        String[] draws = bytes.toString(StandardCharsets.UTF_8).split("\r");

        assertEquals("BST(9)  25.0% covered | explored 1,000 | 5,000 cand/s | valid 10 | 0:00 | \u2014 left", draws[1]);
        assertEquals("BST(9)  50.0% covered | explored 3,000 | 10,000 cand/s | valid 30 | 0:00 | ~0:00 left", draws[2].stripTrailing());
        assertTrue(draws[draws.length - 1].isBlank(), "the line is erased when the run ends");
    }
}
