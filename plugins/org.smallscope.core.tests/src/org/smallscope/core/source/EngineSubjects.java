package org.smallscope.core.source;

import org.smallscope.engine.protocol.Outcome;
import java.util.Map;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.search.Search;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.incremental.SnapshotHeader;
import org.smallscope.engine.incremental.SubjectDescriptor;

import com.google.gson.JsonObject;

/** Test helpers: compile a golden source, load it through the engine, search it, and make the snapshot header a run would save. */
final class EngineSubjects {

    private EngineSubjects() {
    }

    /** @return the engine's subject for source text of class {@code className} with bounds {@code args} */
    static Subject load(String className, String source, int... args) {
        Map<String, byte[]> classes = InMemoryJavac.compile(className, source);
        ClassFileSource files = classes::get;
        return SubjectLoader.load(new SubjectRequest(className, null, args, files));
    }

    /** @return the bundled example {@code name} loaded through the engine */
    static Subject example(String name, int... args) {
        String className = org.smallscope.examples.Examples.className(name).orElseThrow();
        try {
            Class<?> cls = Class.forName(className, false, EngineSubjects.class.getClassLoader());
            return SubjectLoader.load(SubjectRequest.of(cls, args));
        } catch (ClassNotFoundException e) {
            throw new AssertionError("example " + name + " is not on the test class path", e);
        }
    }

    /** @return the header of the snapshot a full search of {@code subject} saves, holding {@code sourceModel} (or none) */
    static SnapshotHeader fullRun(Subject subject, JsonObject sourceModel) {
        SearchResult result = Search.over(subject).build().run();
        if (result.outcome() != Outcome.COMPLETED) {
            throw new AssertionError("the search of " + subject.describe() + " ended " + result.outcome());
        }
        SubjectDescriptor made = SubjectDescriptor.of(subject)
                .withDependencies(org.smallscope.engine.incremental.Dependencies.record(subject, null, null)); // what the search ran
        return new SnapshotHeader(1, "golden-test", 0L, made, org.smallscope.engine.protocol.Mode.FULL.wireName(), result.explored(),
                result.valid(), 0L, 1, sourceModel);
    }
}
