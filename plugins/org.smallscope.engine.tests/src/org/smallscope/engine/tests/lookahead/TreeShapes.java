package org.smallscope.engine.tests.lookahead;

import java.util.ArrayDeque;
import java.util.Deque;

/** Shape checks of {@link WalkedTree} kept out of its class, written with loops and an explicit stack. */
final class TreeShapes {

    private TreeShapes() {
    }

    /** @return whether at every node the heights of the two subtrees differ by at most one */
    static boolean balanced(WalkedTree.Node root) {
        Deque<WalkedTree.Node> work = new ArrayDeque<>();
        if (root != null) {
            work.push(root);
        }
        while (!work.isEmpty()) {
            WalkedTree.Node n = work.pop();
            if (Math.abs(height(n.left) - height(n.right)) > 1) {
                return false;
            }
            if (n.left != null) {
                work.push(n.left);
            }
            if (n.right != null) {
                work.push(n.right);
            }
        }
        return true;
    }

    /** @return the height of the subtree at {@code n}, level by level */
    static int height(WalkedTree.Node n) {
        int h = 0;
        Deque<WalkedTree.Node> level = new ArrayDeque<>();
        if (n != null) {
            level.add(n);
        }
        while (!level.isEmpty()) {
            h++;
            for (int i = level.size(); i > 0; i--) {
                WalkedTree.Node m = level.poll();
                if (m.left != null) {
                    level.add(m.left);
                }
                if (m.right != null) {
                    level.add(m.right);
                }
            }
        }
        return h;
    }

    /** @return whether an in-order walk (with an explicit stack) meets the keys strictly ascending */
    static boolean ordered(WalkedTree.Node root) {
        Deque<WalkedTree.Node> stack = new ArrayDeque<>();
        WalkedTree.Node n = root;
        boolean first = true;
        int last = 0;
        while (n != null || !stack.isEmpty()) {
            while (n != null) {
                stack.push(n);
                n = n.left;
            }
            n = stack.pop();
            if (!first && n.key <= last) {
                return false;
            }
            first = false;
            last = n.key;
            n = n.right;
        }
        return true;
    }
}
