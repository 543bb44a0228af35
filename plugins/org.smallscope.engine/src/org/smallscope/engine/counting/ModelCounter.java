package org.smallscope.engine.counting;

import java.nio.file.Path;
import java.util.Iterator;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.incremental.Compatibility;
import org.smallscope.engine.incremental.SnapshotFile;
import org.smallscope.engine.incremental.SnapshotRecorder;
import org.smallscope.engine.incremental.SnapshotStore;
import org.smallscope.engine.incremental.SubjectDescriptor;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.runtime.AccessRecorder;
import org.smallscope.engine.runtime.StopRequest;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Subject;

/**
 * Model counting with one repOk (the core paper's RQ7): counts the solutions of {@code repOk() && pc()} for many path
 * conditions. repOk's full search runs once (or its snapshot is taken from a store); each path condition is then an
 * extension of that snapshot by one conjunct. The extension adds no field, so each of its mixed ranges
 * {@code [cv, nextCv(cv))} holds exactly one candidate that can be valid, the base's valid {@code cv} (the others failed
 * repOk in the base run): counting runs {@code repOk() && pc()} on the stored valid candidates, and prunes as Korat does
 * on the fields it reads: a stored candidate that agrees with the last rejected one on every field read there is
 * rejected without running (for example all lists whose first value a condition on that value rules out).
 * {@link #countFromScratch} is the baseline: a full search of the conjoined predicate.
 */
public final class ModelCounter {

    /**
     * How to count.
     *
     * @param store where repOk's snapshot is looked up and saved, or null to keep it in memory only
     * @param threads worker threads of full searches
     * @param timeoutMillis per-candidate watchdog of full searches (0 for none)
     * @param toolVersion written into a saved snapshot
     */
    public record Options(SnapshotStore store, int threads, long timeoutMillis, String toolVersion) {
    }

    /**
     * repOk's suite the counts extend.
     *
     * @param snapshot its valid candidates and their successors
     * @param reused whether it came from the store (else a full search made it now)
     * @param nanos the time to read or make it
     * @param saved where it was saved, or null
     */
    public record Base(SnapshotFile.Contents snapshot, boolean reused, long nanos, Path saved, int[][] cached) {

        /** @return the stored valid candidates in Korat order (kept decompressed when they are few) */
        public Iterator<int[]> valid() {
            if (cached != null) {
                return java.util.Arrays.asList(cached).iterator();
            }
            Iterator<int[][]> pairs = snapshot.pairs();
            return new Iterator<>() {
                @Override
                public boolean hasNext() {
                    return pairs.hasNext();
                }

                @Override
                public int[] next() {
                    return pairs.next()[0];
                }
            };
        }
    }

    /** Snapshots up to this many vector cells are kept decompressed between counts. */
    private static final long CACHED_CELLS = 1L << 24;

    /**
     * One count.
     *
     * @param pc the path condition's text
     * @param count the solutions of {@code repOk() && pc()}
     * @param explored the candidates the predicate ran on (the others were pruned)
     * @param predicateExceptions candidates on which repOk or the path condition threw (counted as no solution)
     * @param nanos the time it took, binding the path condition included (making the base not)
     * @param fromScratch whether it was a full search (else an extension of the base)
     */
    public record Count(String pc, long count, long explored, long predicateExceptions, long nanos, boolean fromScratch) {
    }

    private final Subject subject;
    private final Options options;
    private Base base;

    /** @param subject the subject with repOk (monitored); @param options how */
    public ModelCounter(Subject subject, Options options) {
        this.subject = subject;
        this.options = options;
    }

    /** @return repOk's snapshot: the store's (same subject, bounds and predicate), else made by one full search (and saved) */
    public synchronized Base base() {
        if (base == null) {
            long start = System.nanoTime();
            SnapshotFile.Contents stored = stored();
            if (stored != null) {
                base = new Base(stored, true, System.nanoTime() - start, null, cache(stored));
            } else {
                SnapshotRecorder recorder = new SnapshotRecorder(subject);
                SearchResult result = new ParallelRunner(subject, options.threads(), options.timeoutMillis(), recorder).runFullSearch();
                failIfIncomplete(result);
                SnapshotFile.Contents made = recorder.finish(result, "full", options.toolVersion());
                Path saved = options.store() == null ? null : options.store().save(made);
                base = new Base(made, false, System.nanoTime() - start, saved, cache(made));
            }
            Compatibility verdict = Compatibility.check(base.snapshot().header().descriptor(), subject);
            for (boolean fresh : verdict.newSlots()) {
                if (fresh || !verdict.compatible()) { // a snapshot of this subject: never, but a path condition must add nothing else
                    throw new IllegalStateException("the snapshot " + base.snapshot().header().descriptor().describe() + " is not " + subject.describe()
                            + "'s: " + verdict.reasons());
                }
            }
        }
        return base;
    }

    private static int[][] cache(SnapshotFile.Contents snapshot) {
        long valid = snapshot.header().valid();
        if (valid * snapshot.header().descriptor().slots().size() > CACHED_CELLS) {
            return null;
        }
        int[][] all = new int[(int) valid][];
        Iterator<int[][]> pairs = snapshot.pairs();
        for (int i = 0; i < all.length; i++) {
            all[i] = pairs.next()[0];
        }
        return all;
    }

    private SnapshotFile.Contents stored() {
        if (options.store() == null) {
            return null;
        }
        String self = SubjectDescriptor.of(subject).fingerprint();
        for (SnapshotStore.Entry entry : options.store().list()) {
            if (entry.readable() && entry.header().id().equals(self) && entry.header().descriptor().className().equals(subject.className())) {
                try {
                    return SnapshotFile.read(entry.file());
                } catch (SmallscopeException e) {
                    // damaged after listing: make a new one
                }
            }
        }
        return null;
    }

    /** @return the solutions of {@code repOk() && pc()} counted on repOk's snapshot */
    public Count count(PathCondition pc) {
        return count(pc, SearchListener.NONE);
    }

    /** @return the count, telling {@code listener} each solution ({@link SearchListener#validFound}) in Korat order */
    public Count count(PathCondition pc, SearchListener listener) {
        Iterator<int[]> valid = base().valid();
        long start = System.nanoTime();
        Subject conjoined = pc.conjoinedWith(subject);
        CandidateHeap heap = conjoined.newHeap();
        AccessRecorder recorder = heap.recorder();
        long explored = 0;
        long solutions = 0;
        long threw = 0;
        int[] rejected = null; // the last candidate the predicate returned false on
        int[] read = null; // the fields it read there
        while (valid.hasNext()) {
            int[] cv = valid.next();
            if (rejected != null && agrees(cv, rejected, read)) {
                continue; // the predicate would read the same values and return false again: pruned as Korat prunes
            }
            explored++;
            recorder.clear();
            heap.writeChanged(cv);
            boolean ok;
            try {
                ok = heap.repOk();
                if (!ok) {
                    rejected = cv;
                    read = recorder.toArray();
                }
            } catch (StopRequest | org.smallscope.engine.subject.ContractRefusal stop) {
                throw stop;
            } catch (Throwable t) {
                threw++;
                listener.predicateThrew(cv, t);
                ok = false;
            }
            if (ok) {
                listener.validFound(cv, heap, ++solutions);
            }
        }
        recorder.clear();
        return new Count(pc.text(), solutions, explored, threw, System.nanoTime() - start, false);
    }

    private static boolean agrees(int[] cv, int[] other, int[] slots) {
        for (int slot : slots) {
            if (cv[slot] != other[slot]) {
                return false;
            }
        }
        return true;
    }

    /** @return the solutions of {@code repOk() && pc()} counted by a full search (the baseline) */
    public Count countFromScratch(PathCondition pc) {
        return countFromScratch(pc, SearchListener.NONE);
    }

    /** @return the full search's count, telling {@code listener} each solution in Korat order */
    public Count countFromScratch(PathCondition pc, SearchListener listener) {
        long start = System.nanoTime();
        Subject conjoined = pc.conjoinedWith(subject);
        SearchResult result = new ParallelRunner(conjoined, options.threads(), options.timeoutMillis(), listener).runFullSearch();
        failIfIncomplete(result);
        return new Count(pc.text(), result.valid(), result.explored(), result.predicateExceptions(), System.nanoTime() - start, true);
    }

    private static void failIfIncomplete(SearchResult result) {
        if (result.outcome() != Outcome.COMPLETED) {
            if (result.failure() != null) {
                throw result.failure();
            }
            throw new IllegalStateException("the search ended " + result.outcome());
        }
    }
}
