package org.smallscope.engine.udita;

import java.util.IdentityHashMap;
import java.util.Map;

import org.smallscope.api.udita.ChoiceHook;
import org.smallscope.api.udita.ObjectPool;
import org.smallscope.engine.runtime.Guard;

/**
 * Makes a generator's choices eagerly (UDITA's reference semantics, Fig. 10): every choice is a choice point of the
 * trail when it is called; a pool's {@code getAny()} offers null (if included), each object returned so far and one
 * object not returned before, {@code getNew()} the next object not returned before.
 */
class EagerChooser implements ChoiceHook.Chooser {

    /** The trail the choices are recorded in. */
    final ChoiceTrail trail;
    private final Map<ObjectPool<?>, int[]> returned = new IdentityHashMap<>();
    private final Map<ObjectPool<?>, int[]> newCalls = new IdentityHashMap<>();

    EagerChooser(ChoiceTrail trail) {
        this.trail = trail;
    }

    /** Makes this chooser make the choices of generators run on this thread. */
    void install() {
        ChoiceHook.install(this);
    }

    /** Stops making this thread's choices. */
    void uninstall() {
        ChoiceHook.install(null);
    }

    /** Forgets the pools of the previous execution. */
    void reset() {
        returned.clear();
        newCalls.clear();
    }

    /** The generator returned {@code input}: nothing is left to choose (the delayed chooser reads the input in full). */
    void finish(Object input) {
    }

    /** @return the choices of the execution that are still unmade */
    ReflectiveGraph.Pending pending() {
        return ReflectiveGraph.Pending.NONE;
    }

    @Override
    public int getInt(int lo, int hi) {
        Guard.poll();
        if (lo > hi) {
            throw new BadChoice("called getInt(" + lo + ", " + hi + "), an empty range");
        }
        return lo + trail.next(hi - lo + 1);
    }

    @Override
    public void assumptionFailed() {
        throw PrunedPath.INSTANCE;
    }

    @Override
    public int poolChoice(ObjectPool<?> pool, boolean fresh) {
        Guard.poll();
        int[] made = returned.computeIfAbsent(pool, p -> new int[1]);
        if (fresh) {
            countGetNew(pool);
            if (made[0] >= pool.size()) {
                throw PrunedPath.INSTANCE; // the pool is used up by getAny's fresh objects on this path (Fig. 10's assume)
            }
            return made[0]++;
        }
        int nulls = pool.includesNull() ? 1 : 0;
        int options = nulls + made[0] + (made[0] < pool.size() ? 1 : 0);
        if (options == 0) {
            throw PrunedPath.INSTANCE; // getAny() on an empty pool without null
        }
        int choice = trail.next(options) - nulls;
        if (choice < 0) {
            return -1;
        }
        return choice < made[0] ? choice : made[0]++;
    }

    /** Fails when {@code pool}'s {@code getNew()} is called more often than it has objects: the generator's bounds disagree. */
    final void countGetNew(ObjectPool<?> pool) {
        int[] calls = newCalls.computeIfAbsent(pool, p -> new int[1]);
        if (++calls[0] > pool.size()) {
            throw new BadChoice("called getNew() " + calls[0] + " times on " + describe(pool));
        }
    }

    /** @return e.g. {@code an object pool of 3 objects of class Node} */
    static String describe(ObjectPool<?> pool) {
        String of = pool.size() > 0 ? " of class " + pool.object(0).getClass().getName() : "";
        return "an object pool of " + pool.size() + " objects" + of;
    }
}
