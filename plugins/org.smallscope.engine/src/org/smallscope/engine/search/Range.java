package org.smallscope.engine.search;

import org.smallscope.engine.protocol.Log2;

/**
 * One independent piece of a search that the {@link org.smallscope.engine.search.parallel.ParallelRunner} hands to a
 * worker: a start candidate and how far to go (a subtree of the Korat search, a mixed range, or a plain range).
 *
 * @param from the first candidate
 * @param to the candidate at which to stop (not explored), or null
 * @param subtreePrefix for a subtree: the stack fields below the ones this piece may change, else null
 * @param newSlots for a mixed range: the fields the base subject lacks, else null
 * @param skippedAfterLog2 log2 of the candidates isomorphism breaking skips right after this piece in Korat
 *        order without any search visiting them (the subtree splitter's cuts), -Infinity for none
 * @param floorHeight for a floor-pinned range (see {@link #floorPinned}): how many entries at the bottom of the stack
 *        of {@code from} the search never pops; 0 for none
 */
public record Range(int[] from, int[] to, int[] subtreePrefix, boolean[] newSlots, double skippedAfterLog2, int floorHeight)
        implements java.io.Serializable {

    /** A piece after which nothing is skipped. */
    public Range(int[] from, int[] to, int[] subtreePrefix, boolean[] newSlots) {
        this(from, to, subtreePrefix, newSlots, Double.NEGATIVE_INFINITY);
    }

    /** A piece that is not floor-pinned. */
    public Range(int[] from, int[] to, int[] subtreePrefix, boolean[] newSlots, double skippedAfterLog2) {
        this(from, to, subtreePrefix, newSlots, skippedAfterLog2, 0);
    }

    /**
     * A floor-pinned range: the search explores {@code c} (its stack is what repOk reads on it, then, if it is valid,
     * the fields it reaches), then never pops the first {@code height} entries of that stack: it is the Korat search
     * over the stretch of candidates that agree with {@code c} on those fields, and ends where it would pop into them.
     * The successor reported for a valid candidate that ends the range is its ordinary Korat successor (the advance
     * continues below the floor), and {@link Search#endOfRange()} is that candidate. Where the search that reached
     * {@code c} had {@code c}'s own stack (always for an invalid {@code c}), the range is exactly that search's stretch.
     *
     * @param c the first candidate (searched in place by the engine's own runs: pass a copy to keep it)
     * @param height how many stack entries stay fixed; 0 searches from {@code c} to the end of the space
     */
    public static Range floorPinned(int[] c, int height) {
        if (height < 0) {
            throw new IllegalArgumentException("a floor-pinned range needs a height of 0 or more, not " + height);
        }
        return new Range(c, null, null, null, Double.NEGATIVE_INFINITY, height);
    }

    /** @return this piece with {@code log2} more candidates skipped after it */
    public Range skipping(double log2) {
        return new Range(from, to, subtreePrefix, newSlots, Log2.plus(skippedAfterLog2, log2), floorHeight);
    }

    /**
     * @return for a piece of a cut mixed range (a subtree with an end), the candidate that follows it in Korat order,
     *         which is the successor of a valid candidate that ends the piece; else null
     */
    public int[] pieceEnd() {
        return subtreePrefix != null && newSlots != null ? to : null;
    }

    /** @return a search builder configured for this piece */
    SearchBuilder configure(SearchBuilder b) {
        b.from(from).to(to);
        if (subtreePrefix != null) {
            b.subtree(subtreePrefix);
        }
        if (newSlots != null) {
            b.mixedRange(newSlots);
        }
        if (floorHeight > 0) {
            b.floorPinned(floorHeight);
        }
        return b;
    }
}
