package org.smallscope.engine.search.prune;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.SmallscopeException;
import org.smallscope.engine.runtime.AccessRecorder;

/**
 * The active prunings of a search sorted by hook, built once: per hook an array of the prunings that override it, so that
 * the search loop calls no pruning on a hook none of them uses (a plain Korat search calls none at all).
 */
public final class PruningHooks {

    /** No pruning: the plain Korat search. */
    public static final PruningHooks NONE = new PruningHooks(List.of());

    /** Every active pruning, in the registry's order. */
    public final Pruning[] all;
    /** Those overriding {@link Pruning#startConjunct}. */
    public final Pruning[] starters;
    /** Those overriding {@link Pruning#breaksRange}. */
    public final Pruning[] rangeChecks;
    /** Those overriding {@link Pruning#validFound}. */
    public final Pruning[] validHooks;
    /** Those overriding {@link Pruning#stepLimit}. */
    public final Pruning[] limiters;
    /** Those overriding {@link Pruning#stepped}. */
    public final Pruning[] steppers;
    /** Those overriding {@link Pruning#rejects}. */
    public final Pruning[] rejecters;
    /** Whether every active pruning {@link Pruning#keepsStack() keeps the stack}. */
    public final boolean keepsStack;

    /** @param active the active prunings, in the order their hooks are called */
    public PruningHooks(List<Pruning> active) {
        this.all = active.toArray(new Pruning[0]);
        this.starters = using(active, "startConjunct", AccessRecorder.class);
        this.rangeChecks = using(active, "breaksRange", AccessRecorder.class, int[].class);
        this.validHooks = using(active, "validFound", int[].class);
        this.limiters = using(active, "stepLimit", AccessRecorder.class, boolean.class);
        this.steppers = using(active, "stepped", int.class, int.class, int[].class, int[].class);
        this.rejecters = using(active, "rejects", int[].class, AccessRecorder.class, int.class);
        boolean keeps = true;
        for (Pruning p : all) {
            keeps &= p.keepsStack();
        }
        this.keepsStack = keeps;
    }

    /** @return whether no pruning is active */
    public boolean none() {
        return all.length == 0;
    }

    /** Tells every active pruning that {@code range} begins. */
    public void rangeBegins(RangeStart range) {
        for (Pruning p : all) {
            p.rangeBegins(range);
        }
    }

    /** @return where {@code range} runs from instead of the loop (the first pruning that names a base), or null */
    public Pruning.FromBase fromBase(RangeStart range) {
        if (!keepsStack) {
            return null;
        }
        for (Pruning p : all) {
            Pruning.FromBase base = p.fromBase(range);
            if (base != null) {
                return base;
            }
        }
        return null;
    }

    /** @return the highest conjunct any pruning lets repOk start at on the next candidate (0: all of repOk) */
    public int startConjunct(AccessRecorder rec) {
        int first = 0;
        for (Pruning p : starters) {
            first = Math.max(first, p.startConjunct(rec));
        }
        return first;
    }

    /** @return whether a pruning says the candidate breaks the range */
    public boolean breaksRange(AccessRecorder rec, int[] cv) {
        for (Pruning p : rangeChecks) {
            if (p.breaksRange(rec, cv)) {
                return true;
            }
        }
        return false;
    }

    /** @return the lowest step limit of the prunings ({@link Integer#MAX_VALUE}: none) */
    public int stepLimit(AccessRecorder rec, boolean valid) {
        int limit = Integer.MAX_VALUE;
        for (Pruning p : limiters) {
            limit = Math.min(limit, p.stepLimit(rec, valid));
        }
        return limit;
    }

    /** Tells the prunings that watch steps of a backtracking step (see {@link Pruning#stepped}). */
    public void stepped(int height, int changed, int[] cv, int[] to) {
        for (Pruning p : steppers) {
            p.stepped(height, changed, cv, to);
        }
    }

    /** @return whether a pruning rejects every candidate agreeing with {@code cv} on the stack and on {@code changed} */
    public boolean rejects(int[] cv, AccessRecorder stack, int changed) {
        for (Pruning p : rejecters) {
            if (p.rejects(cv, stack, changed)) {
                return true;
            }
        }
        return false;
    }

    /** @return the highest {@link Pruning#cutThrough} of the prunings (0: none skipped what the trail must know of) */
    public int cutThrough() {
        int through = 0;
        for (Pruning p : all) {
            through = Math.max(through, p.cutThrough());
        }
        return through;
    }

    /** @return the first failure a pruning reports for the range just run, or null */
    public SmallscopeException failure() {
        for (Pruning p : all) {
            SmallscopeException f = p.failure();
            if (f != null) {
                return f;
            }
        }
        return null;
    }

    private static Pruning[] using(List<Pruning> active, String hook, Class<?>... params) {
        List<Pruning> users = new ArrayList<>();
        for (Pruning p : active) {
            if (Overrides.of(p.getClass(), hook, params)) {
                users.add(p);
            }
        }
        return users.toArray(new Pruning[0]);
    }

    /** Whether a class of prunings overrides a hook, worked out once per class and hook. */
    private static final class Overrides {

        private static final ClassValue<java.util.Map<String, Boolean>> CACHE = new ClassValue<>() {
            @Override
            protected java.util.Map<String, Boolean> computeValue(Class<?> type) {
                return new java.util.concurrent.ConcurrentHashMap<>();
            }
        };

        private Overrides() {
        }

        static boolean of(Class<?> type, String hook, Class<?>... params) {
            return CACHE.get(type).computeIfAbsent(hook, h -> {
                try {
                    return type.getMethod(h, params).getDeclaringClass() != Pruning.class;
                } catch (NoSuchMethodException e) {
                    throw new IllegalStateException("Pruning has no hook " + h, e);
                }
            });
        }
    }
}
