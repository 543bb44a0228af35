package org.smallscope.engine.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;

/**
 * A method's control-flow graph in a form that does not depend on the compiler that produced it: gotos are followed,
 * a block that only returns is copied into the blocks that jump to it, a boolean method's {@code return false} and
 * {@code return true} become the shared sinks {@link #FAIL} and {@link #PASS} ({@code return v} becomes
 * "{@code v == 0}: FAIL, else PASS"), comparisons with 0 (and of booleans with true) use the one-operand jumps,
 * conditional jumps use one sense of each opcode pair (successors swapped), and straight-line chains are merged into
 * one block.
 */
final class CodeGraph {

    /** Successor id of a boolean method's {@code return true}. */
    static final int PASS = -1;
    /** Successor id of a boolean method's {@code return false}. */
    static final int FAIL = -2;

    /** How a block ends. */
    enum Kind {
        /** one successor (a goto or falling through) */
        GOTO,
        /** a conditional jump: successors taken, not taken */
        COND,
        /** a switch (the last instruction of the code): successors default, then each case */
        SWITCH,
        /** a return or throw: no successors */
        END
    }

    /** A basic block: its instructions without the goto or conditional jump that ends it. */
    static final class Block {
        final int id;
        final AbstractInsnNode first;
        final List<AbstractInsnNode> code = new ArrayList<>();
        Kind kind = Kind.GOTO;
        int opcode;
        final List<Integer> succ = new ArrayList<>();
        int exitLine = -1;

        Block(int id, AbstractInsnNode first) {
            this.id = id;
            this.first = first;
        }
    }

    final MethodNode method;
    final List<Block> blocks = new ArrayList<>();
    int entry;

    private CodeGraph(MethodNode method) {
        this.method = method;
    }

    /** @return the graph of {@code m}, or null for code it does not model (exception handlers, subroutines) */
    static CodeGraph of(MethodNode m) {
        if (!m.tryCatchBlocks.isEmpty()) {
            return null;
        }
        CodeGraph g = new CodeGraph(m);
        if (!g.build()) {
            return null;
        }
        g.skipEmpty();
        g.copyReturns();
        if (Type.getReturnType(m.desc).getSort() == Type.BOOLEAN) {
            g.sinks();
            g.skipEmpty();
        }
        g.compareWithConstants();
        g.normalizeConditions();
        g.mergeChains();
        return g;
    }

    /** @return the block with id {@code id} */
    Block block(int id) {
        return blocks.get(id);
    }

    private boolean build() {
        List<AbstractInsnNode> code = new ArrayList<>();
        for (AbstractInsnNode n : method.instructions) {
            if (n.getOpcode() >= 0) {
                code.add(n);
            }
        }
        if (code.isEmpty()) {
            return false;
        }
        Map<AbstractInsnNode, Integer> index = new HashMap<>();
        for (int i = 0; i < code.size(); i++) {
            index.put(code.get(i), i);
        }
        boolean[] leader = new boolean[code.size() + 1];
        leader[0] = true;
        for (int i = 0; i < code.size(); i++) {
            AbstractInsnNode n = code.get(i);
            int op = n.getOpcode();
            if (op == Opcodes.JSR || op == Opcodes.RET) {
                return false;
            }
            for (LabelNode l : targets(n)) {
                leader[index.get(realFrom(l))] = true;
            }
            if (n instanceof JumpInsnNode || ends(op) || n instanceof TableSwitchInsnNode || n instanceof LookupSwitchInsnNode) {
                leader[i + 1] = true;
            }
        }
        int[] blockOf = new int[code.size()];
        for (int i = 0; i < code.size(); i++) {
            if (leader[i]) {
                blocks.add(new Block(blocks.size(), code.get(i)));
            }
            blockOf[i] = blocks.size() - 1;
        }
        for (int i = 0; i < code.size(); i++) {
            Block b = blocks.get(blockOf[i]);
            AbstractInsnNode n = code.get(i);
            int op = n.getOpcode();
            boolean last = i + 1 == code.size() || leader[i + 1];
            if (n instanceof JumpInsnNode j) {
                int target = blockOf[index.get(realFrom(j.label))];
                if (op == Opcodes.GOTO) {
                    b.succ.add(target);
                } else {
                    if (i + 1 == code.size()) {
                        return false;
                    }
                    b.kind = Kind.COND;
                    b.opcode = op;
                    b.succ.add(target);
                    b.succ.add(blockOf[i + 1]);
                }
                continue;
            }
            b.code.add(n);
            if (!last) {
                continue;
            }
            if (ends(op)) {
                b.kind = Kind.END;
                b.exitLine = line(n);
            } else if (!targets(n).isEmpty()) {
                b.kind = Kind.SWITCH;
                targets(n).forEach(l -> b.succ.add(blockOf[index.get(realFrom(l))]));
            } else if (i + 1 < code.size()) {
                b.succ.add(blockOf[i + 1]);
            } else {
                return false;
            }
        }
        return true;
    }

    /** Points every edge to an empty one-successor block (a lone goto) at where that block leads. */
    private void skipEmpty() {
        for (Block b : blocks) {
            b.succ.replaceAll(this::through);
        }
        entry = through(entry);
    }

    private int through(int id) {
        int at = id;
        for (int hops = 0; at >= 0 && hops <= blocks.size(); hops++) {
            Block b = blocks.get(at);
            if (!b.code.isEmpty() || b.kind != Kind.GOTO) {
                return at;
            }
            at = b.succ.get(0);
        }
        return at < 0 ? at : id;
    }

    /** Copies a block that is only a return instruction into each block that goes to it unconditionally. */
    private void copyReturns() {
        for (Block b : blocks) {
            if (b.kind == Kind.GOTO && b.succ.get(0) >= 0) {
                Block s = blocks.get(b.succ.get(0));
                if (s.kind == Kind.END && s.code.size() == 1 && isReturn(s.code.get(0).getOpcode())) {
                    b.code.add(s.code.get(0));
                    b.kind = Kind.END;
                    b.exitLine = s.exitLine;
                    b.succ.clear();
                }
            }
        }
    }

    /** Turns a boolean method's returns into edges to {@link #PASS} and {@link #FAIL}. */
    private void sinks() {
        for (Block b : blocks) {
            int size = b.code.size();
            if (b.kind != Kind.END || b.code.get(size - 1).getOpcode() != Opcodes.IRETURN) {
                continue;
            }
            b.exitLine = line(b.code.get(size - 1));
            b.code.remove(size - 1);
            int value = size >= 2 ? b.code.get(size - 2).getOpcode() : -1;
            if (value == Opcodes.ICONST_0 || value == Opcodes.ICONST_1) {
                b.exitLine = line(b.code.remove(size - 2));
                b.kind = Kind.GOTO;
                b.succ.add(value == Opcodes.ICONST_1 ? PASS : FAIL);
            } else {
                b.kind = Kind.COND;
                b.opcode = Opcodes.IFEQ;
                b.succ.add(FAIL);
                b.succ.add(PASS);
            }
        }
    }

    /**
     * Writes a comparison with 0 ({@code ICONST_0; IF_ICMPEQ}) as {@code IFEQ}, and a comparison of a boolean field or
     * call with true ({@code ICONST_1; IF_ICMPEQ}) as {@code IFNE}, as one compiler or the other does.
     */
    private void compareWithConstants() {
        for (Block b : blocks) {
            int size = b.code.size();
            if (b.kind != Kind.COND || (b.opcode != Opcodes.IF_ICMPEQ && b.opcode != Opcodes.IF_ICMPNE) || size == 0) {
                continue;
            }
            int constant = b.code.get(size - 1).getOpcode();
            boolean eq = b.opcode == Opcodes.IF_ICMPEQ;
            if (constant == Opcodes.ICONST_0) {
                b.code.remove(size - 1);
                b.opcode = eq ? Opcodes.IFEQ : Opcodes.IFNE;
            } else if (constant == Opcodes.ICONST_1 && size >= 2 && isBoolean(b.code.get(size - 2))) {
                b.code.remove(size - 1);
                b.opcode = eq ? Opcodes.IFNE : Opcodes.IFEQ;
            }
        }
    }

    private static boolean isBoolean(AbstractInsnNode n) {
        return n instanceof FieldInsnNode f && f.desc.equals("Z") && (n.getOpcode() == Opcodes.GETFIELD || n.getOpcode() == Opcodes.GETSTATIC)
                || n instanceof MethodInsnNode m && m.desc.endsWith(")Z");
    }

    /** Writes each conditional jump with the first opcode of its pair ({@code IFEQ} for {@code IFNE}, ...). */
    private void normalizeConditions() {
        for (Block b : blocks) {
            if (b.kind != Kind.COND) {
                continue;
            }
            boolean second = b.opcode >= Opcodes.IFEQ && b.opcode <= Opcodes.IF_ACMPNE ? (b.opcode - Opcodes.IFEQ) % 2 == 1
                    : b.opcode == Opcodes.IFNONNULL;
            if (second) {
                b.opcode--;
                b.succ.add(b.succ.remove(0));
            }
        }
    }

    /** Merges a block with one successor into it when it is that successor's only predecessor. */
    private void mergeChains() {
        boolean changed = true;
        while (changed) {
            changed = false;
            int[] preds = new int[blocks.size()];
            for (Block b : reachable()) {
                b.succ.stream().filter(s -> s >= 0).forEach(s -> preds[s]++);
            }
            for (Block b : reachable()) {
                if (b.kind == Kind.GOTO && b.succ.get(0) >= 0 && b.succ.get(0) != entry && b.succ.get(0) != b.id && preds[b.succ.get(0)] == 1) {
                    Block s = blocks.get(b.succ.get(0));
                    b.code.addAll(s.code);
                    b.kind = s.kind;
                    b.opcode = s.opcode;
                    b.exitLine = s.exitLine;
                    b.succ.clear();
                    b.succ.addAll(s.succ);
                    s.succ.clear();
                    s.code.clear();
                    s.kind = Kind.END;
                    changed = true;
                    break;
                }
            }
        }
    }

    /** @return the blocks reachable from the entry, in depth-first preorder (successors in order) */
    List<Block> reachable() {
        List<Block> out = new ArrayList<>();
        boolean[] seen = new boolean[blocks.size()];
        List<Integer> stack = new ArrayList<>(List.of(entry));
        while (!stack.isEmpty()) {
            int id = stack.remove(stack.size() - 1);
            if (id < 0 || seen[id]) {
                continue;
            }
            seen[id] = true;
            Block b = blocks.get(id);
            out.add(b);
            for (int k = b.succ.size() - 1; k >= 0; k--) {
                stack.add(b.succ.get(k));
            }
        }
        return out;
    }

    private static List<LabelNode> targets(AbstractInsnNode n) {
        if (n instanceof JumpInsnNode j) {
            return List.of(j.label);
        }
        List<LabelNode> out = new ArrayList<>();
        if (n instanceof TableSwitchInsnNode t) {
            out.add(t.dflt);
            out.addAll(t.labels);
        } else if (n instanceof LookupSwitchInsnNode l) {
            out.add(l.dflt);
            out.addAll(l.labels);
        }
        return out;
    }

    /** @return {@code n} itself if it is a real instruction, else the first real one after it (labels, lines and frames skipped), or null */
    static AbstractInsnNode realFrom(AbstractInsnNode n) {
        while (n != null && n.getOpcode() < 0) {
            n = n.getNext();
        }
        return n;
    }

    private static boolean ends(int op) {
        return isReturn(op) || op == Opcodes.ATHROW;
    }

    private static boolean isReturn(int op) {
        return op >= Opcodes.IRETURN && op <= Opcodes.RETURN;
    }

    /** @return the source line of instruction {@code n}, or -1 */
    static int line(AbstractInsnNode n) {
        for (AbstractInsnNode p = n; p != null; p = p.getPrevious()) {
            if (p instanceof LineNumberNode l) {
                return l.line;
            }
        }
        return -1;
    }
}
