package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.core.CandidateSpace;
import org.smallscope.core.GenerationRun;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.EventWriter;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;

/** The regions the real runner sends as {@code regions} events build a candidate space whose totals are the run's. */
class CandidateSpaceTest {

    private static Subject subject(String example, int size) throws ClassNotFoundException {
        return SubjectLoader.load(SubjectRequest.of(Class.forName("org.smallscope.examples." + example), new int[] {size}));
    }

    /** @return a run fed with {@code lines}, ended as when its runner then exited normally */
    private static GenerationRun feed(List<String> lines) {
        GenerationRun run = new GenerationRun(FakeSubjects.request("org.smallscope.examples.BST", "finBST", 5));
        lines.forEach(line -> run.apply(EventReader.parse(line)));
        RunOutcome outcome = RunOutcome.decide(run, null, 0, "", false);
        run.end(outcome.state(), outcome.message(), 0);
        return run;
    }

    private static boolean isRegions(String line) {
        return EventReader.parse(line) instanceof RunEvent.Regions;
    }

    @Test
    void aFullRunsRegionsAddUpToTheSpaceAndTheRunsCounts() throws Exception {
        List<String> lines = RealRunner.eventLines("BSTP", 6);
        assertTrue(lines.stream().anyMatch(CandidateSpaceTest::isRegions), "the runner sent regions: " + lines.size() + " lines");

        GenerationRun run = feed(lines);

        assertEquals(GenerationRun.State.COMPLETED, run.state(), run::message);
        CandidateSpace.Picture picture = run.candidateSpace().picture();
        assertTrue(picture.complete());
        assertFalse(picture.incremental());
        assertEquals(run.explored(), picture.totals().explored());
        assertEquals(run.valid(), picture.totals().valid());
        assertEquals(subject("BSTP", 6).spaceSize().toString(), picture.space());
        assertEquals(picture.spaceLog2(), picture.totals().coveredLog2(), 1e-9, "a full run covers the whole space");
        assertTrue(picture.totals().prunedLog2() > 40, "pruned 2^" + picture.totals().prunedLog2());
        assertEquals(Double.NEGATIVE_INFINITY, picture.totals().reusedLog2());
    }

    @Test
    void manyRegionsAreMergedIntoABoundedNumberKeepingTheTotals() throws Exception {
        List<String> lines = RealRunner.eventLines("BSTP", 7);
        List<String> repeated = new ArrayList<>();
        repeated.add(lines.get(0));
        for (int round = 0; round < 16; round++) { // the same regions sixteen times: more than the capacity
            lines.stream().filter(CandidateSpaceTest::isRegions).forEach(repeated::add);
        }
        long regionsSent = lines.stream().filter(CandidateSpaceTest::isRegions)
                .mapToLong(l -> ((RunEvent.Regions) EventReader.parse(l)).regions().size()).sum();
        assertTrue(16 * regionsSent > CandidateSpace.CAPACITY, "enough regions to merge: " + 16 * regionsSent);

        GenerationRun run = feed(repeated);

        CandidateSpace space = run.candidateSpace();
        assertTrue(space.regionCount() <= CandidateSpace.CAPACITY, space.regionCount() + " regions");
        CandidateSpace.Picture picture = space.picture();
        long once = feed(lines).candidateSpace().picture().totals().explored();
        assertEquals(16 * once, picture.totals().explored());
        assertEquals(picture.spaceLog2() + 4, picture.totals().coveredLog2(), 1e-9);
    }

    @Test
    void aRestartVoidsTheRegions() throws Exception {
        List<String> lines = new ArrayList<>(RealRunner.eventLines("BST", 3));
        lines.add(lines.size() - 1, "{\"event\":\"restarted\",\"reason\":\"x\"}");

        GenerationRun run = feed(lines);

        assertEquals(0, run.candidateSpace().picture().totals().explored());
        assertEquals(0, run.candidateSpace().regionCount());
    }

    @Test
    void anIncrementalRunReportsWhatItReusedAndItsSavingsAgainstAFullRun() throws Exception {
        List<String> lines = RealRunner.eventLines("BST", 4);
        GenerationRun full = feed(lines);
        // an incremental run of the same subject that searched only the first half of the regions
        List<Region> regions = lines.stream().map(EventReader::parse).filter(RunEvent.Regions.class::isInstance)
                .flatMap(e -> ((RunEvent.Regions) e).regions().stream()).toList();
        assertTrue(regions.size() >= 2, regions.size() + " regions");
        List<Region> firstHalf = regions.subList(0, regions.size() / 2);
        ByteArrayOutputStream regionsLine = new ByteArrayOutputStream();
        try (EventWriter writer = new EventWriter(regionsLine)) {
            writer.write(new RunEvent.Regions(firstHalf));
        }
        List<String> half = new ArrayList<>();
        half.add(lines.get(0).replace("\"mode\":\"full\"", "\"mode\":\"incremental\""));
        half.add("{\"event\":\"reuse\",\"base_snapshot\":\"abc\",\"base_subject\":\"BT(4)\",\"reused_tests\":3,\"mixed_ranges\":3}");
        half.add(regionsLine.toString(StandardCharsets.UTF_8).strip());
        long explored = firstHalf.stream().mapToLong(Region::explored).sum();
        half.add("{\"event\":\"finished\",\"outcome\":\"COMPLETED\",\"explored\":" + explored + ",\"valid\":0}");
        GenerationRun incremental = feed(half);

        CandidateSpace.Picture picture = incremental.candidateSpace().picture();
        assertTrue(picture.incremental());
        assertEquals(explored, picture.totals().explored());
        assertTrue(explored < full.explored(), "the incremental run searched part of the space");
        assertTrue(picture.totals().reusedLog2() > 0, "the part not searched is reused");
        double covered = Math.pow(2, picture.totals().coveredLog2()) + Math.pow(2, picture.totals().reusedLog2());
        assertEquals(Math.pow(2, picture.spaceLog2()), covered, 1e-6 * covered);
        assertEquals((double) full.explored() / explored, CandidateSpace.savingsVersusFull(incremental, List.of(full, incremental)), 1e-12);
        assertTrue(Double.isNaN(CandidateSpace.savingsVersusFull(incremental, List.of(incremental))));
    }
}
