package org.smallscope.spark;

import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.search.BatchWorker;
import org.smallscope.engine.search.Range;

import java.io.Serializable;
import java.util.List;

import scala.runtime.AbstractFunction1;

/**
 * What a Spark task runs: the one batch of ranges of its partition, on a worker of the subject loaded once per
 * executor JVM, in the driver's search mode (Korat-exact or looking ahead: the executor's own switch does not count);
 * vectors that come from another JVM are checked (not trusted).
 */
final class BatchTask extends AbstractFunction1<scala.collection.Iterator<List<Range>>, TaskOutcome> implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Broadcast<ShippedSubject> subject;
    private final boolean contiguous;
    private final long timeoutMillis;
    private final boolean koratExact;

    BatchTask(Broadcast<ShippedSubject> subject, boolean contiguous, long timeoutMillis, boolean koratExact) {
        this.subject = subject;
        this.contiguous = contiguous;
        this.timeoutMillis = timeoutMillis;
        this.koratExact = koratExact;
    }

    @Override
    public TaskOutcome apply(scala.collection.Iterator<List<Range>> partition) {
        List<Range> batch = partition.next();
        ShippedSubject shipped = subject.value();
        BatchWorker worker;
        try {
            worker = shipped.borrowWorker();
        } catch (SmallscopeException e) {
            return TaskOutcome.failed(e);
        }
        boolean reusable = false;
        try (KillWatch watch = KillWatch.of(TaskContext.get(), worker)) {
            TaskOutcome outcome = TaskOutcome.of(worker.koratExact(koratExact).run(batch, contiguous, false, timeoutMillis));
            reusable = !watch.killed();
            return outcome;
        } catch (SmallscopeException e) {
            reusable = true;
            return TaskOutcome.failed(e);
        } finally {
            if (reusable) {
                shipped.giveBack(worker);
            }
        }
    }
}
