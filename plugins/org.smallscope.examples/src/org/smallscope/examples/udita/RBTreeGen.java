package org.smallscope.examples.udita;

import static org.smallscope.api.udita.Choices.assume;
import static org.smallscope.api.udita.Choices.getInt;

import org.smallscope.api.udita.ObjectPool;
import org.smallscope.examples.RBT;

/**
 * UDITA's RBTree generators of {@link RBT} trees of exactly n nodes with keys 0..n-1: {@link #generate} builds every
 * shape imperatively (keys in order) and chooses colours, kept when the colouring is red-black; {@link #declarative}
 * chooses every field from an object pool and keeps what {@link RBT#repOk()} accepts (feasible only for small n eagerly).
 */
public final class RBTreeGen {

    private RBTreeGen() {
    }

    /** @return a red-black tree of n nodes: an imperative backbone with chosen colours */
    public static RBT generate(int n) {
        RBT tree = new RBT();
        tree.size = n;
        int[] nextKey = {0};
        tree.root = backbone(n, null, nextKey);
        assume(blackHeight(tree.root) >= 0);
        return tree;
    }

    /** @return a tree of {@code size} nodes of any shape below {@code parent}, keys in order, colours chosen */
    private static RBT.Node backbone(int size, RBT.Node parent, int[] nextKey) {
        if (size == 0) {
            return null;
        }
        RBT.Node node = new RBT.Node();
        node.parent = parent;
        int leftSize = getInt(0, size - 1);
        node.left = backbone(leftSize, node, nextKey);
        node.info = nextKey[0]++;
        node.right = backbone(size - 1 - leftSize, node, nextKey);
        node.color = getInt(RBT.RED, RBT.BLACK);
        return node;
    }

    /** @return the number of black nodes on every path from {@code node} down to a leaf, or -1 if they differ or a red node has a red child */
    private static int blackHeight(RBT.Node node) {
        if (node == null) {
            return 0;
        }
        if (node.color == RBT.RED && (isRed(node.left) || isRed(node.right))) {
            return -1;
        }
        int left = blackHeight(node.left);
        if (left < 0) {
            return -1;
        }
        int right = blackHeight(node.right);
        if (right != left) {
            return -1;
        }
        return left + (node.color == RBT.BLACK ? 1 : 0);
    }

    private static boolean isRed(RBT.Node node) {
        return node != null && node.color == RBT.RED;
    }

    /** @return a red-black tree of n nodes whose every field is chosen (a pool of n nodes, null included), kept when repOk holds */
    public static RBT declarative(int n) {
        ObjectPool<RBT.Node> pool = new ObjectPool<>(n, RBT.Node::new, true);
        RBT tree = new RBT();
        tree.size = n;
        tree.root = pool.getAny();
        for (RBT.Node node : pool) {
            node.left = pool.getAny();
            node.right = pool.getAny();
            node.parent = pool.getAny();
            node.color = getInt(RBT.RED, RBT.BLACK);
            node.info = getInt(0, n - 1);
        }
        assume(tree.repOk());
        return tree;
    }
}
