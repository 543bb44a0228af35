package org.smallscope.examples;

import java.util.ArrayList;
import java.util.List;

import org.smallscope.api.FinitizationFactory;
import org.smallscope.api.IFinitization;
import org.smallscope.api.IObjSet;

/** Binary tree (BT of the core paper's Table I): acyclic along left and right, with a correct size. */
public class BT {

    /** A tree node. */
    public static class Node {
        /** Left child. */
        public Node left;
        /** Right child. */
        public Node right;
    }

    /** The root node, or null for the empty tree. */
    public Node root;
    /** The number of nodes reachable from the root. */
    public int size;

    /** @return whether this is a binary tree whose size field is right */
    public boolean repOk() {
        return isAcyclic() && sizeOk();
    }

    /** @return whether every node is reached once from the root along left and right (breadth first, by an index over the worklist) */
    protected boolean isAcyclic() {
        if (root == null) {
            return true;
        }
        List<Node> visited = new ArrayList<>();
        visited.add(root);
        for (int i = 0; i < visited.size(); i++) {
            Node current = visited.get(i);
            if (current.left != null) {
                if (visited.contains(current.left)) {
                    return false;
                }
                visited.add(current.left);
            }
            if (current.right != null) {
                if (visited.contains(current.right)) {
                    return false;
                }
                visited.add(current.right);
            }
        }
        return true;
    }

    /** @return whether size equals the number of nodes (counted recursively) */
    protected boolean sizeOk() {
        return count(root) == size;
    }

    private static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    /** @return bounds: {@code n} nodes (or null) for root, left, right; size exactly {@code n} */
    public static IFinitization finBT(int n) {
        IFinitization f = FinitizationFactory.create(BT.class);
        IObjSet nodes = f.createObjSet(Node.class, n, true);
        f.set("root", nodes);
        f.set("size", f.createIntSet(n, n));
        f.set("Node.left", nodes);
        f.set("Node.right", nodes);
        return f;
    }
}
