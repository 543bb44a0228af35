package org.smallscope.engine.udita;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.api.udita.ObjectPool;

/**
 * One object pool of an execution in delayed mode (UDITA's Figs. 11-12): {@code getNew()} opens a level, {@code getAny()}
 * joins the current one, each as an unchosen symbol; forcing a symbol chooses its object under the stated constraint
 * (the {@code getNew} of level i differs from every object chosen at levels below i, including {@code getAny}s chosen
 * there, and from the other {@code getNew}s), offering the objects chosen so far that fit and one fresh object, and
 * prunes a path whose smallest model needs more objects than the pool has.
 */
final class DelayedPool {

    /** A symbol whose object is not chosen yet. */
    static final int UNFORCED = -2;

    /** A pool choice made by {@code getAny()} or {@code getNew()}: its level and, once forced, its object's index (-1: null). */
    static final class Sym {
        final int level;
        final boolean isGetNew;
        int chosen = UNFORCED;

        Sym(int level, boolean isGetNew) {
            this.level = level;
            this.isGetNew = isGetNew;
        }
    }

    /** The symbols between two {@code getNew()}s: the opening one (null for the level before the first) and the {@code getAny()}s. */
    private static final class Level {
        final Sym head;
        final List<Sym> anys = new ArrayList<>();

        Level(Sym head) {
            this.head = head;
        }
    }

    private static final int FRESH = Integer.MAX_VALUE;

    private final ObjectPool<?> pool;
    private final EagerChooser chooser;
    private final List<Level> levels = new ArrayList<>();
    private final List<Integer> allChosen = new ArrayList<>();
    private int heads;

    DelayedPool(ObjectPool<?> pool, EagerChooser chooser) {
        this.pool = pool;
        this.chooser = chooser;
        levels.add(new Level(null));
    }

    /** @return a new unchosen symbol for {@code getNew()} ({@code fresh}) or {@code getAny()} */
    Sym sym(boolean fresh) {
        Level last = levels.get(levels.size() - 1);
        if (!fresh) {
            Sym s = new Sym(levels.size() - 1, false);
            last.anys.add(s);
            return s;
        }
        chooser.countGetNew(pool);
        Sym s;
        if (last.head == null && last.anys.isEmpty()) {
            s = new Sym(levels.size() - 1, true);
            levels.set(levels.size() - 1, new Level(s));
        } else {
            s = new Sym(levels.size(), true);
            levels.add(new Level(s));
        }
        heads++;
        if (minModelSize() > pool.size()) {
            throw PrunedPath.INSTANCE;
        }
        return s;
    }

    /** @return the index of the object {@code x} stands for (-1: null), choosing it now if it is not chosen yet */
    int force(Sym x) {
        if (x.chosen != UNFORCED) {
            return x.chosen;
        }
        Set<Integer> laterNew = new HashSet<>();
        for (int i = x.level + 1; i < levels.size(); i++) {
            Sym head = levels.get(i).head;
            if (head != null && head.chosen != UNFORCED) {
                laterNew.add(head.chosen);
            }
        }
        List<Integer> options = new ArrayList<>();
        if (x.isGetNew) {
            Set<Integer> below = new HashSet<>();
            for (int i = 0; i < x.level; i++) {
                chosenAt(levels.get(i), below);
            }
            Set<Integer> anysAbove = new HashSet<>();
            for (int i = x.level; i < levels.size(); i++) {
                for (Sym s : levels.get(i).anys) {
                    anysAbove.add(s.chosen);
                }
            }
            for (int v : allChosen) {
                if (anysAbove.contains(v) && !below.contains(v) && !laterNew.contains(v)) {
                    options.add(v);
                }
            }
        } else {
            if (pool.includesNull()) {
                options.add(-1);
            }
            for (int v : allChosen) {
                if (!laterNew.contains(v)) {
                    options.add(v);
                }
            }
        }
        if (allChosen.size() < pool.size()) {
            options.add(FRESH);
        }
        if (options.isEmpty()) {
            throw PrunedPath.INSTANCE;
        }
        int v = options.get(chooser.trail.next(options.size()));
        if (v == FRESH) {
            v = allChosen.size();
            allChosen.add(v);
        }
        x.chosen = v;
        if (minModelSize() > pool.size()) {
            throw PrunedPath.INSTANCE;
        }
        return v;
    }

    private static void chosenAt(Level level, Set<Integer> into) {
        if (level.head != null && level.head.chosen >= 0) {
            into.add(level.head.chosen);
        }
        for (Sym s : level.anys) {
            if (s.chosen >= 0) {
                into.add(s.chosen);
            }
        }
    }

    /** @return the fewest objects any completion of the choices so far needs: at each level, the objects chosen up to it plus one per later getNew */
    private int minModelSize() {
        Set<Integer> chi = new HashSet<>();
        int headsAfter = heads;
        int min = heads;
        for (Level level : levels) {
            if (level.head != null) {
                headsAfter--;
            }
            chosenAt(level, chi);
            min = Math.max(min, chi.size() + headsAfter);
        }
        return min;
    }
}
