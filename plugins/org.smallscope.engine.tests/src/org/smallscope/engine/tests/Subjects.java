package org.smallscope.engine.tests;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** Test helpers: load a bundled example and collect what a search finds. */
public final class Subjects {

    /** What a search found: its result and the valid candidates in search order. */
    public record Found(SearchResult result, List<int[]> valid) {
    }

    private Subjects() {
    }

    /** @return the bundled example {@code name} ({@code BST}, ...) with bounds {@code args} */
    public static Subject example(String name, int... args) {
        return SubjectLoader.load(exampleRequest(name, args));
    }

    /** @return the bundled example {@code name} with bounds {@code args}, on its classes as compiled (no read recording) */
    public static Subject unmonitoredExample(String name, int... args) {
        return SubjectLoader.loadUnmonitored(exampleRequest(name, args));
    }

    private static SubjectRequest exampleRequest(String name, int... args) {
        String className = org.smallscope.examples.Examples.className(name).orElseThrow();
        try {
            Class<?> cls = Class.forName(className, false, Subjects.class.getClassLoader());
            return SubjectRequest.of(cls, args);
        } catch (ClassNotFoundException e) {
            throw new AssertionError("example " + name + " is not on the test class path", e);
        }
    }

    /** @return the result of a full search and every valid candidate */
    public static Found searchAll(Subject subject) {
        return searchRange(subject, null, null);
    }

    /** @return the result of a search of {@code [from, to)} (nulls for the ends of the space) and its valid candidates */
    public static Found searchRange(Subject subject, int[] from, int[] to) {
        List<int[]> valid = new ArrayList<>();
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                valid.add(candidate.clone());
            }
        };
        SearchResult result = Search.over(subject).from(from).to(to).listener(collect).build().run();
        return new Found(result, valid);
    }

    /** @return the canonical texts of candidates */
    public static List<String> canonical(Subject subject, List<int[]> candidates) {
        List<String> texts = new ArrayList<>();
        for (int[] cv : candidates) {
            texts.add(Structures.canonical(subject, cv));
        }
        return texts;
    }
}
