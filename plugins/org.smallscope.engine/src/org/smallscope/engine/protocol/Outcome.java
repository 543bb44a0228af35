package org.smallscope.engine.protocol;

/** How a search or a run ended. */
public enum Outcome {
    /** Every candidate of the range was explored. */
    COMPLETED,
    /** The caller asked the run to stop (stop command, Ctrl-C, connection lost, cancel in the IDE). */
    CANCELLED,
    /** An error stopped the run (e.g. a candidate timed out, the subject could not be loaded). */
    FAILED
}
