package org.smallscope.core;

/** What a Smallscope marker on repOk says. */
public enum MarkerKind {
    /** No snapshot exists yet: the first run is a full search (only with the informational markers preference on; else no marker). */
    NO_SNAPSHOT,
    /** A compatible snapshot exists: the next run reuses it. */
    INCREMENTAL_AVAILABLE,
    /** A snapshot exists but cannot be reused; the marker says which rule failed. */
    INCREMENTAL_UNAVAILABLE,
    /** The subject is unchanged since its snapshot: a run replaces the snapshot with a full search. */
    UNCHANGED,
    /** Whether the snapshot is reusable is only known when the run checks the compiled code. */
    UNKNOWN,
    /** The last run considered a snapshot and searched in full; the marker gives the engine's reason. */
    REUSE_REFUSED,
    /** The class has repOk but no finitization method. */
    MISSING_FINITIZATION,
    /** A finitized field that repOk never reads. */
    UNREAD_FIELD,
    /** repOk uses reflection or identity hash codes, which the search cannot monitor. */
    UNMONITORED_ACCESS,
    /** A new conjunct placed before older ones: reuse is impossible, moving it fixes that. */
    CONJUNCT_ORDER,
    /** repOk writes a bounded field, which makes the search wrong. */
    PREDICATE_WRITES,
    /** An instance field repOk reads that no finitization bounds: every candidate keeps its constructor's value. */
    UNBOUND_FIELD,
    /** A finitization call that makes the run fail (the engine or the API rejects it); marked at the call. */
    FINITIZATION_ERROR,
    /** API mode's cross-check: states the builders reach that repOk rejects (repOk too strong, or a builder bug). */
    REPOK_TOO_STRONG,
    /** API mode's cross-check: structures repOk accepts that no call sequence builds (repOk too weak, or builders missing). */
    REPOK_TOO_WEAK,
    /** Any other finding. */
    OTHER
}
