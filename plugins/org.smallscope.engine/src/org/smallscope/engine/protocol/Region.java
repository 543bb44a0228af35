package org.smallscope.engine.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A stretch of the candidate space in Korat order that a search accounted for: consecutive explored
 * candidates, each with the candidates pruned with it (those agreeing on every field repOk read), and
 * the candidates skipped by isomorphism breaking between them.
 *
 * @param first the first candidate vector explored in the region, or null if it holds only skipped candidates
 * @param explored candidates on which repOk ran
 * @param valid candidates for which repOk returned true
 * @param coveredLog2 log2 of the number of candidates the region covers (explored, pruned and skipped)
 * @param rangesBegun how many searched ranges begin in the region (an incremental run's mixed ranges; the
 *        space between two ranges was reused from the base snapshot, not searched)
 */
public record Region(int[] first, long explored, long valid, double coveredLog2, long rangesBegun) implements java.io.Serializable {

    /** @return the number of candidates covered, as a double (may be infinite for spaces beyond 2^1023) */
    public double covered() {
        return Math.pow(2, coveredLog2);
    }

    /** @return log2 of the candidates pruned or skipped without running repOk (covered minus explored), or -Infinity for none */
    public double prunedLog2() {
        return Log2.minus(coveredLog2, explored);
    }

    /** Compares the vector by value. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Region r && Arrays.equals(first, r.first) && explored == r.explored && valid == r.valid
                && Double.compare(coveredLog2, r.coveredLog2) == 0 && rangesBegun == r.rangesBegun;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(first) * 31 + Long.hashCode(explored);
    }

    @Override
    public String toString() {
        return "Region[" + (first == null ? "-" : Arrays.toString(first)) + " explored=" + explored + " valid=" + valid
                + " covered=2^" + coveredLog2 + " ranges=" + rangesBegun + "]";
    }

    /** @return {@code regions} with neighbours merged pairwise until at most {@code max} are left, in order */
    public static List<Region> coarsen(List<Region> regions, int max) {
        List<Region> result = regions;
        while (result.size() > Math.max(1, max)) {
            List<Region> next = new ArrayList<>((result.size() + 1) / 2);
            for (int i = 0; i < result.size(); i += 2) {
                next.add(i + 1 < result.size() ? merge(result.get(i), result.get(i + 1)) : result.get(i));
            }
            result = next;
        }
        return result;
    }

    /** @return the region covering {@code a} and then {@code b} (its neighbour to the right) */
    public static Region merge(Region a, Region b) {
        return new Region(a.first != null ? a.first : b.first, a.explored + b.explored, a.valid + b.valid,
                Log2.plus(a.coveredLog2, b.coveredLog2), a.rangesBegun + b.rangesBegun);
    }
}
