package org.smallscope.core.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.smallscope.core.source.SourceModel.Conjunct;
import org.smallscope.core.source.SourceVerdict.Problem;
import org.smallscope.core.source.SourceVerdict.Rule;

/**
 * The engine's conjunct rule on source: the base's conjuncts must come first in the edited repOk,
 * unchanged (equal hashes) and in order; the first violation is reported with the engine's wording,
 * naming the conjunct, its line and, for a changed one, what changed in it.
 */
final class ConjunctRules {

    private ConjunctRules() {
    }

    /** @return the first violation, or null when the base's conjuncts come first, unchanged and in order */
    static Problem check(List<Conjunct> base, List<Conjunct> edited, SourceModel.Predicate repOk) {
        for (int i = 0; i < base.size(); i++) {
            Conjunct b = base.get(i);
            if (i < edited.size() && edited.get(i).hash().equals(b.hash())) {
                continue;
            }
            int later = indexOfHash(edited, b.hash());
            Conjunct e = i < edited.size() ? edited.get(i) : null;
            if (later > i && e != null && indexOfHash(base, e.hash()) < 0) {
                return at(e, "properties: new conjunct " + e.describe() + " comes before base conjunct " + b.name()
                        + "; new properties must follow the existing ones (a && b), so that fields are first read in the same order");
            } else if (later >= 0) {
                Conjunct moved = edited.get(later);
                return at(moved, "properties: base conjunct " + b.name() + " moved from position " + (i + 1) + " to " + (later + 1)
                        + " (line " + moved.line() + "); the base's conjuncts must keep their order");
            } else if (e != null && e.name().equals(b.name())) {
                return at(e, "properties: conjunct " + e.describe() + " changed" + whatChanged(b, e)
                        + "; the base's conjuncts must stay unchanged (add new checks as new conjuncts after them)");
            }
            String message = "properties: base conjunct " + b.name() + " is missing" + (e == null ? "" : " (found " + e.describe() + ")")
                    + "; a weakening: the run reuses the snapshot backwards (mode incremental-backward) when it kept conjunct records "
                    + "and that saves more than it costs, searching only the stretches that pass the kept checks";
            if (e != null) {
                return at(e, message);
            }
            return new Problem(Rule.PROPERTIES, b.name(), message, repOk == null ? -1 : repOk.line(), repOk == null ? -1 : repOk.start(),
                    repOk == null ? 0 : repOk.length());
        }
        return null;
    }

    /** @return the conjuncts of {@code edited} after the base's (the new properties) */
    static List<Conjunct> added(List<Conjunct> base, List<Conjunct> edited) {
        return edited.size() > base.size() ? edited.subList(base.size(), edited.size()) : List.of();
    }

    /** @return {@code " (was `a`, now `b`)"} or {@code " (in its helper count(Node))"} or empty */
    static String whatChanged(Conjunct before, Conjunct after) {
        if (!Objects.equals(before.text(), after.text())) {
            return " (was `" + before.text() + "`, now `" + after.text() + "`)";
        }
        List<String> changed = new ArrayList<>();
        for (Map.Entry<String, String> h : after.helpers().entrySet()) {
            String old = before.helpers().get(h.getKey());
            if (old == null) {
                changed.add(h.getKey() + " (new)");
            } else if (!old.equals(h.getValue())) {
                changed.add(h.getKey());
            }
        }
        for (String old : before.helpers().keySet()) {
            if (!after.helpers().containsKey(old)) {
                changed.add(old + " (no longer called)");
            }
        }
        return changed.isEmpty() ? "" : " (in " + String.join(", ", changed) + ")";
    }

    private static Problem at(Conjunct c, String message) {
        return new Problem(Rule.PROPERTIES, c.name(), message, c.line(), c.start(), c.length());
    }

    private static int indexOfHash(List<Conjunct> list, String hash) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).hash().equals(hash)) {
                return i;
            }
        }
        return -1;
    }
}
