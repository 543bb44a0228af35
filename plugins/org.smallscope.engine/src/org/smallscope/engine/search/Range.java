package org.smallscope.engine.search;

import org.smallscope.engine.protocol.Log2;

/**
 * One independent piece of a search that the {@link ParallelRunner} hands to a worker: a start
 * candidate and how far to go (a subtree of the Korat search, a mixed range, or a plain range).
 *
 * @param from the first candidate
 * @param to the candidate at which to stop (not explored), or null
 * @param subtreePrefix for a subtree: the stack fields below the ones this piece may change, else null
 * @param newSlots for a mixed range: the fields the base subject lacks, else null
 * @param skippedAfterLog2 log2 of the candidates isomorphism breaking skips right after this piece in Korat
 *        order without any search visiting them (the subtree splitter's cuts), -Infinity for none
 */
public record Range(int[] from, int[] to, int[] subtreePrefix, boolean[] newSlots, double skippedAfterLog2) implements java.io.Serializable {

    /** A piece after which nothing is skipped. */
    public Range(int[] from, int[] to, int[] subtreePrefix, boolean[] newSlots) {
        this(from, to, subtreePrefix, newSlots, Double.NEGATIVE_INFINITY);
    }

    /** @return this piece with {@code log2} more candidates skipped after it */
    Range skipping(double log2) {
        return new Range(from, to, subtreePrefix, newSlots, Log2.plus(skippedAfterLog2, log2));
    }

    /**
     * @return for a piece of a cut mixed range (a subtree with an end), the candidate that follows it in Korat order,
     *         which is the successor of a valid candidate that ends the piece; else null
     */
    int[] pieceEnd() {
        return subtreePrefix != null && newSlots != null ? to : null;
    }

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
