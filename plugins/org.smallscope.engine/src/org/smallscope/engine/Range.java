package org.smallscope.engine;

/**
 * One independent piece of a search that the {@link ParallelRunner} hands to a worker: a start
 * candidate and how far to go (a subtree of the Korat search, a mixed range, or a plain range).
 *
 * @param from the first candidate
 * @param to the candidate at which to stop (not explored), or null
 * @param subtreePrefix for a subtree: the stack fields below the ones this piece may change, else null
 * @param newSlots for a mixed range: the fields the base subject lacks, else null
 */
public record Range(int[] from, int[] to, int[] subtreePrefix, boolean[] newSlots) {

    /** @return a search builder configured for this piece */
    Search.Builder configure(Search.Builder b) {
        b.from(from).to(to);
        if (subtreePrefix != null) {
            b.subtree(subtreePrefix);
        }
        if (newSlots != null) {
            b.mixedRange(newSlots);
        }
        return b;
    }
}
