package org.smallscope.engine.incremental;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.subject.Subject;

/**
 * Decides whether a weakened or edited predicate may reuse a base snapshot backwards: it shares only the first
 * {@code m} of the base's {@code n} conjuncts ({@code 1 <= m < n}), the base kept a conjunct trail serving {@code m},
 * the object sets are equal, common fields keep their bounds, there are no new bounded fields, and every base field the
 * new subject drops was never read by the first {@code m} conjuncts (so the stored candidates project onto the new
 * vector). A refusal names the rule.
 *
 * @param shared {@code m}, the conjuncts shared with the base (0 when not a backward edit)
 * @param reasons why backward reuse is refused (empty when it is possible)
 * @param slotOf for each slot of the new subject, the base slot it takes its value from
 * @param dropped base fields the new subject no longer bounds (projected away)
 */
public record BackwardPlan(int shared, List<String> reasons, int[] slotOf, List<String> dropped) {

    /** @return whether the new predicate keeps a proper, non-empty prefix of the base's conjuncts (whatever follows) */
    public static boolean isBackwardEdit(SubjectDescriptor base, Subject subject) {
        int m = sharedPrefix(base.conjuncts(), subject.conjuncts());
        return m >= 1 && m < base.conjuncts().size();
    }

    /** @return the plan for reusing {@code base} (with its trail, if any) for {@code subject} */
    public static BackwardPlan check(SubjectDescriptor base, Optional<BackwardRecords> records, Subject subject) {
        SubjectDescriptor ext = SubjectDescriptor.of(subject);
        int m = sharedPrefix(base.conjuncts(), ext.conjuncts());
        List<String> reasons = new ArrayList<>();
        if (m < 1 || m >= base.conjuncts().size()) {
            reasons.add("properties: not a weakening (the first " + m + " of the base's " + base.conjuncts().size() + " conjuncts are kept)");
            return new BackwardPlan(m, reasons, new int[0], List.of());
        }
        if (records.isEmpty()) {
            reasons.add("backward: snapshot " + base.describe() + " keeps no conjunct records (made before they existed, "
                    + "or past their size cap), so the stretches conjunct " + base.conjuncts().get(m).name() + " rejected are unknown");
        } else if (records.get().servesFrom() > m) {
            reasons.add("backward: snapshot " + base.describe() + " was made incrementally past conjunct " + records.get().servesFrom()
                    + ", or by a search that looked ahead and skipped candidates failing conjunct " + records.get().servesFrom()
                    + " or one before (--korat-exact keeps records for every weakening); its records serve"
                    + " predicates sharing at least " + records.get().servesFrom() + " conjuncts, this one shares " + m);
        } else if (records.get().conjuncts() != base.conjuncts().size()) {
            reasons.add("backward: the records of " + base.describe() + " count " + records.get().conjuncts() + " conjuncts, its predicate "
                    + base.conjuncts().size());
        }
        reasons.addAll(DependencyCheck.reasons(base, subject));
        List<String> baseSets = base.classes().stream().map(c -> c.simpleName() + "x" + c.count()).toList();
        List<String> extSets = ext.classes().stream().map(c -> c.simpleName() + "x" + c.count()).toList();
        if (!baseSets.equals(extSets)) {
            reasons.add("objects: the object sets differ (" + baseSets + " in the base, " + extSets + " now)");
        }
        Map<String, SubjectDescriptor.FieldBound> baseFields = new HashMap<>();
        base.fields().forEach(f -> baseFields.put(f.qualifiedName(), f));
        for (SubjectDescriptor.FieldBound f : ext.fields()) {
            SubjectDescriptor.FieldBound b = baseFields.get(f.qualifiedName());
            if (b == null && f.size() > 1) {
                reasons.add("fields: " + f.qualifiedName() + " is new; a weakened predicate reuses its base only over the base's fields");
            } else if (b != null && !b.bounds().equals(f.bounds())) {
                reasons.add("bounds: " + f.qualifiedName() + " was " + b.bounds() + " in the base, now " + f.bounds());
            }
        }
        Map<String, Integer> newSlots = new HashMap<>();
        for (int i = 0; i < ext.slots().size(); i++) {
            newSlots.put(ext.slots().get(i), i);
        }
        int[] slotOf = new int[ext.slots().size()];
        java.util.Arrays.fill(slotOf, -1);
        List<String> dropped = new ArrayList<>();
        for (int s = 0; s < base.slots().size(); s++) {
            Integer to = newSlots.get(base.slots().get(s));
            if (to != null) {
                slotOf[to] = s;
            } else {
                String name = base.slots().get(s);
                if (records.isPresent() && records.get().readWithin(s, m)) {
                    reasons.add("fields: " + name + " is dropped but the kept conjuncts read it (" + base.conjuncts().get(0).name() + " .. "
                            + base.conjuncts().get(m - 1).name() + "), so the stored candidates do not project");
                }
                String field = name.substring(name.indexOf('.') + 1);
                if (!dropped.contains(field)) {
                    dropped.add(field);
                }
            }
        }
        return new BackwardPlan(m, List.copyOf(reasons), slotOf, List.copyOf(dropped));
    }

    /** @return whether backward reuse is sound */
    public boolean possible() {
        return reasons.isEmpty();
    }

    /** @return how many leading conjuncts of {@code base} and {@code ext} are equal */
    public static int sharedPrefix(List<Conjunct> base, List<Conjunct> ext) {
        int m = 0;
        while (m < base.size() && m < ext.size() && base.get(m).hash().equals(ext.get(m).hash())) {
            m++;
        }
        return m;
    }
}
