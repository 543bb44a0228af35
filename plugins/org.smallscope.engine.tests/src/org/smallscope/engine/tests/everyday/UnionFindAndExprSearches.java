package org.smallscope.engine.tests.everyday;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Domain;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** Test helpers for the UnionFind and Expr tests: load a subject, search it, run repOk over its whole space, read a candidate's fields. */
final class UnionFindAndExprSearches {

    /** What a search found: its result and the valid candidates in search order. */
    record Found(SearchResult result, List<int[]> valid) {
    }

    /** A generation's report and its suite (vectors as text, in order). */
    record Generated(Generation.Report report, List<String> suite) {
    }

    /** Records what a search reports, as text in the order reported: the valid candidates, and every event with the successors. */
    static final class Transcript implements SearchListener {
        final List<String> valid = new ArrayList<>();
        final List<String> events = new ArrayList<>();

        @Override
        public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
            valid.add(Structures.formatVector(candidate));
            events.add("valid " + Structures.formatVector(candidate));
        }

        @Override
        public void successorFound(int[] next) {
            events.add("next " + (next == null ? "end" : Structures.formatVector(next)));
        }
    }

    private UnionFindAndExprSearches() {
    }

    /** @return the vectors as text */
    static List<String> vectors(List<int[]> candidates) {
        return candidates.stream().map(Structures::formatVector).toList();
    }

    /** @return the subject {@code cls} with finitization arguments {@code args} */
    static Subject load(Class<?> cls, int... args) {
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }

    /** @return the completed full search of {@code subject} and its valid candidates */
    static Found searchAll(Subject subject) {
        org.smallscope.engine.tests.Subjects.Found found = org.smallscope.engine.tests.Subjects.searchAll(subject);
        if (found.result().outcome() != Outcome.COMPLETED) {
            throw new AssertionError("the search of " + subject.describe() + " did not complete: " + found.result());
        }
        return new Found(found.result(), found.valid());
    }

    /** @return the canonical texts of {@code candidates}, in order */
    static List<String> canonical(Subject subject, List<int[]> candidates) {
        return org.smallscope.engine.tests.Subjects.canonical(subject, candidates);
    }

    /** @return the canonical texts of every candidate of the whole space on which repOk holds (no pruning, no isomorphism breaking) */
    static Set<String> bruteForce(Subject subject) throws Throwable {
        return org.smallscope.engine.tests.BruteForce.validStructures(subject);
    }

    /** Runs a generation of {@code subject} against {@code store}, from the snapshot {@code base} (or null for a full run). */
    static Generated generate(Subject subject, SnapshotStore store, String base, int threads) {
        org.smallscope.engine.tests.Generations.Run run = org.smallscope.engine.tests.Generations.generate(subject, store, base, base != null,
                threads);
        return new Generated(run.report(), run.suite());
    }

    /** Reads the fields of one candidate by slot: a decoder independent of the engine's renderings. */
    record Reader(Subject subject, int[] cv) {

        /** @return the slot of field {@code field} of object {@code object} (-1 for the root) */
        Slot slot(int object, String field) {
            int[] slots = object < 0 ? subject.rootSlots() : subject.objectSlots()[object];
            for (int s : slots) {
                if (subject.slots().get(s).field().fieldName().equals(field)) {
                    return subject.slots().get(s);
                }
            }
            throw new AssertionError("object " + object + " of " + subject.describe() + " has no field " + field);
        }

        /** @return the int (or boolean as 0/1) value of the field */
        int intValue(int object, String field) {
            Slot slot = slot(object, field);
            return slot.domain().intAt(cv[slot.index()]);
        }

        /** @return the global number of the object the field refers to, or -1 for null */
        int object(int object, String field) {
            Slot slot = slot(object, field);
            return slot.domain().objectNumberAt(cv[slot.index()]);
        }

        /** @return the simple class name of the object the field refers to, or null for null */
        String className(int object, String field) {
            Slot slot = slot(object, field);
            Domain d = slot.domain();
            return d.objectClassAt(cv[slot.index()]) == null ? null : d.objectClassAt(cv[slot.index()]).simpleName();
        }
    }
}
