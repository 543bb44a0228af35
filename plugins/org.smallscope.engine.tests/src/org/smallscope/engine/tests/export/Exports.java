package org.smallscope.engine.tests.export;

import org.smallscope.engine.protocol.Outcome;
import java.util.List;

import org.smallscope.engine.export.model.ExportRequest;
import org.smallscope.engine.export.model.SuiteFacts;
import org.smallscope.engine.export.model.ValidCollector;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;

/** Test helpers: search a subject and make an export request of its valid instances, with a fixed tool version. */
final class Exports {

    /** The tool version written into golden files (so that they do not change with each build). */
    static final String VERSION = "0.0.0-test";

    /** A searched subject: the subject, its valid instances in search order and the search's result. */
    record Searched(Subject subject, List<int[]> instances, SearchResult result) {

        /** @return a JUnit 5 export request of every valid instance */
        ExportRequest request() {
            return ExportRequest.of(subject, instances, new SuiteFacts(VERSION, null, result.explored(), result.valid()));
        }
    }

    private Exports() {
    }

    /** @return the subject {@code cls} with bounds {@code args}, searched */
    static Searched search(Class<?> cls, int... args) {
        Subject subject = SubjectLoader.load(SubjectRequest.of(cls, args));
        ValidCollector valid = new ValidCollector();
        SearchResult result = Search.over(subject).listener(valid).build().run();
        if (result.outcome() != Outcome.COMPLETED) {
            throw new AssertionError("the search of " + subject.describe() + " did not complete: " + result);
        }
        return new Searched(subject, valid.instances(), result);
    }
}
