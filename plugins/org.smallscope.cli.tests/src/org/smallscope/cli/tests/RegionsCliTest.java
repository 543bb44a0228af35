package org.smallscope.cli.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;

/** {@code generate --events}: the {@code regions} events of a run add up to its explored and valid counts and to its space. */
class RegionsCliTest {

    @TempDir
    Path tmp;

    private static List<Region> regions(List<RunEvent> events) {
        return events.stream().filter(RunEvent.Regions.class::isInstance).flatMap(e -> ((RunEvent.Regions) e).regions().stream()).toList();
    }

    private static double log2(String decimal) {
        BigInteger n = new BigInteger(decimal);
        int shift = Math.max(0, n.bitLength() - 60);
        return Log2.of(n.shiftRight(shift).doubleValue()) + shift;
    }

    @ParameterizedTest(name = "{0} threads")
    @ValueSource(ints = {1, 2})
    void aFullRunsRegionsCoverItsSpaceAndCountItsCandidates(int threads) throws Exception {
        List<RunEvent> events;
        try (EventServer ide = EventServer.listening()) {
            Cli.Result r = Cli.run("generate", "--example", "BSTP", "--args", "6", "--threads", Integer.toString(threads), "--events", ide.port(),
                    "--events-token-file", ide.tokenFile());
            assertEquals(0, r.exitCode(), r.describe());
            events = ide.events();
        }

        RunEvent.Started started = assertInstanceOf(RunEvent.Started.class, events.get(0));
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        List<Region> regions = regions(events);
        assertEquals(finished.explored(), regions.stream().mapToLong(Region::explored).sum());
        assertEquals(finished.valid(), regions.stream().mapToLong(Region::valid).sum());
        double covered = Double.NEGATIVE_INFINITY;
        for (Region region : regions) {
            covered = Log2.plus(covered, region.coveredLog2());
        }
        assertEquals(log2(started.spaceSize()), covered, 1e-9, "explored + pruned + isomorphic = the space");
        assertTrue(events.stream().filter(RunEvent.Regions.class::isInstance).allMatch(e -> ((RunEvent.Regions) e).regions().size() <= 512));
        assertTrue(events.indexOf(events.stream().filter(RunEvent.Regions.class::isInstance).findFirst().orElseThrow()) > 0, "after started");
    }

    @Test
    void anIncrementalRunsRegionsBeginItsMixedRanges() throws Exception {
        String store = tmp.resolve("s").toString();
        Cli.run("generate", "--example", "BSTP", "--args", "5", "--store", store);
        List<RunEvent> events;
        try (EventServer ide = EventServer.listening()) {
            Cli.Result r = Cli.run("generate", "--example", "RBT", "--args", "5", "--store", store, "--base", "BSTP", "--events", ide.port(),
                    "--events-token-file", ide.tokenFile());
            assertEquals(0, r.exitCode(), r.describe());
            events = ide.events();
        }

        RunEvent.Reuse reuse = (RunEvent.Reuse) events.stream().filter(RunEvent.Reuse.class::isInstance).findFirst().orElseThrow();
        RunEvent.Finished finished = assertInstanceOf(RunEvent.Finished.class, events.get(events.size() - 1));
        List<Region> regions = regions(events);
        assertEquals(finished.explored(), regions.stream().mapToLong(Region::explored).sum());
        assertEquals(reuse.mixedRanges(), regions.stream().mapToLong(Region::rangesBegun).sum());
    }
}
