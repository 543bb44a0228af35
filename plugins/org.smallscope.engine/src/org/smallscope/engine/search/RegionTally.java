package org.smallscope.engine.search;

import org.smallscope.engine.subject.Subject;

import org.smallscope.engine.protocol.Log2;
import org.smallscope.engine.protocol.Region;
import org.smallscope.engine.runtime.AccessRecorder;

/**
 * Adds up, for one search thread, the regions of the candidate space its search covers: each explored
 * candidate covers itself and the candidates pruned with it (the product of the domain sizes of the
 * fields repOk did not read), isomorphism breaking skips whole value ranges. Consecutive candidates are
 * merged into {@link Region}s, each at most 1/64 of what was explored before it, so a run of N candidates
 * yields about 64 ln N regions. Sizes are doubles (exact below 2^53), scaled for spaces beyond 2^1000.
 */
final class RegionTally {

    private static final int SHARE_SHIFT = 6;
    private static final double EXACT = 0x1p53;

    private final SearchListener listener;
    private final double[] size;
    private final double[] sizeLog2;
    private final double scaleLog2;
    private final double totalLog2;
    private final double total;
    private final double[] prefix;
    private final double[] prefixLog2;
    private int known;
    private long seen;
    private int[] first;
    private long explored;
    private long valid;
    private long ranges;
    private double covered;

    RegionTally(Subject subject, SearchListener listener) {
        this.listener = listener;
        int n = subject.vectorLength();
        size = new double[n];
        sizeLog2 = new double[n];
        double log = 0;
        double product = 1;
        for (int s = 0; s < n; s++) {
            size[s] = subject.domainSize()[s];
            sizeLog2[s] = Log2.of(size[s]);
            log += sizeLog2[s];
            product *= size[s];
        }
        totalLog2 = log;
        scaleLog2 = log > 1000 ? log - 1000 : 0;
        total = scaleLog2 == 0 ? product : Math.pow(2, log - scaleLog2);
        prefix = new double[n + 1];
        prefixLog2 = new double[n + 1];
        prefix[0] = 1;
    }

    /** The stack was cut back to {@code depth} fields: the products below it still hold. */
    void cut(int depth) {
        if (depth < known) {
            known = depth;
        }
    }

    /** Regions are sized as if {@code n} candidates had been explored before (by other threads of the same run). */
    void seed(long n) {
        seen = Math.max(seen, n);
    }

    /** A searched range begins. */
    void rangeBegun() {
        ranges++;
    }

    /** Candidate {@code cv} was explored with the fields on {@code rec} read: it covers every candidate agreeing on them. */
    void explored(int[] cv, AccessRecorder rec, boolean ok) {
        if (explored == 0 && first == null) {
            first = cv.clone();
        }
        covered += beyond(rec, rec.size());
        explored++;
        if (ok) {
            valid++;
        }
        seen++;
        if (explored >= (seen >> SHARE_SHIFT)) {
            close();
        }
    }

    /** A dedicated generator rejected the candidate with the fields on {@code rec}: it covers every candidate agreeing on them. */
    void pruned(AccessRecorder rec) {
        covered += beyond(rec, rec.size());
    }

    /** Isomorphism breaking skips values {@code value+1..upTo-1} of {@code field}, with the fields on {@code rec} fixed. */
    void skipped(int field, int value, int upTo, AccessRecorder rec) {
        double rest = upTo - 1 - value;
        if (rest > 0) {
            covered += beyond(rec, rec.size()) / size[field] * rest;
        }
    }

    /** {@code 2^log2} candidates were skipped outside any search (e.g. by the subtree splitter). */
    void skippedLog2(double log2) {
        if (log2 == Double.NEGATIVE_INFINITY) {
            return;
        }
        double v = Math.pow(2, log2 - scaleLog2);
        covered += scaleLog2 == 0 && v < EXACT ? Math.rint(v) : v;
    }

    /** Hands the open region, if any, to the listener. */
    void close() {
        if (explored > 0 || covered > 0) {
            listener.regionCovered(new Region(first, explored, valid, Log2.of(covered) + scaleLog2, ranges));
        }
        first = null;
        explored = 0;
        valid = 0;
        ranges = 0;
        covered = 0;
    }

    /** @return the number of candidates (scaled) agreeing with the current one on the {@code depth} fields at the bottom of {@code rec} */
    private double beyond(AccessRecorder rec, int depth) {
        if (scaleLog2 == 0) { // products of domain sizes as doubles: exact below 2^53, close enough above
            for (int i = known; i < depth; i++) {
                prefix[i + 1] = prefix[i] * size[rec.at(i)];
            }
            if (depth > known) {
                known = depth;
            }
            return total / prefix[depth];
        }
        for (int i = known; i < depth; i++) {
            prefixLog2[i + 1] = prefixLog2[i] + sizeLog2[rec.at(i)];
        }
        if (depth > known) {
            known = depth;
        }
        return Math.pow(2, totalLog2 - scaleLog2 - prefixLog2[depth]);
    }
}
