package org.smallscope.engine.search;

import org.smallscope.engine.subject.SubjectRequest;

import java.util.Optional;
import java.util.ServiceLoader;

/**
 * Opens {@link BatchExecutor}s on a cluster for one subject; an optional module (the Apache Spark one) provides it
 * through {@link ServiceLoader}, so that the engine and the command line need no cluster library to compile.
 */
public interface BatchExecutorFactory {

    /** @return the kind of cluster, e.g. {@code spark} */
    String name();

    /**
     * Connects to {@code master} and returns an executor running batches of the subject {@code request} describes
     * (its class files go to the cluster with it); close it after the run.
     */
    BatchExecutor open(String master, SubjectRequest request);

    /** @return the factory called {@code name} on the class path of {@code loader}'s side, if its module is there */
    static Optional<BatchExecutorFactory> find(String name, ClassLoader loader) {
        for (BatchExecutorFactory f : ServiceLoader.load(BatchExecutorFactory.class, loader)) {
            if (f.name().equals(name)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }
}
