package org.smallscope.core.source;

import java.util.Arrays;
import java.util.List;

/**
 * Whether an incremental run can reuse a snapshot for the edited source, and why not: the rule that
 * failed with the field or conjunct and the source place to mark, or why it cannot be known before a run.
 *
 * @param status the outcome
 * @param summary one line for the marker ({@code available: reuses the 14 valid tests of BST(4) ...})
 * @param snapshotId the base snapshot's id
 * @param subject the base subject and its arguments ({@code BST(4)})
 * @param validTests the base snapshot's valid tests
 * @param args the finitization arguments of the base (the edited finitization was evaluated at these)
 * @param problems why reuse is refused (NOT_AVAILABLE) or cannot be decided (UNKNOWN); empty otherwise
 * @param notes further facts: new fields and conjuncts, unknowns behind a refusal
 */
public record SourceVerdict(Status status, String summary, String snapshotId, String subject, long validTests, int[] args,
        List<Problem> problems, List<String> notes) {

    /** The outcome of the check. */
    public enum Status {
        /** An incremental run can reuse the snapshot. */
        AVAILABLE,
        /** Nothing changed since the snapshot: a run replaces it with a full search (the engine does not replay an unchanged subject). */
        UNCHANGED,
        /** A rule of the compatibility check fails: a run does a full search. */
        NOT_AVAILABLE,
        /** Only a run can tell (bounds not evaluable on source, or no source model in the snapshot). */
        UNKNOWN
    }

    /** The rule of the engine's compatibility check a problem is about. */
    public enum Rule {
        /** The snapshot is of another class. */
        CLASS,
        /** The finitization cannot be evaluated at the snapshot's arguments. */
        FINITIZATION,
        /** A bounded field of the base is no longer bounded. */
        FIELDS,
        /** A common field's bounds changed (or cannot be evaluated). */
        BOUNDS,
        /** The base's conjuncts do not come first, unchanged and in order (or cannot be compared). */
        PROPERTIES;

        /** @return {@code bounds}, as the engine's messages begin */
        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One failed (or undecidable) rule.
     *
     * @param rule the rule
     * @param element the field ({@code Node.info}) or conjunct ({@code sizeOk()}) concerned, or null
     * @param message the full reason, beginning with the rule's label as the engine's reasons do
     * @param line the source line to mark (-1 if none)
     * @param start the offset of the range to mark (-1 if none)
     * @param length the length of the range to mark
     */
    public record Problem(Rule rule, String element, String message, int line, int start, int length) {
    }

    /** @return the first problem (the one to mark), or null */
    public Problem primary() {
        return problems.isEmpty() ? null : problems.get(0);
    }

    /** @return whether an incremental run is available */
    public boolean available() {
        return status == Status.AVAILABLE;
    }

    /** @return a multi-line text: the status and summary (the first problem's message), each problem with its line (and message after the first), then the notes */
    public String render() {
        StringBuilder sb = new StringBuilder(status.name()).append(": ").append(summary).append('\n');
        for (int i = 0; i < problems.size(); i++) {
            Problem p = problems.get(i);
            sb.append("  [").append(p.rule().label()).append("] ").append(p.element() == null ? "-" : p.element()).append(" at line ")
                    .append(p.line()).append(i == 0 ? "" : ": " + p.message()).append('\n');
        }
        for (String n : notes) {
            sb.append("  note: ").append(n).append('\n');
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SourceVerdict v && status == v.status && summary.equals(v.summary) && java.util.Objects.equals(snapshotId, v.snapshotId)
                && java.util.Objects.equals(subject, v.subject) && validTests == v.validTests && Arrays.equals(args, v.args)
                && problems.equals(v.problems) && notes.equals(v.notes);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(status, summary, snapshotId, subject, validTests, Arrays.hashCode(args), problems, notes);
    }

    @Override
    public String toString() {
        return render();
    }
}
