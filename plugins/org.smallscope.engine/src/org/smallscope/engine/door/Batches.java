package org.smallscope.engine.door;

import java.io.Serializable;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.BatchExecutor;
import org.smallscope.engine.search.BatchResult;
import org.smallscope.engine.search.BatchWorker;
import org.smallscope.engine.search.Range;
import org.smallscope.engine.subject.SubjectRequest;

/**
 * The batch executor's service-provider interface through the front door: a search's space cut into batches of ranges
 * that run elsewhere than this JVM's threads (a cluster), each on a {@link Worker} of the subject loaded there, their
 * results handed back in batch order so that the run reports exactly what it reports on one machine. An optional module
 * (the Apache Spark one) provides a {@link Factory} through {@link ServiceLoader}, so that the engine and the command line
 * need no cluster library to compile.
 */
public final class Batches {

    private Batches() {
    }

    /** Opens {@link Executor}s on a kind of cluster, for one subject each. */
    public interface Factory {

        /** @return the kind of cluster, e.g. {@code spark} */
        String name();

        /**
         * Connects to {@code master} and returns an executor running batches of the subject {@code request} describes
         * (its class files go to the cluster with it); close it after the run. Throws {@link IllegalArgumentException}
         * naming the master when the cluster cannot be reached.
         */
        Executor open(String master, Request request);
    }

    /** Runs batches elsewhere with {@link Worker}s and hands their results back in batch order. */
    public interface Executor extends AutoCloseable {

        /** @return how many batches can run at once (the run cuts its space into enough ranges to keep them busy) */
        int parallelism();

        /**
         * Starts running {@code batches} and returns their results in the same order, lazily.
         *
         * @param contiguous whether each range begins where the one before ended in Korat order
         * @param timeoutMillis per-candidate time limit of repOk, 0 for none
         */
        Iterator<Result> execute(Iterator<Batch> batches, boolean contiguous, long timeoutMillis);

        /** Stops the batches still running or waiting; the iterator then ends (or its results say cancelled). */
        void cancel();

        /** Releases what the executor holds (a cluster connection); nothing by default. */
        @Override
        default void close() {
        }
    }

    /**
     * The subject a run searches, as a cluster gets it.
     *
     * @param className the binary name of the subject's class
     * @param finitization the finitization's method name, or null for the class's own
     * @param args the finitization's arguments
     * @param classes where its class files come from
     */
    public record Request(String className, String finitization, int[] args, ClassFileSource classes) {

        /** @return {@code BST(5)}: the class's simple name and the arguments */
        public String describe() {
            return new SubjectRequest(className, finitization, args, classes).describe();
        }

        /** @return the subject loaded in this JVM; throws {@link org.smallscope.engine.SmallscopeException} naming what does not fit */
        public LoadedSubject load() {
            return LoadedSubject.load(className, finitization, args, classes);
        }
    }

    /** One batch: ranges of the space searched one after the other by one worker. Travels to the cluster. */
    public static final class Batch implements Serializable {

        private static final long serialVersionUID = 1L;

        private final List<Range> ranges;
        /** The run's search mode, which goes with the batch: the switch of the JVM that searches it does not count. */
        private final boolean koratExact;

        Batch(List<Range> ranges, boolean koratExact) {
            this.ranges = ranges;
            this.koratExact = koratExact;
        }

        /** @return the ranges, for the engine's side */
        List<Range> ranges() {
            return ranges;
        }

        /** @return how many ranges the batch has */
        public int size() {
            return ranges.size();
        }

        /** @return whether it is searched exploring exactly Korat's candidates (else looking ahead), as the run's driver chose */
        public boolean koratExact() {
            return koratExact;
        }
    }

    /** What searching one batch found: counts, and records of the valid candidates that the run reads back. Travels back from the cluster. */
    public static final class Result implements Serializable, AutoCloseable {

        private static final long serialVersionUID = 1L;

        private final BatchResult result;

        Result(BatchResult result) {
            this.result = result;
        }

        /** @return the engine's result, for the engine's side */
        BatchResult result() {
            return result;
        }

        /** @return the candidates repOk ran on */
        public long explored() {
            return result.explored();
        }

        /** @return the valid candidates found */
        public long valid() {
            return result.valid();
        }

        /** @return whether the batch's search completed, or why it stopped */
        public Outcome outcome() {
            return result.outcome();
        }

        /** Deletes what the result keeps on disk, when it is never reported. */
        @Override
        public void close() {
            result.close();
        }
    }

    /** Searches batches of one subject loaded in this JVM, with one heap; one batch at a time. */
    public static final class Worker {

        private final BatchWorker worker;

        /** @param subject the subject searched, loaded in this JVM */
        public Worker(LoadedSubject subject) {
            this.worker = new BatchWorker(subject.subject());
        }

        /**
         * Searches {@code batch} in its run's search mode; its vectors came from another JVM and are checked, not trusted.
         *
         * @param contiguous whether each range begins where the one before ended in Korat order
         * @param timeoutMillis per-candidate time limit of repOk, 0 for none
         * @return what it found; throws {@link org.smallscope.engine.SmallscopeException} for an error outside the search
         */
        public Result run(Batch batch, boolean contiguous, long timeoutMillis) {
            return new Result(worker.koratExact(batch.koratExact()).run(batch.ranges(), contiguous, false, timeoutMillis));
        }

        /** Stops the batch running, from another thread. */
        public void cancel() {
            worker.cancel();
        }
    }

    /** @return the factory called {@code name} on the class path of {@code loader}'s side, if its module is there */
    public static Optional<Factory> find(String name, ClassLoader loader) {
        for (Factory f : ServiceLoader.load(Factory.class, loader)) {
            if (f.name().equals(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /** @return {@code executor} as the engine's runs take it, for the engine's own command line and tests */
    public static BatchExecutor forEngine(Executor executor) {
        return new BatchAdapter(executor);
    }
}
