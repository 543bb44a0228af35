package org.smallscope.examples.interactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The test suite of {@link PaperExample}: one run under the configuration the fields hold, checked against the trace's rules. */
public class PaperExampleTest {

    @Test
    void theTraceFollowsTheBranches() {
        List<String> trace = PaperExample.run();
        assertTrue(trace.contains("L3"));
        assertEquals(trace.contains("L0"), !trace.contains("L2"));
        assertTrue(!trace.contains("L1") || trace.contains("L0"));
        assertTrue(!trace.contains("L5") || trace.contains("L4"));
    }
}
