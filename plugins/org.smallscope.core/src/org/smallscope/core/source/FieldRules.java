package org.smallscope.core.source;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.core.source.SourceVerdict.Problem;
import org.smallscope.core.source.SourceVerdict.Rule;
import org.smallscope.engine.incremental.SubjectDescriptor;

/**
 * The engine's field rules on source: every field the base bounds (single-valued ones aside) is still
 * bounded, with equal bounds, and every slot of the base's vector has a place in the edited one; a bound
 * the evaluator could not compute makes the rule undecided rather than failed.
 */
final class FieldRules {

    private FieldRules() {
    }

    /** Adds the failed rules to {@code problems} and the undecided ones to {@code unknowns}. */
    static void check(SubjectDescriptor base, EvaluatedBounds edited, SourceModel.Finitization fin, List<Problem> problems,
            List<Problem> unknowns) {
        String where = fin == null ? edited.finitization() : fin.name() + " (line " + fin.line() + ")";
        for (SubjectDescriptor.FieldBound f : base.fields()) {
            EvaluatedBounds.Bound e = edited.field(f.qualifiedName());
            if (e == null) {
                EvaluatedBounds.Unknown u = edited.unknown(f.qualifiedName());
                if (u != null) {
                    unknowns.add(new Problem(Rule.BOUNDS, f.qualifiedName(), "bounds: " + u.describe() + ", so whether " + f.qualifiedName()
                            + " keeps its bounds " + f.bounds() + " is known only to a run", u.line(), u.start(), u.length()));
                } else if (f.size() > 1) {
                    problems.add(new Problem(Rule.FIELDS, f.qualifiedName(), "fields: " + f.qualifiedName() + " is bounded in the base "
                            + base.describe() + " but not in the edited " + where + " (fields may be added, not removed)",
                            fin == null ? -1 : fin.line(), fin == null ? -1 : fin.start(), fin == null ? 0 : fin.length()));
                }
            } else if (!e.bounds().equals(f.bounds())) {
                problems.add(new Problem(Rule.BOUNDS, f.qualifiedName(), "bounds: " + f.qualifiedName() + " was " + f.bounds()
                        + " in the base, now " + e.bounds() + " (line " + e.line() + ") (common fields must keep their bounds)",
                        e.line(), e.start(), e.length()));
            }
        }
        if (problems.isEmpty() && unknowns.isEmpty() && edited.complete()) {
            Set<String> slots = new HashSet<>(edited.slots());
            for (String slot : base.slots()) {
                if (!slots.contains(slot) && fieldSize(base, slot) > 1) {
                    problems.add(new Problem(Rule.FIELDS, slot, "fields: " + slot + " of the base has no place in the edited " + where,
                            fin == null ? -1 : fin.line(), fin == null ? -1 : fin.start(), fin == null ? 0 : fin.length()));
                    return;
                }
            }
        }
    }

    /** @return the largest domain size of a field of that name in the base (as the engine's slot rule measures it) */
    private static int fieldSize(SubjectDescriptor d, String slot) {
        String field = slot.substring(slot.indexOf('.') + 1);
        return d.fields().stream().filter(f -> f.name().equals(field)).mapToInt(SubjectDescriptor.FieldBound::size).max().orElse(1);
    }
}
