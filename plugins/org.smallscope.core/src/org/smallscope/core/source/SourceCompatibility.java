package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.core.source.SourceVerdict.Problem;
import org.smallscope.core.source.SourceVerdict.Rule;
import org.smallscope.core.source.SourceVerdict.Status;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SubjectDescriptor;

/**
 * The engine's compatibility check (its {@code Compatibility}) done on source, so the IDE can tell
 * without running user code whether an incremental run can reuse a snapshot: same class, every bounded
 * field of the base still bounded with equal bounds (the edited finitization evaluated at the base's
 * arguments), and the base's conjuncts first, unchanged and in order.
 */
public final class SourceCompatibility {

    private SourceCompatibility() {
    }

    /** @return the verdict for {@code edited} against snapshot {@code base}, whose source model (if any) is read from its header */
    public static SourceVerdict check(SourceModel edited, SnapshotHeader base) {
        SourceModel baseSource = null;
        String unreadable = null;
        if (base.sourceModel() != null) {
            try {
                baseSource = SourceModel.fromJson(base.sourceModel());
            } catch (IllegalArgumentException e) {
                unreadable = e.getMessage();
            }
        }
        return check(edited, base, baseSource, unreadable);
    }

    /**
     * @param newestFirst the store's snapshot headers, newest first (as {@code SnapshotStore.list()} gives them)
     * @return the verdict against the snapshot a run would pick, as the engine picks a base: among snapshots of the same class,
     *         the newest available one; else the newest that only a run can decide; else the unchanged one (which a run
     *         replaces); else the verdict against the newest; null when no snapshot is of this class
     */
    public static SourceVerdict checkStore(SourceModel edited, java.util.List<SnapshotHeader> newestFirst) {
        SourceVerdict unknown = null;
        SourceVerdict unchanged = null;
        SourceVerdict newest = null;
        for (SnapshotHeader h : newestFirst) {
            SubjectDescriptor d = h.descriptor();
            if (!d.simpleName().equals(edited.typeName())
                    || !edited.packageName().isEmpty() && !d.className().startsWith(edited.packageName() + ".")) {
                continue;
            }
            SourceVerdict v = check(edited, h);
            switch (v.status()) {
                case AVAILABLE:
                    return v;
                case UNKNOWN:
                    unknown = unknown == null ? v : unknown;
                    break;
                case UNCHANGED:
                    unchanged = unchanged == null ? v : unchanged;
                    break;
                default:
                    break;
            }
            newest = newest == null ? v : newest;
        }
        return unknown != null ? unknown : unchanged != null ? unchanged : newest;
    }

    /** @return the verdict for {@code edited} against {@code base} with the base's source model given (null when the snapshot has none) */
    public static SourceVerdict check(SourceModel edited, SnapshotHeader base, SourceModel baseSource) {
        return check(edited, base, baseSource, null);
    }

    private static SourceVerdict check(SourceModel edited, SnapshotHeader base, SourceModel baseSource, String unreadable) {
        SubjectDescriptor d = base.descriptor();
        Verdicts v = new Verdicts(base);
        if (!d.simpleName().equals(edited.typeName())) {
            SourceModel.Predicate r = edited.repOk();
            return v.refuse(new Problem(Rule.CLASS, edited.typeName(), "class: the snapshot " + d.describe() + " is of class " + d.simpleName()
                    + ", not " + edited.typeName(), r == null ? -1 : r.line(), r == null ? -1 : r.start(), r == null ? 0 : r.length()));
        }
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(edited, d.args());
        if (bounds.problem() != null) {
            SourceModel.Finitization f = edited.finitizations().isEmpty() ? null : edited.finitizations().get(0);
            return v.refuse(new Problem(Rule.FINITIZATION, bounds.finitization(), bounds.problem() + "; the snapshot " + d.describe()
                    + " was made with " + d.args().length + " argument" + (d.args().length == 1 ? "" : "s"),
                    f == null ? -1 : f.line(), f == null ? -1 : f.start(), f == null ? 0 : f.length()));
        }
        List<Problem> problems = new ArrayList<>();
        List<Problem> unknowns = new ArrayList<>();
        for (EvaluatedBounds.Failure f : bounds.failures()) {
            unknowns.add(new Problem(Rule.FINITIZATION, null, "finitization: the run of " + bounds.describe() + " fails: " + f.message(),
                    f.line(), f.start(), f.length()));
        }
        FieldRules.check(d, bounds, edited.finitization(d.args().length), problems, unknowns);
        List<SourceModel.Conjunct> baseConjuncts = baseSource == null ? null : baseSource.conjuncts();
        if (edited.repOk() == null) {
            unknowns.add(new Problem(Rule.PROPERTIES, null, "properties: " + edited.typeName()
                    + " declares no boolean repOk() (inherited?): its conjuncts are known only to a run", -1, -1, 0));
        } else if (baseConjuncts == null) {
            SourceModel.Predicate r = edited.repOk();
            unknowns.add(new Problem(Rule.PROPERTIES, r.name() + "()", "properties: the snapshot " + d.describe() + (unreadable != null
                    ? " has an unreadable source model (" + unreadable + ")"
                    : " has no source model (it was written from bytecode, e.g. by the command line)")
                    + ": whether its conjuncts still come first, unchanged and in order is known only to a run", r.line(), r.start(), r.length()));
        } else {
            Problem p = ConjunctRules.check(baseConjuncts, edited.conjuncts(), edited.repOk());
            if (p != null) {
                String note = edited.repOk().note();
                problems.add(note == null ? p : new Problem(p.rule(), p.element(), p.message() + "; " + note, p.line(), p.start(), p.length()));
            } else if (d.conjuncts().size() != baseConjuncts.size()) {
                SourceModel.Predicate r = edited.repOk();
                unknowns.add(new Problem(Rule.PROPERTIES, r.name() + "()", "properties: the engine split the base's repOk into " + d.conjuncts().size()
                        + " conjunct(s) on bytecode " + names(d) + ", its source into " + baseConjuncts.size()
                        + " (shapes such as loops or if-else around the checks are split differently on bytecode): only a run can compare them",
                        r.line(), r.start(), r.length()));
            }
        }
        if (!problems.isEmpty()) {
            unknowns.forEach(u -> v.notes.add(u.message()));
            return v.make(Status.NOT_AVAILABLE, "not available from " + d.describe() + ": " + problems.get(0).message(), problems);
        }
        if (!unknowns.isEmpty()) {
            return v.make(Status.UNKNOWN, "unknown until run: " + unknowns.get(0).message(), unknowns);
        }
        if (unchanged(d, bounds, baseConjuncts, edited.conjuncts())) {
            return v.make(Status.UNCHANGED, "unchanged since snapshot " + d.describe() + " (" + base.id()
                    + "): a run replaces the snapshot with a full search", List.of());
        }
        Set<String> baseFields = new HashSet<>();
        d.fields().forEach(f -> baseFields.add(f.qualifiedName()));
        List<String> newFields = bounds.fields().stream().map(EvaluatedBounds.Bound::qualifiedName).filter(n -> !baseFields.contains(n)).toList();
        List<SourceModel.Conjunct> newConjuncts = ConjunctRules.added(baseConjuncts, edited.conjuncts());
        if (!newFields.isEmpty()) {
            v.notes.add("new fields: " + String.join(", ", newFields));
        }
        if (!newConjuncts.isEmpty()) {
            v.notes.add("new conjuncts: " + String.join(", ", newConjuncts.stream().map(SourceModel.Conjunct::describe).toList()));
        }
        return v.make(Status.AVAILABLE, "available: an incremental run reuses the " + base.valid() + " valid tests of " + d.describe()
                + " (snapshot " + base.id() + ")", List.of());
    }

    private static boolean unchanged(SubjectDescriptor d, EvaluatedBounds bounds, List<SourceModel.Conjunct> base,
            List<SourceModel.Conjunct> edited) {
        Set<String> editedFields = new HashSet<>(bounds.fields().stream().map(EvaluatedBounds.Bound::qualifiedName).toList());
        Set<String> baseFields = new HashSet<>(d.fields().stream().map(SubjectDescriptor.FieldBound::qualifiedName).toList());
        if (!editedFields.equals(baseFields) || !bounds.slots().equals(d.slots()) || base.size() != edited.size()) {
            return false;
        }
        for (int i = 0; i < base.size(); i++) {
            if (!base.get(i).hash().equals(edited.get(i).hash())) {
                return false;
            }
        }
        return true;
    }

    private static String names(SubjectDescriptor d) {
        return d.conjuncts().stream().map(org.smallscope.engine.Conjunct::name).toList().toString();
    }

    /** Builds verdicts for one base snapshot. */
    private static final class Verdicts {
        private final SnapshotHeader base;
        private final List<String> notes = new ArrayList<>();

        Verdicts(SnapshotHeader base) {
            this.base = base;
        }

        SourceVerdict refuse(Problem p) {
            return make(Status.NOT_AVAILABLE, "not available from " + base.descriptor().describe() + ": " + p.message(), List.of(p));
        }

        SourceVerdict make(Status status, String summary, List<Problem> problems) {
            SubjectDescriptor d = base.descriptor();
            return new SourceVerdict(status, summary, base.id(), d.describe(), base.valid(), d.args().clone(), List.copyOf(problems),
                    List.copyOf(notes));
        }
    }
}
