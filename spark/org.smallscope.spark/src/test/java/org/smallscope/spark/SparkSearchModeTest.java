package org.smallscope.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.smallscope.engine.door.Batches;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.prune.LookAhead;
import org.smallscope.engine.subject.Subject;

/**
 * The driver's search mode (Korat-exact or looking ahead) travels with the tasks: executors search in it whatever their
 * own JVM's switch says (here the same JVM, its switch turned the other way once the run has started).
 */
class SparkSearchModeTest {

    @Test
    void executorsSearchInTheDriversModeNotInTheirOwnSwitchs() {
        Subject subject = Runs.load("AvlTree", 5);
        long korat = Search.over(subject).koratExact(true).build().run().explored();
        long ahead = Search.over(subject).koratExact(false).build().run().explored();
        assertTrue(ahead < korat, "AvlTree(5) looking ahead explores " + ahead + ", Korat " + korat);
        String before = System.getProperty(LookAhead.EXACT);
        try (SparkBatchExecutor executor = new SparkBatchExecutor(LocalSpark.context(), Runs.shipped("AvlTree", 5), false)) {
            for (boolean exact : new boolean[] {true, false}) {
                System.setProperty(LookAhead.EXACT, Boolean.toString(exact)); // the driver's mode
                Iterator<BatchResult> results = Batches.forEngine(executor).execute(subject,
                        List.of(List.of(new Range(new int[subject.vectorLength()], null, null, null))).iterator(), true, 0);
                System.setProperty(LookAhead.EXACT, Boolean.toString(!exact)); // the tasks are submitted from here on
                long explored = 0;
                while (results.hasNext()) {
                    explored += results.next().explored();
                }
                assertEquals(exact ? korat : ahead, explored, exact ? "Korat-exact on the executors" : "looking ahead on the executors");
            }
        } finally {
            if (before == null) {
                System.clearProperty(LookAhead.EXACT);
            } else {
                System.setProperty(LookAhead.EXACT, before);
            }
        }
    }
}
