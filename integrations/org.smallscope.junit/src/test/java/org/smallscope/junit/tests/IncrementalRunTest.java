package org.smallscope.junit.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.junit.tests.fixtures.Bst5Cases;
import org.smallscope.junit.tests.fixtures.BstpCases;
import org.smallscope.junit.tests.fixtures.BstpFullCases;

/** A second run after the subject gained a conjunct (BST to BSTP) reuses the first run's snapshot, and gives the same instances. */
class IncrementalRunTest {

    @TempDir
    Path store;

    @Test
    void theExtendedSubjectIsSearchedIncrementallyWithTheFullSuite() {
        Map<String, String> config = Map.of("smallscope.store", store.toString(), "smallscope.reuse", "always");
        Harness.Run first = Harness.run(config, Bst5Cases.class);
        assertEquals(42, first.of("trees").size());
        assertTrue(first.reports().stream().anyMatch(r -> r.startsWith("smallscope=smallscope: BST(5) full search: 42 valid")), () -> first.reports().toString());

        Harness.Run second = Harness.run(config, BstpCases.class);
        String line = second.reports().stream().filter(r -> r.startsWith("smallscope=")).findFirst().orElseThrow();
        assertTrue(line.matches("smallscope=smallscope: BSTP\\(5\\) incremental from snapshot BST\\(5\\).*: 42 valid, 42 reused, [\\d,]+ explored.*"), line);

        Harness.Run full = Harness.run(Map.of("smallscope.store", store.resolve("other").toString()), BstpFullCases.class);
        List<String> incremental = second.of("fromBst").stream().map(Harness.Finished::name).toList();
        assertEquals(full.of("full").stream().map(Harness.Finished::name).toList(), incremental, "the same trees in the same order");
        assertTrue(second.of("fromBst").stream().allMatch(Harness.Finished::passed));
        long explored = Long.parseLong(line.replaceAll(".* ([\\d,]+) explored.*", "$1").replace(",", ""));
        String fullLine = full.reports().stream().filter(r -> r.startsWith("smallscope=")).findFirst().orElseThrow();
        long fullExplored = Long.parseLong(fullLine.replaceAll(".* ([\\d,]+) explored.*", "$1").replace(",", ""));
        assertTrue(explored < fullExplored, line + " vs " + fullLine);
    }
}
