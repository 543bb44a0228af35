package org.smallscope.engine.search.parallel;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.search.KoratSteps;
import org.smallscope.engine.search.Range;

/**
 * Cuts a full search whose first field read has too many values for one piece per value (see
 * {@link SubtreeSplitter#MAX_PARTS}) into plain ranges of consecutive values: range {@code g} starts where that field takes
 * its first value of the group, every other field at its start value, and stops at the next group's first candidate,
 * which the search visits right after the last candidate of the group (the field is at the bottom of every stack), so
 * the ranges run one after another are the sequential search, valid candidates with their successors.
 */
final class ValueGroups {

    /** The most ranges one cut makes: enough for any number of workers to share them, few enough to plan quickly. */
    static final int MOST = 4096;

    private ValueGroups() {
    }

    /**
     * @param start the search's first candidate (the field's first value is its value there)
     * @param field the first field repOk reads, on every candidate
     * @param wanted pieces the run would like at least
     * @return the ranges in sequential order, or null when they would be fewer than two, or when dedicated generators
     *         prune the search (a value they reject must not begin a range: the search would explore it)
     */
    static List<Range> cut(Subject subject, int[] start, int field, int wanted) {
        if (subject.pruning() != null) {
            return null;
        }
        int[] values = KoratSteps.valuesFor(subject, field, start, new int[0]);
        long fit = SubtreeSplitter.MAX_PART_FIELDS / (2L * Math.max(1, start.length)); // each range holds two vectors
        int groups = (int) Math.min(Math.min(values.length, Math.max(MOST, wanted)), fit);
        if (groups < 2) {
            return null;
        }
        List<Range> ranges = new ArrayList<>(groups);
        for (int g = 0; g < groups; g++) {
            ranges.add(new Range(at(start, field, values, g, groups), g + 1 < groups ? at(start, field, values, g + 1, groups) : null, null, null));
        }
        return ranges;
    }

    /** @return {@code start} with {@code field} at the first value of group {@code g} of {@code groups} */
    private static int[] at(int[] start, int field, int[] values, int g, int groups) {
        int[] cv = start.clone();
        cv[field] = values[(int) ((long) g * values.length / groups)];
        return cv;
    }
}
