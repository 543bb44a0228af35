package org.smallscope.engine.generators;

import java.util.Arrays;

/**
 * The tree, list and circular-list generators: when a child field of an object in the structure (reachable from the
 * root field through known child fields) changes, its new value must be null (trees and lists) or an object not yet
 * in the structure (reachable without that field), or, for a circular list, the head entry.
 */
public final class Shape extends Check {

    private final boolean circular;
    private final int rootSlot;
    private final int[] owner;
    private final int[][] children;
    private final int[][] valueObject;

    /**
     * @param circular a circular list (else a tree or an acyclic list)
     * @param rootSlot the slot of the root field
     * @param owner per slot, the object whose child field it is, or -1 for other slots
     * @param children per object, its child slots
     * @param valueObject per slot and value index, the object it points to (-1 for null and non-objects)
     */
    public Shape(boolean circular, int rootSlot, int[] owner, int[][] children, int[][] valueObject) {
        this.circular = circular;
        this.rootSlot = rootSlot;
        this.owner = owner;
        this.children = children;
        this.valueObject = valueObject;
    }

    @Override
    int eval(int[] cv, Pruner p) {
        int changed = p.changed();
        int o = owner[changed];
        if (o < 0 || !p.known(rootSlot)) {
            return UNKNOWN;
        }
        int target = valueObject[changed][cv[changed]];
        int root = valueObject[rootSlot][cv[rootSlot]];
        if ((target < 0 && !circular) || root < 0) {
            return UNKNOWN;
        }
        int[] mark = p.marks();
        int[] memo = p.memo();
        int stamp = memo[0];
        if (!p.recallsExactly(this, changed) || stamp != p.lastStamp()) {
            stamp = walk(cv, p, root, changed);
        }
        if (mark[o] != stamp) {
            return UNKNOWN; // the changed field's object is not (yet) in the structure
        }
        if (target < 0) {
            return FALSE; // an entry of a circular list never has a null next
        }
        return mark[target] == stamp && !(circular && target == root) ? FALSE : UNKNOWN;
    }

    /**
     * Marks the objects reachable from {@code root} along the known child fields other than {@code changed}, and remembers
     * the walk while the same slots stay known: the search moving {@code changed} through its values needs no new walk.
     *
     * @return the walk's stamp
     */
    private int walk(int[] cv, Pruner p, int root, int changed) {
        int[] queue = p.queue();
        int stamp = p.nextStamp();
        int[] mark = p.marks();
        int head = 0;
        int tail = 0;
        mark[root] = stamp;
        queue[tail++] = root;
        while (head < tail) {
            for (int s : children[queue[head++]]) {
                if (s != changed && p.known(s)) {
                    int next = valueObject[s][cv[s]];
                    if (next >= 0 && mark[next] != stamp) {
                        mark[next] = stamp;
                        queue[tail++] = next;
                    }
                }
            }
        }
        p.memo()[0] = stamp;
        p.remember(this, changed, p.stackSize());
        return stamp;
    }

    @Override
    int[] slots() {
        int n = 0;
        int[] slots = new int[owner.length];
        for (int s = 0; s < owner.length; s++) {
            if (owner[s] >= 0) {
                slots[n++] = s;
            }
        }
        return Arrays.copyOf(slots, n);
    }
}
