package org.smallscope.core;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Mode;
import org.smallscope.engine.protocol.Region;

/**
 * The candidate space of one run as the Candidate Space view draws it: the regions the search accounted
 * for, in Korat order, merged so that at most {@link #CAPACITY} are kept however many candidates run, and
 * the totals (space size, explored, pruned, reused, valid). Thread-safe: fed by the event thread, read by
 * the UI through immutable {@link Picture}s.
 */
public final class CandidateSpace {

    /** The most regions kept; beyond it neighbours are merged pairwise. */
    public static final int CAPACITY = 4096;

    /**
     * What the view draws, frozen at one moment.
     *
     * @param version grows with every change (the view redraws only when it moved)
     * @param regions the regions in Korat order (at most {@link #CAPACITY})
     * @param spaceLog2 log2 of the space's size, NaN before the run started
     * @param space the space's size in decimal, or null before the run started
     * @param incremental whether the run reused a snapshot (the space between its mixed ranges was not searched)
     * @param complete whether the run completed (for a full run the regions then cover the whole space)
     * @param totals explored, valid and the covered, pruned and reused sizes
     */
    public record Picture(long version, List<Region> regions, double spaceLog2, String space, boolean incremental, boolean complete,
            Totals totals) {
    }

    /**
     * The totals of a picture.
     *
     * @param explored candidates on which repOk ran
     * @param valid valid candidates
     * @param coveredLog2 log2 of the candidates searched (explored, pruned with them, skipped as isomorphic)
     * @param prunedLog2 log2 of the candidates covered without running repOk (covered minus explored)
     * @param reusedLog2 log2 of the candidates an incremental run did not search (the space minus what it
     *        covered), -Infinity for a full run
     * @param mixedRanges the ranges an incremental run searched (the places where reused parts lie)
     */
    public record Totals(long explored, long valid, double coveredLog2, double prunedLog2, double reusedLog2, long mixedRanges) {
    }

    private List<Region> regions = new ArrayList<>();
    private long version;
    private String space;
    private double spaceLog2 = Double.NaN;
    private boolean incremental;
    private boolean complete;
    private long explored;
    private long valid;
    private long ranges;
    private double coveredLog2 = Double.NEGATIVE_INFINITY;

    /** The search started on a space of {@code size} candidates (decimal) in {@code mode}. */
    public synchronized void started(String size, Mode mode) {
        space = size;
        spaceLog2 = size == null ? Double.NaN : log2(new BigInteger(size));
        incremental = mode == Mode.INCREMENTAL;
        version++;
    }

    /** The run reuses a snapshot: the parts between its mixed ranges are not searched. */
    public synchronized void reusing() {
        incremental = true;
        version++;
    }

    /** The next regions, in Korat order. */
    public synchronized void add(List<Region> next) {
        for (Region r : next) {
            explored += r.explored();
            valid += r.valid();
            ranges += r.rangesBegun();
            coveredLog2 = Log2.plus(coveredLog2, r.coveredLog2());
            regions.add(r);
        }
        if (regions.size() > CAPACITY) {
            regions = new ArrayList<>(Region.coarsen(regions, CAPACITY / 2));
        }
        version++;
    }

    /** Everything so far is void: the run fell back to a full search. */
    public synchronized void restarted() {
        regions = new ArrayList<>();
        explored = 0;
        valid = 0;
        ranges = 0;
        coveredLog2 = Double.NEGATIVE_INFINITY;
        incremental = false;
        version++;
    }

    /** The run ended; {@code completed} when it searched everything it meant to. */
    public synchronized void finished(boolean completed) {
        complete = completed;
        version++;
    }

    /** @return the number of regions kept now */
    public synchronized int regionCount() {
        return regions.size();
    }

    /** @return how things stand now */
    public synchronized Picture picture() {
        double reused = Double.NEGATIVE_INFINITY;
        if (incremental && !Double.isNaN(spaceLog2) && complete) {
            reused = minusLog2(spaceLog2, coveredLog2);
        }
        Totals totals = new Totals(explored, valid, coveredLog2, Log2.minus(coveredLog2, explored), reused, ranges);
        return new Picture(version, List.copyOf(regions), spaceLog2, space, incremental, complete, totals);
    }

    /**
     * @return how many times fewer candidates {@code run} explored than the newest completed full run of the
     *         same subject, bounds and space in {@code history} (e.g. 5.9), or NaN when there is none
     */
    public static double savingsVersusFull(GenerationRun run, List<GenerationRun> history) {
        for (int i = history.size() - 1; i >= 0; i--) {
            GenerationRun other = history.get(i);
            if (other != run && other.state() == GenerationRun.State.COMPLETED && other.mode() == Mode.FULL
                    && key(other).equals(key(run)) && java.util.Objects.equals(other.spaceSize(), run.spaceSize())
                    && other.slots().equals(run.slots()) && run.explored() > 0) {
                return (double) other.explored() / run.explored();
            }
        }
        return Double.NaN;
    }

    /** @return the subject (class and finitization arguments) a run generated for */
    private static String key(GenerationRun run) {
        GenerationRequest r = run.request();
        return (r.subject() == null ? "?" : r.subject().binaryName()) + java.util.Arrays.toString(r.args()) + r.method();
    }

    /** @return log2 of {@code n} for any size */
    static double log2(BigInteger n) {
        if (n.signum() <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        int shift = Math.max(0, n.bitLength() - 60);
        return Log2.of(n.shiftRight(shift).doubleValue()) + shift;
    }

    /** @return log2(2^a - 2^b), -Infinity when not positive */
    private static double minusLog2(double a, double b) {
        if (b == Double.NEGATIVE_INFINITY) {
            return a;
        }
        if (a - b < 1e-9) {
            return Double.NEGATIVE_INFINITY;
        }
        return a + Math.log1p(-Math.pow(2, b - a)) / Math.log(2);
    }
}
