package org.smallscope.engine.tests;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.incremental.BackwardRecords;
import org.smallscope.engine.incremental.Generation;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotStore;

/** Test helpers for incremental generation: load subjects by class, run generations into a store, collect suites. */
public final class Generations {

    /**
     * A generation's report, the suite it produced (vectors as text, in order), its restarts, and the valid and conjunct
     * trail segments heard.
     */
    public record Run(Generation.Report report, List<String> suite, int restarts, long segments, long trailSegments) {
    }

    private Generations() {
    }

    /** @return the subject of class {@code name} (an example short name or a binary class name) at {@code args} */
    public static Subject subject(String name, int... args) {
        return subject(name, null, args);
    }

    /** @return the subject of class {@code name} at {@code args} bounded by finitization method {@code finitization} (null: the default) */
    public static Subject subject(String name, String finitization, int... args) {
        String className = org.smallscope.examples.Examples.className(name).orElse(name);
        try {
            return SubjectLoader.load(SubjectRequest.of(Class.forName(className, false, Generations.class.getClassLoader()), args)
                    .withFinitization(finitization));
        } catch (ClassNotFoundException e) {
            throw new AssertionError(className + " is not on the test class path", e);
        }
    }

    /** Runs a generation of {@code subject} with {@code base} (or null) against {@code store}. */
    public static Run generate(Subject subject, SnapshotStore store, String base, boolean reuse, int threads) {
        return generate(subject, new Generation.Options(store, base, reuse, threads, 0, "test"), SearchListener.NONE);
    }

    /**
     * Runs a generation of {@code subject} as {@code options} say, {@code also} hearing the run as well, with no listener
     * that wants each valid candidate or trail entry (unless {@code also} does): the searching threads then encode them
     * for the snapshot in segments. The suite is read back from the saved snapshot.
     */
    public static Run generateInSegments(Subject subject, Generation.Options options, SearchListener also) {
        int[] restarts = {0};
        long[] segments = {0, 0};
        SearchListener counting = new SearchListener() {
            @Override
            public boolean wantsValid() {
                return false;
            }

            @Override
            public void validSegment(org.smallscope.engine.search.trail.ValidSegment segment) {
                segments[0]++;
            }

            @Override
            public void trailSegment(org.smallscope.engine.search.trail.TrailSegment segment) {
                segments[1]++;
            }

            @Override
            public void searchRestarted(String reason) {
                restarts[0]++;
            }
        };
        Generation.Report report = new Generation(subject, options).run(org.smallscope.engine.search.Listeners.of(counting, also));
        List<String> suite = new ArrayList<>();
        if (report.saved() != null) {
            org.smallscope.engine.incremental.SnapshotFile.read(report.saved())
                    .forEachPair((candidate, successor) -> suite.add(Structures.formatVector(candidate)));
        }
        return new Run(report, suite, restarts[0], segments[0], segments[1]);
    }

    /**
     * Runs a generation of {@code subject} as {@code options} say, with a listener that hears each valid candidate and
     * each conjunct trail entry (so no segments); {@code also} hears the run as well.
     */
    public static Run generate(Subject subject, Generation.Options options, SearchListener also) {
        List<String> suite = new ArrayList<>();
        int[] restarts = {0};
        long[] segments = {0, 0};
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                suite.add(Structures.formatVector(candidate));
            }

            @Override
            public void validSegment(org.smallscope.engine.search.trail.ValidSegment segment) {
                segments[0]++; // none: this listener wants each valid candidate
            }

            @Override
            public boolean wantsTrail() {
                return true;
            }

            @Override
            public void trailSegment(org.smallscope.engine.search.trail.TrailSegment segment) {
                segments[1]++; // none: this listener wants each trail entry
            }

            @Override
            public void searchRestarted(String reason) {
                suite.clear();
                restarts[0]++;
            }
        };
        Generation.Report report = new Generation(subject, options).run(org.smallscope.engine.search.Listeners.of(collect, also));
        return new Run(report, suite, restarts[0], segments[0], segments[1]);
    }

    /** @return the (candidate, successor) pairs of a saved snapshot, as text */
    public static List<String> savedPairs(Path saved) {
        List<String> out = new ArrayList<>();
        SnapshotFile.read(saved).forEachPair((cv, next) -> out.add(Structures.formatVector(cv) + " -> " + (next == null ? "end" : Structures.formatVector(next))));
        return out;
    }

    /** @return every stretch the conjunct trail of {@code contents} gives, for every prefix it serves, as text */
    public static List<String> savedStretches(SnapshotFile.Contents contents) {
        BackwardRecords records = BackwardRecords.of(contents).orElseThrow();
        int[] identity = java.util.stream.IntStream.range(0, contents.header().descriptor().slots().size()).toArray();
        List<String> out = new ArrayList<>();
        for (int m = records.servesFrom(); m < records.conjuncts(); m++) {
            for (Iterator<BackwardRecords.Stretch> it = records.stretches(m, identity); it.hasNext();) {
                BackwardRecords.Stretch s = it.next();
                out.add(m + ":" + Structures.formatVector(s.first()) + "@" + s.height());
            }
        }
        return out;
    }
}
