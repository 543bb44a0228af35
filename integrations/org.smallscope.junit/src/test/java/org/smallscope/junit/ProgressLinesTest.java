package org.smallscope.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.RunEvent;

/** A long search prints a line every ten seconds from the engine's ticks; a short one prints nothing. */
class ProgressLinesTest {

    @Test
    void oneLinePerTenSeconds() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressLines lines = new ProgressLines("BST(10)", new PrintStream(bytes, true, StandardCharsets.UTF_8));

        lines.accept(new RunEvent.Progress(1_000, 1, 3_000));
        lines.accept(new RunEvent.Warning("not progress"));
        lines.accept(new RunEvent.Progress(5_000_000, 20, 10_200));
        lines.accept(new RunEvent.Progress(6_000_000, 21, 10_400));
        lines.accept(new RunEvent.Progress(15_000_000, 40, 25_000));

        assertEquals("smallscope: BST(10) searching: 5,000,000 explored, 20 valid, 10 s\n"
                + "smallscope: BST(10) searching: 15,000,000 explored, 40 valid, 25 s\n", bytes.toString(StandardCharsets.UTF_8).replace("\r", ""));
    }
}
