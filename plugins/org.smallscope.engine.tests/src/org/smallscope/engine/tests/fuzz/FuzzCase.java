package org.smallscope.engine.tests.fuzz;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One generated test case: a base version of a subject, the edits made to it (a function of the seed alone), and
 * the edited version, both in package {@code fuzz.s<seed>} under the same class name.
 *
 * @param seed the seed the case was made from ({@link EditGenerator#generate})
 * @param base the version whose snapshot is stored
 * @param edits what was changed, in order
 * @param edited the version generated against the base's snapshot
 */
public record FuzzCase(long seed, Variant base, List<Edit> edits, Variant edited) {

    /**
     * One edit.
     *
     * @param kind its kind
     * @param description what it did, e.g. {@code capacity = 4 -> 6 in the constructor}
     * @param readByRepOk for an edit of a knob, whether repOk (as it was when edited) calls the conjunct reading it
     */
    public record Edit(EditKind kind, String description, boolean readByRepOk) {

        /** An edit of repOk, the bounds or the fields. */
        public Edit(EditKind kind, String description) {
            this(kind, description, false);
        }
    }

    /** Copies the edits. */
    public FuzzCase {
        edits = List.copyOf(edits);
    }

    /** @return the package both versions are compiled in */
    public String pkg() {
        return "fuzz.s" + (seed < 0 ? "m" + -seed : Long.toString(seed));
    }

    /** @return the subject's binary class name */
    public String className() {
        return base.className(pkg());
    }

    /** @return the base version's source */
    public String baseSource() {
        return base.source(pkg());
    }

    /** @return the edited version's source */
    public String editedSource() {
        return edited.source(pkg());
    }

    /** @return the edits' kinds, in order */
    public List<EditKind> kinds() {
        return edits.stream().map(Edit::kind).toList();
    }

    /** @return e.g. {@code seed 17: tree(3, keys 0..2) [acyclic, capOk]; constructor-constant: capacity 2 -> 3; add-conjunct: ...} */
    public String describe() {
        return "seed " + seed + ": " + base.describe() + "; " + edits.stream().map(e -> e.kind().label() + ": " + e.description())
                .collect(Collectors.joining("; "));
    }
}
