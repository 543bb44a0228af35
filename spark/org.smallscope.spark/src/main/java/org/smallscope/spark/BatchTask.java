package org.smallscope.spark;

import org.apache.spark.TaskContext;
import org.apache.spark.broadcast.Broadcast;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.door.Batches;

import java.io.Serializable;

import scala.runtime.AbstractFunction1;

/**
 * What a Spark task runs: the one batch of ranges of its partition, on a worker of the subject loaded once per
 * executor JVM; vectors that come from another JVM are checked (not trusted).
 */
final class BatchTask extends AbstractFunction1<scala.collection.Iterator<Batches.Batch>, TaskOutcome> implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Broadcast<ShippedSubject> subject;
    private final boolean contiguous;
    private final long timeoutMillis;

    BatchTask(Broadcast<ShippedSubject> subject, boolean contiguous, long timeoutMillis) {
        this.subject = subject;
        this.contiguous = contiguous;
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public TaskOutcome apply(scala.collection.Iterator<Batches.Batch> partition) {
        Batches.Batch batch = partition.next();
        ShippedSubject shipped = subject.value();
        Batches.Worker worker;
        try {
            worker = shipped.borrowWorker();
        } catch (SmallscopeException e) {
            return TaskOutcome.failed(e);
        }
        boolean reusable = false;
        try (KillWatch watch = KillWatch.of(TaskContext.get(), worker)) {
            TaskOutcome outcome = TaskOutcome.of(worker.run(batch, contiguous, timeoutMillis));
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
