package org.smallscope.engine.generators;

/**
 * The search-tree generator: when the key of an object in the tree (reachable from the root field through known left
 * and right fields) changes, it must lie strictly between the known keys of its ancestors: below those whose left
 * subtree holds it, above those whose right subtree holds it.
 */
public final class OrderedTree extends Check {

    private final int rootSlot;
    private final int[] left;
    private final int[] right;
    private final int[] key;
    private final int[] keyOwner;
    private final boolean[][] less;
    private final int[][] valueObject;
    /** Per slot, whether it is the root field or a child field: what a walk reads. */
    private final boolean[] shapeSlot;

    /**
     * @param rootSlot the slot of the root field
     * @param left per object, its left slot (or -1)
     * @param right per object, its right slot (or -1)
     * @param key per object, its key slot (or -1)
     * @param less per pair of key value indexes {@code [a][b]}, whether key {@code a} is less than key {@code b}
     * @param valueObject per slot and value index, the object it points to (-1 for null and non-objects)
     */
    public OrderedTree(int rootSlot, int[] left, int[] right, int[] key, boolean[][] less, int[][] valueObject) {
        this.rootSlot = rootSlot;
        this.left = left;
        this.right = right;
        this.key = key;
        this.less = less;
        this.valueObject = valueObject;
        this.keyOwner = new int[valueObject.length];
        java.util.Arrays.fill(keyOwner, -1);
        this.shapeSlot = new boolean[valueObject.length];
        shapeSlot[rootSlot] = true;
        for (int o = 0; o < left.length; o++) {
            if (left[o] >= 0) {
                shapeSlot[left[o]] = true;
            }
            if (right[o] >= 0) {
                shapeSlot[right[o]] = true;
            }
        }
        for (int o = 0; o < key.length; o++) {
            if (key[o] >= 0) {
                keyOwner[key[o]] = o;
            }
        }
    }

    @Override
    int eval(int[] cv, Pruner p) {
        int changed = p.changed();
        int x = keyOwner[changed];
        if (x < 0 || !p.known(rootSlot)) {
            return UNKNOWN;
        }
        int[] memo = p.memo();
        if ((!p.recalls(this, 0) || p.marks()[x] != memo[0]) && !walk(cv, p, x)) {
            return UNKNOWN;
        }
        // x's ancestors, from its parent up: x lies in the left (0) or right (1) subtree of each
        int[] parents = p.parents();
        int root = memo[1];
        int k = cv[changed];
        for (int y = x; y != root; y = parents[y] >> 1) {
            int a = parents[y] >> 1;
            int s = key[a];
            if (s >= 0 && p.known(s) && ((parents[y] & 1) == 0 ? !less[k][cv[s]] : !less[cv[s]][k])) {
                return FALSE;
            }
        }
        return UNKNOWN;
    }

    /**
     * Walks the tree breadth first from the root along the known child fields, noting each object's parent and side, and
     * remembers the walk (its stamp and root) while the stack keeps the child and root fields it read: the search moving
     * keys, which sit above them, needs no new walk for any object the walk met.
     *
     * @return whether the walk met {@code x}
     */
    private boolean walk(int[] cv, Pruner p, int x) {
        int root = valueObject[rootSlot][cv[rootSlot]];
        if (root < 0) {
            return false;
        }
        int[] queue = p.queue();
        int[] mark = p.marks();
        int[] parents = p.parents();
        int stamp = p.nextStamp();
        int head = 0;
        int tail = 0;
        mark[root] = stamp;
        queue[tail++] = root;
        while (head < tail) {
            int y = queue[head++];
            for (int side = 0; side < 2; side++) {
                int s = side == 0 ? left[y] : right[y];
                if (s >= 0 && p.known(s)) {
                    int c = valueObject[s][cv[s]];
                    if (c >= 0 && mark[c] != stamp) {
                        mark[c] = stamp;
                        parents[c] = y << 1 | side;
                        queue[tail++] = c;
                    }
                }
            }
        }
        int[] memo = p.memo();
        memo[0] = stamp;
        memo[1] = root;
        p.remember(this, 0, p.depthThroughTopmost(shapeSlot));
        return mark[x] == stamp;
    }

    @Override
    int[] slots() {
        return java.util.Arrays.stream(key).filter(s -> s >= 0).toArray();
    }
}
