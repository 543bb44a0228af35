package org.smallscope.engine.incremental;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * Decides whether a snapshot made with larger bounds holds every valid candidate of a subject whose bounds were only
 * lowered: repOk and what it depends on are unchanged, every field of the subject is a field of the base, and each of
 * its domains is the base's first values, in the base's order (fewer objects, a lower top value). Then each valid
 * candidate of the smaller space, with the base's dropped slots at 0 (objects it does not reach, fields repOk never
 * read), is a valid candidate the base search found, in the same order; the saved suite is filtered (its candidates
 * whose values all lie in the new domains) and each one kept is checked again. A refusal names the rule.
 *
 * @param reasons why the base cannot be filtered (empty when it can)
 * @param baseSlotOf for each slot of the subject, the base slot it takes its value from
 * @param dropped the base slots the subject lacks (each must hold 0 in a kept candidate)
 * @param limits for each slot of the subject, the size of its domain (a base value at or above it drops the candidate)
 */
public record LoweredBounds(List<String> reasons, int[] baseSlotOf, int[] dropped, int[] limits) {

    /** @return the check of {@code base} for {@code now} */
    public static LoweredBounds check(SubjectDescriptor base, Subject now) {
        List<String> reasons = new ArrayList<>();
        if (!base.className().equals(now.className())) {
            reasons.add("bounds: the snapshot is of " + base.className());
        }
        if (!hashes(base.conjuncts()).equals(hashes(now.conjuncts()))) {
            reasons.add("bounds: repOk changed too; a saved suite is filtered for lowered bounds only when repOk is the same");
        }
        if (reasons.isEmpty()) {
            reasons.addAll(DependencyCheck.reasons(base, now));
        }
        if (!reasons.isEmpty() || now.request() == null) {
            return refused(reasons.isEmpty() ? List.of("bounds: the subject cannot be loaded again with the snapshot's bounds") : reasons);
        }
        Subject before;
        try {
            before = SubjectLoader.load(new SubjectRequest(base.className(), base.finitization(), base.args(), now.request().source()));
        } catch (SmallscopeException | LinkageError e) {
            return refused(List.of("bounds: the snapshot's finitization " + base.finitization() + " cannot run again (" + e.getMessage() + ")"));
        }
        SubjectDescriptor again = SubjectDescriptor.of(before);
        if (!again.fields().equals(base.fields()) || !again.slots().equals(base.slots())) {
            return refused(List.of("bounds: " + base.describe() + "'s finitization gives other bounds now than when the snapshot was made"));
        }
        Map<String, Integer> baseSlots = new HashMap<>();
        for (Slot s : before.slots()) {
            baseSlots.put(s.name(), s.index());
        }
        int[] slotOf = new int[now.slots().size()];
        int[] limits = new int[slotOf.length];
        boolean lower = now.slots().size() < before.slots().size();
        for (Slot s : now.slots()) {
            Integer b = baseSlots.remove(s.name());
            if (b == null) {
                return refused(List.of("fields: " + s.name() + " is not a field of the base " + base.describe()));
            }
            Domain d = s.domain();
            Domain was = before.slots().get(b).domain();
            String prefix = prefix(d, was);
            if (prefix != null) {
                return refused(List.of("bounds: " + s.name() + " " + prefix + " (lowered bounds must keep the base's first values)"));
            }
            lower |= d.size() < was.size();
            slotOf[s.index()] = b;
            limits[s.index()] = d.size();
        }
        if (!lower) {
            return refused(List.of("bounds: no bound is lower than in the base " + base.describe()));
        }
        int[] dropped = baseSlots.values().stream().mapToInt(Integer::intValue).sorted().toArray();
        return new LoweredBounds(List.of(), slotOf, dropped, limits);
    }

    private static LoweredBounds refused(List<String> reasons) {
        return new LoweredBounds(List.copyOf(reasons), new int[0], new int[0], new int[0]);
    }

    private static List<String> hashes(List<Conjunct> conjuncts) {
        return conjuncts.stream().map(Conjunct::hash).toList();
    }

    /** @return why {@code d}'s values are not the first of {@code was}'s, or null when they are */
    private static String prefix(Domain d, Domain was) {
        if (d.kind() != was.kind()) {
            return "holds " + d.kind() + " now, " + was.kind() + " in the base";
        }
        if (d.size() > was.size()) {
            return "has " + d.size() + " values, " + was.size() + " in the base";
        }
        for (int v = 0; v < d.size(); v++) {
            if (!d.describe(v).equals(was.describe(v)) || d.isoClassAt(v) != was.isoClassAt(v) || d.isoIndexAt(v) != was.isoIndexAt(v)) {
                return "has " + d.describe(v) + " where the base has " + was.describe(v);
            }
        }
        return null;
    }

    /** @return whether the saved suite can be filtered */
    public boolean possible() {
        return reasons.isEmpty();
    }

    /**
     * What filtering a saved suite keeps.
     *
     * @param kept the stored candidates that lie in the lowered bounds
     * @param refusal why the suite cannot be filtered after all (a stored candidate holds a value in a dropped field), or null
     */
    public record Tally(long kept, String refusal) {
    }

    /** @return what filtering {@code base}'s suite keeps (one pass over it) */
    public Tally tally(SnapshotFile.Contents base) {
        long kept = 0;
        java.util.Iterator<int[][]> all = base.pairs();
        while (all.hasNext()) {
            int[] stored = all.next()[0];
            int dropped = readDropped(stored);
            if (dropped >= 0) {
                return new Tally(kept, "bounds: a stored candidate of " + base.header().descriptor().describe() + " holds a value in "
                        + base.header().descriptor().slots().get(dropped) + ", which the lowered bounds drop, so its suite cannot be filtered");
            }
            if (map(stored) != null) {
                kept++;
            }
        }
        return new Tally(kept, null);
    }

    /**
     * @return whether filtering is estimated cheaper than a full search of the smaller space, taken to explore as many
     *         candidates per valid one as the base's search did
     */
    public static ReuseEstimate estimate(SnapshotFile.Contents base, Tally tally, ReuseEstimate.Policy policy) {
        long stored = base.header().valid();
        long fullGuess = Math.round(base.header().fullSearchEstimate() * ((double) Math.max(1, tally.kept()) / Math.max(1, stored)));
        return ReuseEstimate.ofFilter(stored, tally.kept(), fullGuess, policy);
    }

    /** @return {@code stored} mapped onto the subject's slots, or null when it lies outside the lowered bounds */
    public int[] map(int[] stored) {
        int[] cv = new int[baseSlotOf.length];
        for (int i = 0; i < cv.length; i++) {
            int v = stored[baseSlotOf[i]];
            if (v >= limits[i]) {
                return null;
            }
            cv[i] = v;
        }
        for (int s : dropped) {
            if (stored[s] != 0) {
                return null;
            }
        }
        return cv;
    }

    /**
     * @return for a stored candidate whose kept fields all lie in the lowered bounds, the first dropped slot that does not
     *         hold 0 (repOk read a field of an object the subject's fields do not reach: the filter would lose it), else -1
     */
    public int readDropped(int[] stored) {
        for (int i = 0; i < baseSlotOf.length; i++) {
            if (stored[baseSlotOf[i]] >= limits[i]) {
                return -1;
            }
        }
        for (int s : dropped) {
            if (stored[s] != 0) {
                return s;
            }
        }
        return -1;
    }
}
