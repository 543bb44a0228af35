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
        if (!p.recalls(this, x) && !ancestors(cv, p, x)) {
            return UNKNOWN;
        }
        // memo: per ancestor, its key slot and whether x lies in its right subtree
        int[] memo = p.memo();
        int k = cv[changed];
        for (int i = 0, n = p.memoLength(); i < n; i += 2) {
            int s = memo[i];
            if (p.known(s) && (memo[i + 1] == 0 ? !less[k][cv[s]] : !less[cv[s]][k])) {
                return FALSE;
            }
        }
        return UNKNOWN;
    }

    /**
     * Finds {@code x}'s ancestors along the known child fields and remembers them (while the stack below stays, the
     * search moving x's key through its values needs no new walk).
     *
     * @return whether x is in the tree
     */
    private boolean ancestors(int[] cv, Pruner p, int x) {
        int root = valueObject[rootSlot][cv[rootSlot]];
        if (root < 0 || !reaches(cv, p, root, x)) {
            return false;
        }
        int[] parents = p.parents();
        int[] memo = p.memo();
        int n = 0;
        for (int y = x; y != root; y = parents[y] >> 1) {
            int a = parents[y] >> 1;
            if (key[a] >= 0) {
                memo[n++] = key[a];
                memo[n++] = parents[y] & 1;
            }
        }
        p.remember(this, x, n);
        return true;
    }

    /** Walks the tree breadth first from {@code root} along known child fields, noting each object's parent and side; @return whether it meets {@code x} */
    private boolean reaches(int[] cv, Pruner p, int root, int x) {
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
            if (y == x) {
                return true;
            }
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
        return false;
    }

    @Override
    int[] slots() {
        return java.util.Arrays.stream(key).filter(s -> s >= 0).toArray();
    }
}
