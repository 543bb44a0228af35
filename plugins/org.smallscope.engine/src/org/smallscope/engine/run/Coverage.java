package org.smallscope.engine.run;

import java.math.BigInteger;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;

/**
 * How much of a run's work is done, tallied from the regions its search reports in Korat order (summed over the
 * workers of a parallel run, as their batches are reported): for a search of the whole space, the share of the
 * candidate space covered (explored, pruned with an explored candidate, or skipped as isomorphic); for a run over
 * ranges that do not tile the space (an incremental run's mixed ranges, floor-pinned or backward stretches, whose sizes
 * are not known before they are searched), the share of its planned ranges begun.
 */
public final class Coverage {

    /** Shares this close to 1 are 1: the sum of a full search's regions equals its space up to rounding. */
    static final double ROUNDING = 1e-9;

    private final double spaceLog2;
    private double share;
    private long rangesPlanned = -1;
    private long rangesBegun;

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
        rangesBegun += region.rangesBegun();
    }

    /** The run searches {@code ranges} ranges that do not tile the space: the share done counts them. */
    public synchronized void rangesPlanned(long ranges) {
        rangesPlanned = ranges;
        rangesBegun = 0;
    }

    /** The run started over (an incremental run fell back to a full search): nothing is done yet. */
    public synchronized void reset() {
        share = 0;
        rangesPlanned = -1;
        rangesBegun = 0;
    }

    /** @return the share of the run's work done, from 0 to 1 (exactly 1 once all of it is) */
    public synchronized double fraction() {
        double f = rangesPlanned < 0 ? share : rangesPlanned == 0 ? 1 : (double) rangesBegun / rangesPlanned;
        return f > 1 - ROUNDING ? 1 : Math.max(0, f);
    }
}
