package org.smallscope.core.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.NullProgressMonitor;
import org.junit.jupiter.api.Test;

/** The job's monitor gets the share covered as worked units summing to the whole, and the counts and time left as text. */
class RunProgressTest {

    /** A monitor that records what it is told; a task begun again starts at 0, as in Eclipse's progress service (a new TaskInfo). */
    private static final class Recording extends NullProgressMonitor {
        int total;
        int begun;
        double worked;
        final List<String> subtasks = new ArrayList<>();

        @Override
        public void beginTask(String name, int totalWork) {
            total = totalWork;
            begun++;
            worked = 0;
        }

        @Override
        public void worked(int work) {
            internalWorked(work);
        }

        @Override
        public void internalWorked(double work) {
            worked += work;
        }

        @Override
        public void subTask(String name) {
            subtasks.add(name);
        }
    }

    @Test
    void theShareCoveredBecomesWorkedUnitsSummingToTheTotal() {
        Recording monitor = new Recording();
        RunProgress progress = new RunProgress(monitor);

        progress.show(null, 0, 0, 0, null);
        progress.show(0.1234, 1_000, 10, 5_000, null);
        double atTenth = monitor.worked;
        progress.show(0.5, 5_000, 50, 5_000, 9_000L);
        progress.show(0.5, 5_100, 51, 5_000, 8_800L);
        progress.show(1.0, 10_000, 100, 5_000, 0L);

        assertTrue(monitor.total > 0, "the monitor was begun");
        assertEquals(0.123 * monitor.total, atTenth, 1e-6 * monitor.total, "12.3% of the units for 12.34% covered");
        assertEquals(monitor.total, monitor.worked, 1e-6 * monitor.total, "all units once all is covered");
        assertEquals(RunProgress.UNITS, progress.worked());
        assertEquals(List.of("0 explored, 0 valid, 0/s", "12.3% covered, 1,000 explored, 10 valid, 5,000/s, \u2014 left",
                "50.0% covered, 5,000 explored, 50 valid, 5,000/s, ~0:09 left", "50.0% covered, 5,100 explored, 51 valid, 5,000/s, ~0:08 left",
                "100.0% covered, 10,000 explored, 100 valid, 5,000/s, ~0:00 left"), monitor.subtasks);
    }

    @Test
    void aRestartStartsTheBarAgainAtZeroAndStillEndsAtTheTotal() {
        Recording monitor = new Recording();
        RunProgress progress = new RunProgress(monitor);

        progress.show(0.6, 600, 6, 1_000, null);
        assertEquals(0.6 * monitor.total, monitor.worked, 1e-6 * monitor.total);
        progress.show(0.1, 100, 1, 1_000, null); // an incremental run fell back to a full search
        double afterRestart = monitor.worked;
        progress.show(1.0, 1_000, 10, 1_000, 0L);

        assertEquals(2, monitor.begun, "the search's task, then begun again at the restart");
        assertEquals(0.1 * monitor.total, afterRestart, 1e-6 * monitor.total, "the new search's 10% alone, not 60% plus a tenth of the rest");
        assertEquals(monitor.total, monitor.worked, 1e-6 * monitor.total);
        assertEquals(RunProgress.UNITS, progress.worked());
    }
}
