package org.smallscope.engine.builders;

import java.lang.reflect.InvocationTargetException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Replays batches of call sequences on daemon worker threads (so a call that never returns can be abandoned and does
 * not keep the JVM alive) and notices a call running longer than the limit.
 */
final class Replayer implements AutoCloseable {

    /** One sequence to replay: {@code parent} (null for a constructor call) extended by one call. */
    record Item(BuiltState parent, CallSequence sequence) {
    }

    /**
     * What replaying one sequence gave.
     *
     * @param item what was replayed
     * @param threw the builder's exception, or null
     * @param object the object built (null when it threw or its state was seen before)
     * @param state its state (null when it threw)
     * @param seenBefore whether its state was among the states found before this batch
     * @param changed whether its state differs from its parent's
     */
    record Replayed(Item item, InvocationTargetException threw, Object object, HeapState state, boolean seenBefore, boolean changed) {
    }

    /** Thrown by {@link #replay} when a call ran longer than the limit. */
    static final class Stuck extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient StuckCall call;

        Stuck(StuckCall call) {
            super(call.describe(), null, false, false);
            this.call = call;
        }
    }

    /** What a worker is doing, read by the thread that waits for the batch. */
    private static final class Slot {
        volatile boolean busy;
        volatile long started;
        volatile int index;
        volatile CallSequence sequence;
        volatile int call;
    }

    private static final AtomicInteger POOLS = new AtomicInteger();

    private final int threads;
    private final long limitMillis;
    private final ExecutorService pool;
    private final Slot[] slots;

    /** @param threads the worker threads; @param limitMillis the most time one call may take, 0 for no limit */
    Replayer(int threads, long limitMillis) {
        this.threads = Math.max(1, threads);
        this.limitMillis = Math.max(0, limitMillis);
        int id = POOLS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(this.threads, r -> {
            Thread t = new Thread(r, "smallscope-api-" + id + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.slots = new Slot[this.threads];
        for (int i = 0; i < this.threads; i++) {
            slots[i] = new Slot();
        }
    }

    /** @return the worker threads */
    int threads() {
        return threads;
    }

    /**
     * Replays {@code items} on the workers; {@code seen} (the states found so far) is only read while they run.
     *
     * @return the outcomes in the order of {@code items}, or null when {@code cancelled} became true first
     * @throws Stuck when a call ran longer than the limit (the stuck worker is abandoned)
     */
    Replayed[] replay(List<Item> items, Map<String, BuiltState> seen, BooleanSupplier cancelled) {
        Replayed[] out = new Replayed[items.size()];
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> error = new AtomicReference<>();
        int workers = Math.min(threads, items.size());
        CountDownLatch done = new CountDownLatch(workers);
        for (int w = 0; w < workers; w++) {
            Slot slot = slots[w];
            pool.execute(() -> {
                try {
                    for (int i = next.getAndIncrement(); i < out.length && error.get() == null && !cancelled.getAsBoolean(); i = next.getAndIncrement()) {
                        slot.index = i;
                        out[i] = replayOne(items.get(i), seen, slot);
                    }
                } catch (Throwable t) { // a builder's own failures are Replayed; this is the engine's or the JVM's
                    error.compareAndSet(null, t);
                } finally {
                    slot.busy = false;
                    done.countDown();
                }
            });
        }
        long pollMillis = limitMillis == 0 ? 100 : Math.max(5, Math.min(100, limitMillis / 10));
        try {
            while (!done.await(pollMillis, TimeUnit.MILLISECONDS)) {
                if (cancelled.getAsBoolean()) {
                    return null;
                }
                Stuck stuck = stuck(workers);
                if (stuck != null) {
                    error.compareAndSet(null, stuck); // the other workers stop after their current sequence
                    throw stuck;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        Throwable t = error.get();
        if (t instanceof RuntimeException r) {
            throw r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return cancelled.getAsBoolean() ? null : out;
    }

    /** @return the {@link Stuck} of the earliest item whose current call has run longer than the limit, or null */
    private Stuck stuck(int workers) {
        if (limitMillis == 0) {
            return null;
        }
        long now = System.nanoTime();
        Slot first = null;
        for (int w = 0; w < workers; w++) {
            Slot s = slots[w];
            if (s.busy && now - s.started > limitMillis * 1_000_000L && (first == null || s.index < first.index)) {
                first = s;
            }
        }
        if (first != null) {
            CallSequence upTo = first.sequence.prefix(first.call);
            return new Stuck(new StuckCall(upTo.last(), upTo.args().get(upTo.builders().size() - 1), upTo, limitMillis));
        }
        return null;
    }

    private static Replayed replayOne(Item item, Map<String, BuiltState> seen, Slot slot) {
        CallSequence sequence = item.sequence();
        slot.sequence = sequence;
        Object o;
        try {
            o = sequence.replay(call -> {
                slot.call = call;
                slot.started = System.nanoTime();
                slot.busy = true;
            });
        } catch (InvocationTargetException e) {
            return new Replayed(item, e, null, null, false, false);
        } finally {
            slot.busy = false;
        }
        HeapState h = HeapState.of(o);
        boolean changed = item.parent() != null && !h.canonical().equals(item.parent().state().canonical());
        boolean before = seen.containsKey(h.canonical());
        return new Replayed(item, null, before ? null : o, h, before, changed);
    }

    /** Stops the workers (interrupting any still running; a call that ignores it keeps its daemon thread until it returns). */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
