package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.run.SubjectEvents;
import org.smallscope.core.CandidateSpace;
import org.smallscope.core.GenerationRequest;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.RunEvent;

/** The regions a real search reports, sent as {@code regions} events, build a candidate space whose totals are the run's. */
class CandidateSpaceTest {

    private static Subject subject(String example, int size) throws ClassNotFoundException {
        return SubjectLoader.load(SubjectRequest.of(Class.forName("org.smallscope.examples." + example), new int[] {size}));
    }

    /** Runs {@code subject} fully and returns its event lines, regions sent in batches of {@code batch}. */
    private static List<String> runLines(Subject subject, int batch) {
        List<Region> regions = new ArrayList<>();
        SearchListener collect = new SearchListener() {
            @Override
            public boolean wantsRegions() {
                return true;
            }

            @Override
            public void regionCovered(Region region) {
                regions.add(region);
            }
        };
        SearchResult result = Search.over(subject).listener(collect).build().run();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(out)) {
            writer.write(SubjectEvents.started(subject, Mode.FULL));
            for (int i = 0; i < regions.size(); i += batch) {
                writer.write(new RunEvent.Regions(regions.subList(i, Math.min(regions.size(), i + batch))));
                writer.write(new RunEvent.Progress(result.explored(), result.valid(), 1));
            }
            writer.write(new RunEvent.Finished(result.outcome(), result.explored(), result.valid(), result.millis(), 0, null, null, null));
        }
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static GenerationRun feed(List<String> lines) {
        GenerationRun run = new GenerationRun(new GenerationRequest(null, new int[] {5}, GenerationRequest.Reuse.FULL, null, 1, 0, null, null,
                List.of()));
        RunEvents events = new RunEvents(run);
        lines.forEach(events::accept);
        return run;
    }

    @Test
    void aFullRunsRegionsAddUpToTheSpaceAndTheRunsCounts() throws Exception {
        Subject bstp = subject("BSTP", 6);

        GenerationRun run = feed(runLines(bstp, 100));

        CandidateSpace.Picture picture = run.candidateSpace().picture();
        assertTrue(picture.complete());
        assertFalse(picture.incremental());
        assertEquals(run.explored(), picture.totals().explored());
        assertEquals(run.valid(), picture.totals().valid());
        assertEquals(bstp.spaceSize().toString(), picture.space());
        assertEquals(picture.spaceLog2(), picture.totals().coveredLog2(), 1e-9, "a full run covers the whole space");
        assertTrue(picture.totals().prunedLog2() > 40, "pruned 2^" + picture.totals().prunedLog2());
        assertEquals(Double.NEGATIVE_INFINITY, picture.totals().reusedLog2());
    }

    @Test
    void manyRegionsAreMergedIntoABoundedNumberKeepingTheTotals() throws Exception {
        Subject bstp = subject("BSTP", 7);
        List<String> lines = runLines(bstp, 1);
        List<String> repeated = new ArrayList<>();
        repeated.add(lines.get(0));
        for (int round = 0; round < 8; round++) { // the same regions eight times: more than the capacity
            lines.stream().filter(l -> l.contains("\"regions\"")).forEach(repeated::add);
        }

        GenerationRun run = feed(repeated);

        CandidateSpace space = run.candidateSpace();
        assertTrue(space.regionCount() <= CandidateSpace.CAPACITY, space.regionCount() + " regions");
        CandidateSpace.Picture picture = space.picture();
        long once = feed(lines).candidateSpace().picture().totals().explored();
        assertEquals(8 * once, picture.totals().explored());
        assertEquals(picture.spaceLog2() + 3, picture.totals().coveredLog2(), 1e-9);
    }

    @Test
    void aRestartVoidsTheRegions() throws Exception {
        Subject bst = subject("BST", 3);
        List<String> lines = new ArrayList<>(runLines(bst, 10));
        lines.add(lines.size() - 1, "{\"event\":\"restarted\",\"reason\":\"x\"}");

        GenerationRun run = feed(lines);

        assertEquals(0, run.candidateSpace().picture().totals().explored());
        assertEquals(0, run.candidateSpace().regionCount());
    }

    @Test
    void anIncrementalRunReportsWhatItReusedAndItsSavingsAgainstAFullRun() throws Exception {
        Subject bst = subject("BST", 4);
        List<String> lines = runLines(bst, 50);
        GenerationRun full = feed(lines);
        // an incremental run of the same subject that searched only the first half of the regions
        List<String> half = new ArrayList<>();
        half.add(lines.get(0).replace("\"mode\":\"full\"", "\"mode\":\"incremental\""));
        half.add("{\"event\":\"reuse\",\"base_snapshot\":\"abc\",\"base_subject\":\"BT(4)\",\"reused_tests\":3,\"mixed_ranges\":3}");
        half.add(lines.get(1));
        long explored = ((RunEvent.Regions) org.smallscope.engine.protocol.EventReader.parse(lines.get(1))).regions().stream()
                .mapToLong(Region::explored).sum();
        half.add("{\"event\":\"finished\",\"outcome\":\"COMPLETED\",\"explored\":" + explored + ",\"valid\":0}");
        GenerationRun incremental = feed(half);

        CandidateSpace.Picture picture = incremental.candidateSpace().picture();
        assertTrue(picture.incremental());
        assertEquals(explored, picture.totals().explored());
        assertTrue(picture.totals().reusedLog2() > 0, "the part not searched is reused");
        double covered = Math.pow(2, picture.totals().coveredLog2()) + Math.pow(2, picture.totals().reusedLog2());
        assertEquals(Math.pow(2, picture.spaceLog2()), covered, 1e-6 * covered);
        assertEquals((double) full.explored() / explored, CandidateSpace.savingsVersusFull(incremental, List.of(full, incremental)), 1e-12);
        assertTrue(Double.isNaN(CandidateSpace.savingsVersusFull(incremental, List.of(incremental))));
    }
}
