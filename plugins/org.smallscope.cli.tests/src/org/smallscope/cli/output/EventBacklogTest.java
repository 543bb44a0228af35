package org.smallscope.cli.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.protocol.EventReader;
import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.protocol.RunEvent;

/** What waits for a slow reader: valid structures beyond the budget dropped and counted, counts and regions merged, the rest kept in order. */
class EventBacklogTest {

    private static RunEvent.Valid valid(long ordinal) {
        return new RunEvent.Valid(ordinal, new int[] {(int) ordinal, 0, 1}, "x".repeat(100));
    }

    private static RunEvent.Regions regions(int count, long explored) {
        List<Region> list = IntStream.range(0, count).mapToObj(i -> new Region(new int[] {i}, explored, 1, Log2.of(explored * 4.0), 0)).toList();
        return new RunEvent.Regions(list);
    }

    /** @return the event {@code e} holds, a valid structure read back from its line */
    private static RunEvent event(EventBacklog.Entry e) {
        return e.line() != null ? EventReader.parse(e.line()) : e.event();
    }

    private static List<RunEvent> drain(EventBacklog backlog) throws InterruptedException {
        backlog.close();
        List<RunEvent> all = new ArrayList<>();
        for (EventBacklog.Entry e = backlog.take(); e != null; e = backlog.take()) {
            all.add(event(e));
        }
        return all;
    }

    @Test
    void validStructuresBeyondTheBudgetAreDroppedAndCountedTheOthersKept() throws InterruptedException {
        EventBacklog backlog = new EventBacklog(3_000); // about twenty lines of valid structures of 100 characters
        backlog.offer(new RunEvent.Started("S(1)", "S", "finS", new int[] {1}, null, "8", 3, List.of("a", "b", "c")));
        for (int i = 1; i <= 100; i++) {
            backlog.offer(valid(i));
        }
        backlog.offer(new RunEvent.Warning("w"));
        backlog.offer(new RunEvent.Note("n"));
        backlog.offer(new RunEvent.Finished(Outcome.COMPLETED, 500, 100, 9, 0, null, null, null));

        long dropped = backlog.dropped();
        List<RunEvent> sent = drain(backlog);

        long kept = sent.stream().filter(RunEvent.Valid.class::isInstance).count();
        assertTrue(kept >= 1 && kept < 100, kept + " kept");
        assertEquals(100, kept + dropped, "each structure is either sent or counted as dropped");
        assertEquals(List.of(1L, 2L), sent.stream().filter(RunEvent.Valid.class::isInstance).limit(2).map(e -> ((RunEvent.Valid) e).ordinal()).toList(),
                "the first ones are kept");
        assertTrue(sent.get(0) instanceof RunEvent.Started);
        assertEquals(List.of("warning", "note", "finished"), sent.subList(sent.size() - 3, sent.size()).stream().map(RunEvent::kind).toList());
    }

    @Test
    void takingAStructureMakesRoomForAnother() throws InterruptedException {
        EventBacklog backlog = new EventBacklog(200); // one line of a structure of 100 characters
        backlog.offer(valid(1));
        backlog.offer(valid(2));
        assertEquals(1, backlog.dropped());
        assertEquals(1, ((RunEvent.Valid) event(backlog.take())).ordinal());
        backlog.offer(valid(3));

        assertEquals(List.of(valid(3)), drain(backlog));
        assertEquals(1, backlog.dropped());
    }

    @Test
    void waitingCountsAreReplacedByTheLatestAndWaitingRegionsMergedWithTheirTotals() throws InterruptedException {
        EventBacklog backlog = new EventBacklog(1 << 20);
        backlog.offer(regions(300, 2));
        backlog.offer(new RunEvent.Progress(600, 300, 200));
        backlog.offer(valid(1));
        backlog.offer(regions(300, 3));
        backlog.offer(new RunEvent.Progress(1_500, 600, 400));

        List<RunEvent> sent = drain(backlog);

        assertEquals(List.of("valid", "regions", "progress"), sent.stream().map(RunEvent::kind).toList());
        List<Region> merged = ((RunEvent.Regions) sent.get(1)).regions();
        assertTrue(merged.size() <= RunEvent.Regions.MOST, merged.size() + " regions");
        assertEquals(300 * 2 + 300 * 3, merged.stream().mapToLong(Region::explored).sum());
        assertEquals(600, merged.stream().mapToLong(Region::valid).sum());
        double covered = Double.NEGATIVE_INFINITY;
        for (Region r : merged) {
            covered = Log2.plus(covered, r.coveredLog2());
        }
        assertEquals(Log2.of(300 * 8.0 + 300 * 12.0), covered, 1e-9);
        assertEquals(new RunEvent.Progress(1_500, 600, 400), sent.get(2));
        assertEquals(0, backlog.dropped(), "merging drops nothing");
    }

    @Test
    void nothingIsMergedAcrossARestart() throws InterruptedException {
        EventBacklog backlog = new EventBacklog(1 << 20);
        backlog.offer(new RunEvent.Progress(10, 1, 200));
        backlog.offer(regions(1, 10));
        backlog.offer(new RunEvent.Restarted("the base is damaged"));
        backlog.offer(regions(1, 5));
        backlog.offer(new RunEvent.Progress(5, 0, 100));

        assertEquals(List.of("progress", "regions", "restarted", "regions", "progress"), drain(backlog).stream().map(RunEvent::kind).toList());
    }

    @Test
    void countsAlreadyTakenAreNotReplaced() throws InterruptedException {
        EventBacklog backlog = new EventBacklog(1 << 20);
        backlog.offer(new RunEvent.Progress(10, 1, 200));
        assertEquals(new RunEvent.Progress(10, 1, 200), event(backlog.take()));
        backlog.offer(new RunEvent.Progress(20, 2, 400));

        assertEquals(List.of(new RunEvent.Progress(20, 2, 400)), drain(backlog));
    }

    @Test
    void aClosedBacklogHandsOutWhatWaitsThenNothingAndTakesNoMore() throws InterruptedException {
        EventBacklog backlog = new EventBacklog(1 << 20);
        backlog.offer(new RunEvent.Warning("w"));
        backlog.close();
        backlog.offer(new RunEvent.Warning("late"));

        assertEquals(new RunEvent.Warning("w"), event(backlog.take()));
        assertNull(backlog.take());
    }
}
