package org.smallscope.engine.udita;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.protocol.Outcome;
import org.smallscope.engine.search.RunControl;
import org.smallscope.engine.search.Watchdog;

/**
 * Explores every path of a generator's choice tree, on one thread or on several (each a subtree: the choice tree split
 * on its first choice points' values), and delivers the successful paths in depth-first order, the same with any
 * number of threads; a {@link RunControl} for progress and cancellation.
 */
public final class GeneratorExploration implements RunControl {

    /**
     * How the exploration went.
     *
     * @param outcome completed or cancelled (a failing generator throws instead)
     * @param explored explored paths (every execution)
     * @param successful successful paths (inputs generated)
     * @param maxDepth the longest choice vector
     * @param millis the time it took
     */
    public record Result(Outcome outcome, long explored, long successful, int maxDepth, long millis) {
    }

    /** Hears the successful paths in depth-first order, each captured on its exploring thread and delivered in order. */
    public interface Listener<T> {

        /** @return what to keep of a successful path (called on the exploring thread, while {@code pending} is readable) */
        T capture(int[] vector, Object input, ReflectiveGraph.Pending pending);

        /**
         * As {@link #capture(int[], Object, ReflectiveGraph.Pending)}, also told how many paths its subtree explored since
         * its previous successful path (or the subtree's start), this one included: for drawing the choice tree.
         */
        default T capture(int[] vector, Object input, ReflectiveGraph.Pending pending, long exploredSince) {
            return capture(vector, input, pending);
        }

        /** Delivers the path number {@code ordinal} (1, 2, ...) in depth-first order. */
        void accept(long ordinal, int[] vector, T captured);
    }

    private final GeneratorMethod generator;
    private final ChoiceMode mode;
    private final int threads;
    private final long timeoutMillis;
    private final List<PathExplorer> explorers = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile long retiredExplored;
    private volatile long retiredSuccessful;
    private volatile boolean cancelled;

    /**
     * @param threads workers (subtrees run in parallel when more than 1)
     * @param timeoutMillis the time one execution may take (0: no limit)
     */
    public GeneratorExploration(GeneratorMethod generator, ChoiceMode mode, int threads, long timeoutMillis) {
        this.generator = generator;
        this.mode = mode;
        this.threads = Math.max(1, threads);
        this.timeoutMillis = timeoutMillis;
    }

    /** Explores the whole choice tree; throws {@link SmallscopeException} naming the generator and the choice vector when it fails. */
    public <T> Result run(Listener<T> listener) {
        long start = System.nanoTime();
        int[] depth = new int[1];
        try (Watchdog dog = timeoutMillis > 0 ? new Watchdog(timeoutMillis) : null) {
            List<int[]> subtrees = threads == 1 ? List.of(new int[0]) : new SubtreeSplit(generator, mode, dog).split(threads * 4);
            if (threads == 1 || subtrees.size() == 1) {
                long[] ordinal = new long[1];
                explore(new int[0], dog, depth, (v, input, pending, explored) -> {
                    if (listener != null) {
                        listener.accept(++ordinal[0], v, listener.capture(v, input, pending, explored));
                    }
                });
            } else {
                parallel(subtrees, dog, depth, listener);
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000L;
        return new Result(cancelled ? Outcome.CANCELLED : Outcome.COMPLETED, exploredSoFar(), validSoFar(), depth[0], millis);
    }

    /** Hears a successful path with the number of paths its subtree explored since the previous successful one. */
    private interface Counted {
        void found(int[] vector, Object input, ReflectiveGraph.Pending pending, long exploredSince);
    }

    private void explore(int[] prefix, Watchdog dog, int[] depth, Counted found) {
        PathExplorer explorer = new PathExplorer(generator, mode, prefix);
        explorers.add(explorer);
        if (cancelled) {
            explorer.cancel();
        }
        if (dog != null) {
            dog.watch(explorer);
        }
        try {
            long[] previous = new long[1];
            explorer.run((v, input, pending) -> {
                long now = explorer.explored();
                found.found(v, input, pending, now - previous[0]);
                previous[0] = now;
            });
        } finally {
            if (dog != null) {
                dog.unwatch(explorer);
            }
            synchronized (this) {
                retiredExplored += explorer.explored();
                retiredSuccessful += explorer.successful();
                explorers.remove(explorer);
                depth[0] = Math.max(depth[0], explorer.trail().maxDepth());
            }
        }
    }

    /** A successful path kept until its subtree's turn comes. */
    private record Kept<T>(int[] vector, T captured) {
    }

    private <T> void parallel(List<int[]> subtrees, Watchdog dog, int[] depth, Listener<T> listener) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "smallscope-generator");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<List<Kept<T>>>> futures = new ArrayList<>();
            for (int[] prefix : subtrees) {
                futures.add(pool.submit(() -> {
                    List<Kept<T>> kept = new ArrayList<>();
                    explore(prefix, dog, depth, (v, input, pending, explored) -> {
                        if (listener != null) {
                            kept.add(new Kept<>(v, listener.capture(v, input, pending, explored)));
                        }
                    });
                    return kept;
                }));
            }
            long ordinal = 0;
            for (Future<List<Kept<T>>> f : futures) {
                for (Kept<T> k : f.get()) {
                    listener.accept(++ordinal, k.vector(), k.captured());
                }
            }
        } catch (ExecutionException e) {
            cancel();
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } catch (InterruptedException e) {
            cancel();
            Thread.currentThread().interrupt();
        } finally {
            pool.shutdownNow();
        }
    }

    @Override
    public long exploredSoFar() {
        long sum = retiredExplored;
        for (PathExplorer e : explorers) {
            sum += e.explored();
        }
        return sum;
    }

    @Override
    public long validSoFar() {
        long sum = retiredSuccessful;
        for (PathExplorer e : explorers) {
            sum += e.successful();
        }
        return sum;
    }

    @Override
    public void cancel() {
        cancelled = true;
        for (PathExplorer e : explorers) {
            e.cancel();
        }
    }
}
