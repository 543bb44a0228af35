package org.smallscope.engine.search.prune;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.runtime.AccessRecorder;

/**
 * One way of cutting Korat's search short, which the search loop calls at fixed points (the hooks below, in the order the
 * loop reaches them); every default does nothing, and the loop calls a hook only on the prunings that override it.
 * Instances belong to one search (one thread) and may keep state across its candidates; {@link Prunings} makes them.
 */
public interface Pruning {

    /**
     * Where a range of one stored candidate runs from instead of the Korat loop (see {@link #fromBase}).
     *
     * @param conjunct the first conjunct of repOk that runs (the ones before pass)
     * @param inheritedFullReads the base snapshot's {@code fullReads}, for the conjunct trail
     */
    record FromBase(int conjunct, int inheritedFullReads) {
    }

    /** A range begins (before its first candidate); may refuse it with an {@link IllegalStateException}. */
    default void rangeBegins(RangeStart range) {
    }

    /**
     * @return where the range's one stored candidate runs from, past conjuncts known to pass, instead of the Korat loop;
     *         null for the loop. The search takes it only when every active pruning {@link #keepsStack() keeps the stack}.
     */
    default FromBase fromBase(RangeStart range) {
        return null;
    }

    /**
     * @return whether the search may keep Korat's stack across ranges (and run a range from its base conjuncts): false
     *         for a pruning whose skips depend on the stack it saw; asked once, when the search is built
     */
    default boolean keepsStack() {
        return true;
    }

    /**
     * @param rec the last candidate's conjunct heights and the stack the step kept
     * @return the conjunct at which repOk may start on the candidate the last step made (0: all of repOk); the search
     *         takes the highest any pruning names
     */
    default int startConjunct(AccessRecorder rec) {
        return 0;
    }

    /**
     * Called after repOk on every candidate of a range (a valid one with its reachable fields on {@code rec} already).
     *
     * @return whether the candidate breaks the range's promise: the run stops, and {@link #failure()} says why
     */
    default boolean breaksRange(AccessRecorder rec, int[] cv) {
        return false;
    }

    /** The search reports {@code cv} as valid (after counting it, before its listener hears of it). */
    default void validFound(int[] cv) {
    }

    /**
     * @param valid whether the candidate just explored was valid
     * @return the depth on {@code rec} at or below which the next step must change a field (every candidate that changes
     *         only fields above it is skipped), or {@link Integer#MAX_VALUE} for no limit; the search takes the lowest
     */
    default int stepLimit(AccessRecorder rec, boolean valid) {
        return Integer.MAX_VALUE;
    }

    /**
     * A backtracking step changed field {@code changed} of {@code cv}, leaving {@code height} entries on the stack below
     * it; {@code to} is the range's end (null: the end of the space or of a mixed range).
     */
    default void stepped(int height, int changed, int[] cv, int[] to) {
    }

    /**
     * @param stack the fields on Korat's stack (not holding {@code changed})
     * @return whether every candidate agreeing with {@code cv} on the stack and on field {@code changed}, just changed, is
     *         invalid: the search skips them all, unexplored, as after a failing repOk that read only those fields
     */
    default boolean rejects(int[] cv, AccessRecorder stack, int changed) {
        return false;
    }

    /**
     * @return the highest conjunct (1-based) such that every candidate this pruning skipped, where Korat would have run
     *         repOk on it, fails one of the first that many conjuncts; 0 when it skipped none such, or only candidates that
     *         stay invalid whatever the predicate (as the finitization's generators do). Asked when a search ends: the
     *         search's conjunct trail then serves only predicates keeping those conjuncts (the search takes the highest)
     */
    default int cutThrough() {
        return 0;
    }

    /** @return after a range, why it failed (its run's outcome is then FAILED), or null */
    default SmallscopeException failure() {
        return null;
    }
}
