package org.smallscope.spark;

import org.smallscope.engine.EngineError;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.door.Batches;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * What one Spark task sends back to the driver: its batch's result, or the error that stopped it before or outside
 * the search (a subject that does not load on the executor), as its code and message (the cause may be of a class the
 * driver lacks).
 */
final class TaskOutcome implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Batches.Result result;
    private final EngineError error;
    private final String message;
    private final String cause;

    private TaskOutcome(Batches.Result result, EngineError error, String message, String cause) {
        this.result = result;
        this.error = error;
        this.message = message;
        this.cause = cause;
    }

    static TaskOutcome of(Batches.Result result) {
        return new TaskOutcome(result, null, null, null);
    }

    static TaskOutcome failed(SmallscopeException e) {
        return new TaskOutcome(null, e.error(), e.getMessage(), e.getCause() == null ? null : e.getCause().toString());
    }

    /** @return the batch's result; throws the task's error as the engine would have thrown it locally */
    Batches.Result result() {
        if (result == null) {
            throw new SmallscopeException(error, message, cause == null ? null : new RuntimeException(cause));
        }
        return result;
    }

    /** Deletes what the result keeps on disk, if it is never reported. */
    void discard() {
        if (result != null) {
            result.close();
        }
    }

    /** Serialized once, on the executor, right after the task: the records are then deleted there. */
    private void writeObject(ObjectOutputStream out) throws IOException {
        try {
            out.defaultWriteObject();
        } finally {
            discard();
        }
    }
}
