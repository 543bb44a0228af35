package org.smallscope.cli.output;

import java.util.LinkedHashMap;
import java.util.Map;

/** The process exit statuses of every command, as documented in {@code --help}. */
public final class ExitCodes {

    /** The command did what was asked (and, for demo and bench, every count matches the paper). */
    public static final int OK = 0;
    /** An I/O error (writing --out, --report, --markdown) or an internal error. */
    public static final int FAILURE = 1;
    /** Usage error: unknown option, bad --args, bad candidate vector, unknown example. */
    public static final int USAGE = 2;
    /** Subject error: class not found, no or bad repOk, no or bad finitization, unknown field, domain type mismatch, no constructor. */
    public static final int SUBJECT = 3;
    /** The subject's classes could not be instrumented. */
    public static final int INSTRUMENTATION = 4;
    /** repOk did not return within the per-candidate time limit (--timeout). */
    public static final int CANDIDATE_TIMEOUT = 5;
    /** The search completed, but repOk threw on some candidates (they were counted invalid). */
    public static final int PREDICATE_THREW = 6;
    /** The engine's RANGE_ORDER_BROKEN: the predicate reads fields in an order that breaks a mixed range (extension-aware runs). */
    public static final int RANGE_ORDER_BROKEN = 7;
    /** demo or bench: some explored or valid count differs from the paper's Table II. */
    public static final int PAPER_MISMATCH = 8;
    /**
     * generate --method: the method threw, broke repOk or did not return on some inputs (the counterexamples are printed);
     * generate --api: a builder threw, or --cross-check found structures on one side only.
     */
    public static final int METHOD_COUNTEREXAMPLES = 9;
    /** snapshots show: the snapshot is damaged, truncated, foreign or of another format version. */
    public static final int SNAPSHOT_UNUSABLE = 10;
    /** snapshots delete: the store cannot be written. */
    public static final int STORE_NOT_WRITABLE = 11;
    /** Interrupted (Ctrl-C): the partial statistics were printed and the report written. */
    public static final int INTERRUPTED = 130;

    private ExitCodes() {
    }

    /** @return exit status to description, in the order {@code --help} lists them */
    public static Map<String, String> descriptions() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(Integer.toString(OK), "success (demo, bench: every count matches the paper)");
        m.put(Integer.toString(FAILURE), "I/O error writing an output file, or an internal error");
        m.put(Integer.toString(USAGE), "usage error: bad option, --args, candidate vector or example name");
        m.put(Integer.toString(SUBJECT), "subject error: class not found, no/non-boolean repOk, no/failing finitization,"
                + " unknown field, domain type mismatch, no constructor");
        m.put(Integer.toString(INSTRUMENTATION), "the subject's classes could not be instrumented");
        m.put(Integer.toString(CANDIDATE_TIMEOUT), "repOk did not return within --timeout on a candidate (named in the message)");
        m.put(Integer.toString(PREDICATE_THREW), "completed, but repOk threw on some candidates (counted invalid)");
        m.put(Integer.toString(RANGE_ORDER_BROKEN), "the predicate reads fields in an order that breaks a mixed range (extension-aware runs)");
        m.put(Integer.toString(PAPER_MISMATCH), "demo, bench: a count differs from the paper's Table II (bench --floor: a replay differs from its search)");
        m.put(Integer.toString(METHOD_COUNTEREXAMPLES), "generate --method: the method threw, broke repOk or did not return on some"
                + " inputs (counterexamples printed; only passing inputs are exported); generate --api: a builder threw, or --cross-check"
                + " found structures on one side only");
        m.put(Integer.toString(SNAPSHOT_UNUSABLE), "snapshots show: the snapshot is damaged, truncated or of another format"
                + " (generate only warns and searches fully)");
        m.put(Integer.toString(STORE_NOT_WRITABLE), "snapshots delete: the store cannot be written (generate only warns)");
        m.put(Integer.toString(INTERRUPTED), "interrupted (Ctrl-C); partial statistics printed, report written");
        return m;
    }
}
