package org.smallscope.spark.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import java.util.Collections;
import java.util.List;

/** The simulated schedule: list scheduling in batch order, the window, in-order reporting. */
class ListScheduleTest {

    @Test
    void equalBatchesRunInRoundsOfTheExecutorCount() {
        List<Long> ten = Collections.nCopies(10, 100L);
        List<Long> none = Collections.nCopies(10, 0L);

        assertEquals(1000, ListSchedule.makespan(ten, none, 1, 0, 100));
        assertEquals(300, ListSchedule.makespan(ten, none, 4, 0, 100), "ceil(10 / 4) rounds");
        assertEquals(330, ListSchedule.makespan(ten, none, 4, 10, 100), "three rounds of tasks of 100 + 10");
    }

    @Test
    void aSlowHeadHoldsBackTheReportsAndTheWindowHoldsBackTheStarts() {
        List<Long> search = List.of(1000L, 10L, 10L, 10L, 10L);
        List<Long> report = Collections.nCopies(5, 1L);

        assertEquals(1005, ListSchedule.makespan(search, report, 2, 0, 100), "reports wait for the head, then follow one by one");
        // window 2: batch 2 starts when batch 0 is reported (1001), batch 4 when batch 2 is (1012): done 1022, reported 1023
        assertEquals(1023, ListSchedule.makespan(search, report, 2, 0, 2));
    }
}
