package org.smallscope.engine.incremental;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.smallscope.engine.Conjunct;
import org.smallscope.engine.subject.Subject;

/**
 * The compatibility check of the core paper's Fig. 6 on bytecode: may the valid candidates of a base
 * subject (a snapshot) seed mixed ranges of an extended subject? Fields of the base must be bounded
 * in the extended subject too (single-valued ones aside) with equal bounds, and the base's conjuncts
 * must come first, unchanged and in order, and everything else the base's verdicts depended on must be unchanged
 * ({@link DependencyCheck}). A refusal names the rule, the field, conjunct, method or static and the line.
 *
 * @param compatible whether reuse is sound
 * @param reasons why not (empty when compatible)
 * @param baseSlotOf for each slot of the extended subject, the base slot it extends, or -1 for a new field
 */
public record Compatibility(boolean compatible, List<String> reasons, int[] baseSlotOf) {

    /** @return the check of {@code base} against {@code extended} */
    public static Compatibility check(SubjectDescriptor base, Subject extended) {
        SubjectDescriptor ext = SubjectDescriptor.of(extended);
        List<String> reasons = new ArrayList<>();
        Map<String, SubjectDescriptor.FieldBound> extFields = new HashMap<>();
        ext.fields().forEach(f -> extFields.put(f.qualifiedName(), f));
        for (SubjectDescriptor.FieldBound f : base.fields()) {
            SubjectDescriptor.FieldBound e = extFields.get(f.qualifiedName());
            if (e == null) {
                if (f.size() > 1) {
                    reasons.add("fields: " + f.qualifiedName() + " is bounded in the base " + base.describe() + " but not in "
                            + ext.describe() + " (fields may be added, not removed)");
                }
            } else if (!e.bounds().equals(f.bounds())) {
                reasons.add("bounds: " + f.qualifiedName() + " was " + f.bounds() + " in the base, now " + e.bounds()
                        + " (common fields must keep their bounds)");
            }
        }
        checkConjuncts(base.conjuncts(), ext.conjuncts(), reasons);
        if (reasons.isEmpty()) {
            reasons.addAll(DependencyCheck.reasons(base, extended));
        }
        Map<String, Integer> baseSlots = new HashMap<>();
        for (int i = 0; i < base.slots().size(); i++) {
            baseSlots.put(base.slots().get(i), i);
        }
        int[] baseSlotOf = new int[ext.slots().size()];
        for (int i = 0; i < baseSlotOf.length; i++) {
            baseSlotOf[i] = baseSlots.getOrDefault(ext.slots().get(i), -1);
        }
        if (reasons.isEmpty()) {
            for (Map.Entry<String, Integer> slot : baseSlots.entrySet()) {
                if (!ext.slots().contains(slot.getKey()) && fieldSize(base, slot.getKey()) > 1) {
                    reasons.add("fields: " + slot.getKey() + " of the base has no place in " + ext.describe());
                }
            }
        }
        return new Compatibility(reasons.isEmpty(), List.copyOf(reasons), baseSlotOf);
    }

    private static int fieldSize(SubjectDescriptor d, String slot) {
        String field = slot.substring(slot.indexOf('.') + 1);
        return d.fields().stream().filter(f -> f.name().equals(field)).mapToInt(SubjectDescriptor.FieldBound::size).max().orElse(1);
    }

    private static void checkConjuncts(List<Conjunct> base, List<Conjunct> ext, List<String> reasons) {
        if (base.stream().anyMatch(c -> !c.hash().startsWith(Conjunct.HASH_SCHEME))) {
            reasons.add("properties: snapshot made by an older Smallscope (conjunct hashes v1); its conjuncts cannot be compared with "
                    + "this version's (" + Conjunct.HASH_SCHEME.replace(":", "") + ")");
            return;
        }
        int before = reasons.size();
        compareConjuncts(base, ext, reasons);
        if (reasons.size() > before) {
            ext.stream().filter(c -> c.note() != null).findFirst().ifPresent(c -> reasons.set(before, reasons.get(before) + "; " + c.note()));
        }
    }

    private static void compareConjuncts(List<Conjunct> base, List<Conjunct> ext, List<String> reasons) {
        for (int i = 0; i < base.size(); i++) {
            Conjunct b = base.get(i);
            if (i < ext.size() && ext.get(i).hash().equals(b.hash())) {
                continue;
            }
            int later = indexOfHash(ext, b.hash());
            Conjunct e = i < ext.size() ? ext.get(i) : null;
            if (later > i && e != null && indexOfHash(base, e.hash()) < 0) {
                reasons.add("properties: new conjunct " + e.describe() + " comes before base conjunct " + b.name()
                        + "; new properties must follow the existing ones (a && b), so that fields are first read in the same order");
            } else if (later >= 0) {
                reasons.add("properties: base conjunct " + b.name() + " moved from position " + (i + 1) + " to " + (later + 1)
                        + "; the base's conjuncts must keep their order");
            } else if (e != null && e.name().equals(b.name())) {
                reasons.add("properties: conjunct " + e.describe() + " changed; the base's conjuncts must stay unchanged "
                        + "(add new checks as new conjuncts after them)");
            } else {
                reasons.add("properties: base conjunct " + b.name() + " is missing" + (e == null ? "" : " (found " + e.describe() + ")")
                        + "; a weakening, not an extension (reused backwards where the base kept conjunct records)");
            }
            return;
        }
    }

    private static int indexOfHash(List<Conjunct> list, String hash) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).hash().equals(hash)) {
                return i;
            }
        }
        return -1;
    }

    /** @return for each slot of the extended subject, whether it is new (not in the base) */
    public boolean[] newSlots() {
        boolean[] fresh = new boolean[baseSlotOf.length];
        for (int i = 0; i < fresh.length; i++) {
            fresh[i] = baseSlotOf[i] < 0;
        }
        return fresh;
    }
}
