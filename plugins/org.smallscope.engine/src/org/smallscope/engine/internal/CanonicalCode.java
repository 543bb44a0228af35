package org.smallscope.engine.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntPredicate;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.VarInsnNode;

/**
 * Writes part of a {@link CodeGraph} as text that is the same for every compiler's layout of the same code: blocks in
 * depth-first order from a start block, successors named by that order, {@code F} for a return of false, {@code P} for
 * a return of true or the next conjunct, locals other than the parameters numbered by first use, {@code DUP; STORE v}
 * written as {@code STORE v; LOAD v}. A constant stored in, or an increment of, a local the part never reads is left out:
 * it cannot change the part's verdict or the fields it reads (a loop that starts counting for a check added after it
 * keeps its hash; javac keeps such stores where ecj drops them).
 */
final class CanonicalCode {

    private CanonicalCode() {
    }

    /**
     * @param graph the method's graph
     * @param start the first block
     * @param inside which blocks belong to the part; an edge to any other block reads {@code P} (where the next conjunct begins)
     * @param instruction the text of one instruction other than a local variable access (its opcode and operands)
     * @return the canonical text
     */
    static String of(CodeGraph graph, int start, IntPredicate inside, Function<AbstractInsnNode, String> instruction) {
        Map<Integer, Integer> order = new HashMap<>();
        List<CodeGraph.Block> visit = new ArrayList<>();
        List<Integer> stack = new ArrayList<>(List.of(start));
        while (!stack.isEmpty()) {
            int id = stack.remove(stack.size() - 1);
            if (id < 0 || !inside.test(id) || order.containsKey(id)) {
                continue;
            }
            order.put(id, order.size());
            CodeGraph.Block b = graph.block(id);
            visit.add(b);
            for (int k = b.succ.size() - 1; k >= 0; k--) {
                stack.add(b.succ.get(k));
            }
        }
        int params = Type.getArgumentsAndReturnSizes(graph.method.desc) >> 2;
        if ((graph.method.access & Opcodes.ACC_STATIC) != 0) {
            params--;
        }
        java.util.BitSet read = new java.util.BitSet();
        for (CodeGraph.Block b : visit) {
            for (AbstractInsnNode n : b.code) {
                if (n instanceof VarInsnNode v && v.getOpcode() < Opcodes.ISTORE) {
                    read.set(v.var);
                }
            }
        }
        Map<Integer, Integer> locals = new HashMap<>();
        StringBuilder sb = new StringBuilder();
        for (CodeGraph.Block b : visit) {
            sb.append('B').append(order.get(b.id)).append(':');
            for (int k = 0; k < b.code.size(); k++) {
                AbstractInsnNode n = b.code.get(k);
                AbstractInsnNode next = k + 1 < b.code.size() ? b.code.get(k + 1) : null;
                if (n instanceof IincInsnNode inc && !read.get(inc.var)) {
                    continue; // an increment of a local the part never reads
                }
                if (isConstant(n) && next instanceof VarInsnNode store && store.getOpcode() >= Opcodes.ISTORE && !read.get(store.var)) {
                    k++; // a constant stored in a local the part never reads
                    continue;
                }
                if (isDupStore(n, next)) {
                    // DUP; STORE v (one compiler) is STORE v; LOAD v (the other)
                    VarInsnNode store = (VarInsnNode) next;
                    int v = local(store.var, params, locals);
                    sb.append(store.getOpcode()).append(" v").append(v).append(';')
                            .append(store.getOpcode() - (Opcodes.ISTORE - Opcodes.ILOAD)).append(" v").append(v).append(';');
                    k++;
                    continue;
                }
                if (n instanceof VarInsnNode v) {
                    sb.append(n.getOpcode()).append(" v").append(local(v.var, params, locals));
                } else if (n instanceof IincInsnNode inc) {
                    sb.append(n.getOpcode()).append(" v").append(local(inc.var, params, locals)).append(' ').append(inc.incr);
                } else {
                    sb.append(instruction.apply(n));
                }
                sb.append(';');
            }
            sb.append(switch (b.kind) {
                case GOTO -> "goto";
                case COND -> "if" + b.opcode;
                case SWITCH -> "switch";
                case END -> "end";
            });
            for (int s : b.succ) {
                sb.append(' ').append(s == CodeGraph.FAIL ? "F" : s == CodeGraph.PASS || !inside.test(s) ? "P" : "B" + order.get(s));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** @return whether {@code n} only pushes a constant */
    private static boolean isConstant(AbstractInsnNode n) {
        int op = n.getOpcode();
        return op >= Opcodes.ACONST_NULL && op <= Opcodes.SIPUSH
                || op == Opcodes.LDC && n instanceof org.objectweb.asm.tree.LdcInsnNode ldc && ldc.cst instanceof Number;
    }

    private static boolean isDupStore(AbstractInsnNode n, AbstractInsnNode next) {
        if (!(next instanceof VarInsnNode store) || store.getOpcode() < Opcodes.ISTORE || store.getOpcode() > Opcodes.ASTORE) {
            return false;
        }
        boolean wide = store.getOpcode() == Opcodes.LSTORE || store.getOpcode() == Opcodes.DSTORE;
        return n.getOpcode() == (wide ? Opcodes.DUP2 : Opcodes.DUP);
    }

    private static int local(int var, int params, Map<Integer, Integer> locals) {
        if (var < params) {
            return var;
        }
        return locals.computeIfAbsent(var, v -> params + locals.size());
    }
}
