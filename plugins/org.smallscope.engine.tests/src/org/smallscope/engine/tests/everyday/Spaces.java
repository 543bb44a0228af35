package org.smallscope.engine.tests.everyday;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** Test helpers: load a subject, search it, and enumerate its whole space without pruning as an oracle. */
final class Spaces {

    /** A completed search: the subject, its valid candidates in search order and the result. */
    record Searched(Subject subject, List<int[]> valid, SearchResult result) {

        /** @return the canonical texts of the valid candidates, in search order (duplicates kept) */
        List<String> canonical() {
            List<String> texts = new ArrayList<>();
            valid.forEach(cv -> texts.add(Structures.canonical(subject, cv)));
            return texts;
        }

        /** @return the valid candidates whose root field {@code field} (an int field) holds {@code value} */
        List<int[]> where(String field, int value) {
            Slot slot = subject.slots().stream().filter(s -> s.object() < 0 && s.field().fieldName().equals(field)).findFirst()
                    .orElseThrow(() -> new AssertionError(subject.describe() + " has no root field " + field));
            return valid.stream().filter(cv -> slot.domain().intAt(cv[slot.index()]) == value).toList();
        }
    }

    private Spaces() {
    }

    /** @return the subject of class {@code cls} with finitization arguments {@code args} */
    static Subject load(Class<?> cls, int... args) {
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }

    /** @return the completed search of {@code cls} at {@code args} */
    static Searched search(Class<?> cls, int... args) {
        Subject subject = load(cls, args);
        org.smallscope.engine.tests.Subjects.Found found = org.smallscope.engine.tests.Subjects.searchAll(subject);
        if (found.result().outcome() != Outcome.COMPLETED) {
            throw new AssertionError("the search of " + subject.describe() + " did not complete: " + found.result());
        }
        return new Searched(subject, found.valid(), found.result());
    }

    /**
     * Runs repOk on every candidate vector of the space, without pruning or isomorphism breaking.
     *
     * @return the canonical texts of the valid ones (isomorphic candidates and vectors differing only in cells
     *         beyond an array's length give the same text)
     */
    static Set<String> bruteForce(Subject subject) throws Throwable {
        return org.smallscope.engine.tests.BruteForce.validStructures(subject);
    }
}
