package org.smallscope.engine;

/**
 * Every error the engine reports, in one place: a code, the exit status a command line gives
 * for it, and a message template ({@link String#format} style) naming the class, field or method.
 */
public enum EngineError {

    /** The subject class is not on the class path. */
    CLASS_NOT_FOUND(3, "Class %s was not found on the class path%s"),
    /** The subject class cannot be loaded or initialized. */
    CLASS_LOAD_FAILED(3, "Class %s could not be loaded: %s"),
    /** No repOk method. */
    NO_REPOK(3, "Class %s has no method boolean repOk() or repOK()"),
    /** repOk does not return boolean. */
    REPOK_NOT_BOOLEAN(3, "%s.%s() returns %s; a predicate must return boolean"),
    /** No finitization method. */
    NO_FINITIZATION(3, "Class %s has no static finitization method %s"),
    /** Finitization arguments do not fit. */
    FINITIZATION_ARGS(2, "Finitization %s.%s takes %s, but was given %s"),
    /** The finitization method threw or returned nothing. */
    FINITIZATION_FAILED(3, "Finitization %s.%s failed: %s"),
    /** A set() names a field that does not exist. */
    UNKNOWN_FIELD(3, "Unknown field '%s' in class %s (set(\"%s\", ...)%s); its fields are: %s"),
    /** A set() names a class that has no objects. */
    UNKNOWN_CLASS(3, "set(\"%s\", ...)%s: no object set or root of class %s"),
    /** A domain does not fit the field's type. */
    DOMAIN_TYPE(3, "Field %s.%s is of type %s, but set(\"%s\", ...)%s gives it %s"),
    /** A field of an object is left without bounds while another object's is bounded, or similar layout issues. */
    BAD_FINITIZATION(3, "Finitization of %s is not usable: %s"),
    /** Objects of a class cannot be created. */
    NO_CONSTRUCTOR(3, "Cannot create objects of class %s: %s"),
    /** A candidate vector given by the user is malformed. */
    BAD_VECTOR(2, "Candidate vector '%s' does not fit %s: %s"),
    /** repOk broke its contract on a candidate: wrote the candidate or a static field, or read the candidate by reflection. */
    REPOK_CONTRACT(3, "%s's repOk %s in %s on candidate %s (%s): %s"),
    /** repOk did not return within the per-candidate time limit. */
    CANDIDATE_TIMEOUT(5, "repOk of %s did not return within %d ms on candidate %s; the run was stopped (endless loop?)"),
    /** A mixed range cannot be searched soundly because the extended predicate reads fields in another order. */
    RANGE_ORDER_BROKEN(7, "The predicate of %s reads fields in an order that breaks mixed ranges: %s"),
    /** Coverage pruning (eqClass) was asked for, but the subject has no usable eqClass method. */
    NO_EQCLASS(3, "Class %s has no usable method eqClass() for equivalence-class pruning: %s"),
    /** eqClass threw on a valid candidate. */
    EQCLASS_FAILED(3, "%s.eqClass() threw on valid candidate %s: %s"),
    /** A snapshot file is damaged, truncated or not a snapshot. */
    SNAPSHOT_DAMAGED(10, "Snapshot %s is unusable: %s"),
    /** A snapshot was written by another version of the format. */
    SNAPSHOT_VERSION(10, "Snapshot %s has format version %d; this Smallscope reads versions 1 to %d"),
    /** A snapshot named by the user does not exist. */
    SNAPSHOT_NOT_FOUND(2, "No snapshot matches '%s' in %s"),
    /** The snapshot store cannot be written. */
    STORE_NOT_WRITABLE(11, "The snapshot store %s cannot be written: %s"),
    /** The floor benchmark's trace of explored candidates would be too large. */
    FLOOR_TRACE_TOO_LARGE(2, "The candidates of %s do not fit the floor benchmark's trace of at most %,d bytes (stopped after %,d candidates); take a smaller size"),
    /** A path condition to count with repOk does not fit the subject (model counting). */
    BAD_PATH_CONDITION(3, "Path condition %s does not fit %s: %s"),
    /** The instrumentation could not rewrite a class. */
    INSTRUMENTATION_FAILED(4, "Class %s could not be instrumented: %s"),
    /** A generator program (Class#method) cannot be found or called as asked. */
    NO_GENERATOR(3, "Generator %s is not usable: %s"),
    /** API mode cannot use a class's builders as asked: no public constructor, an unknown method, a parameter type it cannot vary. */
    NO_BUILDERS(3, "Builders of %s are not usable: %s"),
    /** A generator program threw (the exception is the cause). */
    GENERATOR_THREW(6, "Generator %s threw %s at choice vector %s"),
    /** A generator program made a choice it cannot make (getNew past its pool's size, an empty range). */
    GENERATOR_BAD_CHOICE(6, "Generator %s %s at choice vector %s"),
    /** A generator program's execution ran longer than the time limit. */
    GENERATOR_TIMEOUT(5, "Generator %s did not finish an execution within %d ms at choice vector %s; the run was stopped (endless loop?)");

    private final int exitCode;
    private final String template;

    EngineError(int exitCode, String template) {
        this.exitCode = exitCode;
        this.template = template;
    }

    /** @return the process exit status a command line reports for this error */
    public int exitCode() {
        return exitCode;
    }

    /** @return the message for the given arguments */
    public String format(Object... args) {
        return String.format(template, args);
    }

    /** @return an exception carrying this error and its message */
    public SmallscopeException exception(Object... args) {
        return new SmallscopeException(this, format(args), null);
    }

    /** @return an exception carrying this error, its message and its cause */
    public SmallscopeException exception(Throwable cause, Object... args) {
        return new SmallscopeException(this, format(args), cause);
    }
}
