package org.smallscope.spark;

import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.door.Batches;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.examples.Examples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Test helpers: load subjects, run generations locally or on Spark, and describe what they produced. */
final class Runs {

    /** A generation's report and its transcript: every valid candidate and successor, in the order reported. */
    record Run(Generation.Report report, List<String> transcript) {
        /** @return the saved snapshot's counts, mode and subject, and its body, as text to compare */
        String snapshot() {
            SnapshotFile.Contents c = SnapshotFile.read(report.saved());
            return c.header().id() + " " + c.header().mode() + " explored " + c.header().explored() + " valid " + c.header().valid()
                    + " body " + java.util.HexFormat.of().formatHex(c.body());
        }
    }

    private Runs() {
    }

    /** @return the request for an example (short name) or a class on the test class path */
    static SubjectRequest request(String name, int... args) {
        String className = Examples.className(name).orElse(name);
        try {
            return SubjectRequest.of(Class.forName(className, false, Runs.class.getClassLoader()), args);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(className + " is not on the test class path", e);
        }
    }

    /** @return the request of {@link #request} as a cluster gets it */
    static Batches.Request shipped(String name, int... args) {
        SubjectRequest r = request(name, args);
        return new Batches.Request(r.className(), r.finitization(), r.args(), r.source());
    }

    static Subject load(String name, int... args) {
        return SubjectLoader.load(request(name, args));
    }

    /** Runs a generation of {@code subject} against {@code store} on one local thread, or on {@code executor} if not null. */
    static Run generate(Subject subject, Path store, Batches.Executor executor, long timeoutMillis, SearchListener also) {
        return generate(subject, store, null, executor, timeoutMillis, also);
    }

    /** Runs a generation as above, reusing the snapshot {@code base} names (or picking one if null). */
    static Run generate(Subject subject, Path store, String base, Batches.Executor executor, long timeoutMillis, SearchListener also) {
        List<String> transcript = new ArrayList<>();
        SearchListener record = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                transcript.add("valid " + Structures.formatVector(candidate));
                also.validFound(candidate, heap, ordinal);
            }

            @Override
            public void successorFound(int[] next) {
                transcript.add("next " + (next == null ? "end" : Structures.formatVector(next)));
            }
        };
        Generation.Options options = new Generation.Options(new SnapshotStore(store), base, true, 1, timeoutMillis, "test")
                .executingOn(executor == null ? null : Batches.forEngine(executor));
        return new Run(new Generation(subject, options).run(record), transcript);
    }
}
