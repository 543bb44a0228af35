package org.smallscope.engine.run;

import java.math.BigInteger;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;

/**
 * How much of a run's work is done. For a search of the whole space, {@link #fraction()} is the share of the candidate
 * space covered (explored, pruned with an explored candidate, or skipped as isomorphic), tallied from the regions it
 * reports in Korat order (summed over the workers of a parallel run, as their batches are reported); for a run over
 * ranges that do not tile the space (an incremental run's mixed ranges, floor-pinned or backward stretches, whose sizes
 * are not known before they are searched), the share of its ranges done. {@link #work()} is what the time left is
 * estimated from: the share of the planned pieces done whenever the run is cut into pieces (a tree subject's space is
 * covered in bursts, while the subtrees the splitter cuts hold about equal shares of its work), else the share covered.
 */
public final class Coverage {

    /** Shares this close to 1 are 1: the sum of a full search's regions equals its space up to rounding. */
    static final double ROUNDING = 1e-9;

    private final double spaceLog2;
    private double share;
    private long rangesPlanned = -1;
    private boolean tiling;
    private long rangesDone;

    /** @param spaceLog2 log2 of the number of candidates in the subject's space */
    public Coverage(double spaceLog2) {
        this.spaceLog2 = spaceLog2;
    }

    /** @return log2 of {@code n} (positive), also beyond a double's range */
    public static double log2(BigInteger n) {
        int shift = Math.max(0, n.bitLength() - 64);
        return Log2.of(n.shiftRight(shift).doubleValue()) + shift;
    }

    /** The next region the search accounted for. */
    public synchronized void add(Region region) {
        share += Math.pow(2, region.coveredLog2() - spaceLog2);
    }

    /** The run searches {@code ranges} pieces in order: subtrees of the whole space ({@code tiling}), or ranges that do not tile it. */
    public synchronized void rangesPlanned(long ranges, boolean tiling) {
        rangesPlanned = ranges;
        this.tiling = tiling;
        rangesDone = 0;
    }

    /** The next {@code ranges} planned pieces are done. */
    public synchronized void rangesDone(long ranges) {
        rangesDone += ranges;
    }

    /** The run started over (an incremental run fell back to a full search): nothing is done yet. */
    public synchronized void reset() {
        share = 0;
        rangesPlanned = -1;
        rangesDone = 0;
    }

    /** @return the share of the run's work done, from 0 to 1 (exactly 1 once all of it is): of the space, or of its ranges */
    public synchronized double fraction() {
        return clamp(rangesPlanned < 0 || tiling ? share : pieces());
    }

    /** @return the share of the run's planned pieces done when it is cut into pieces, else {@link #fraction()} */
    public synchronized double work() {
        return clamp(rangesPlanned < 0 ? share : pieces());
    }

    private double pieces() {
        return rangesPlanned == 0 ? 1 : (double) rangesDone / rangesPlanned;
    }

    private static double clamp(double f) {
        return f > 1 - ROUNDING ? 1 : Math.max(0, f);
    }
}
