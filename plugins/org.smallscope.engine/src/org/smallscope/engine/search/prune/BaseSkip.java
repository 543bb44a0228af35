package org.smallscope.engine.search.prune;

import org.smallscope.engine.subject.Subject;

/**
 * The base-skip as a pruning: a mixed range without new fields that starts at a stored candidate of a base whose repOk
 * was this repOk's first conjuncts (and read every field) holds that candidate alone, and repOk runs on it from the first
 * new conjunct.
 */
final class BaseSkip implements Pruning {

    private final FromBase base;
    private boolean[] scanned;
    private boolean noNewSlots;

    private BaseSkip(int base, int inherited) {
        this.base = new FromBase(base, inherited);
    }

    /** @return the base-skip for {@code base} conjuncts, or null when there are none or repOk cannot start at conjunct {@code base} */
    static BaseSkip of(Subject subject, int base, int inherited) {
        return base > 0 && subject.canSkipTo(base) ? new BaseSkip(base, inherited) : null;
    }

    /**
     * @return the base for a plain mixed range without new fields, no regions, and a conjunct trail only where the base's
     *         {@code fullReads} lets the trail tell its entry; else null
     */
    @Override
    public FromBase fromBase(RangeStart range) {
        boolean plain = range.prefix().length == 0 && range.floorHeight() == 0 && !range.regions();
        return plain && (!range.trail() || base.inheritedFullReads() >= base.conjunct()) && noNewSlots(range.newSlots()) ? base : null;
    }

    /** @return whether the range is mixed and none of its fields is new (the last answer is kept per array) */
    private boolean noNewSlots(boolean[] newSlots) {
        if (newSlots == null) {
            return false;
        }
        if (newSlots != scanned) {
            scanned = newSlots;
            noNewSlots = true;
            for (boolean fresh : newSlots) {
                noNewSlots &= !fresh;
            }
        }
        return noNewSlots;
    }
}
