package org.smallscope.engine.internal;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.objectweb.asm.tree.analysis.Analyzer;
import org.objectweb.asm.tree.analysis.AnalyzerException;
import org.objectweb.asm.tree.analysis.BasicInterpreter;
import org.objectweb.asm.tree.analysis.BasicValue;
import org.objectweb.asm.tree.analysis.Frame;

/**
 * Cuts a boolean method's {@link CodeGraph} into the conjuncts it checks one after the other, whether written as
 * {@code return a && b && c} or as guard clauses {@code if (!a) return false; if (!b) return false; return c;}: a cut
 * lies at a block that every path to {@code return true} goes through, after a part that can return false, with an
 * empty operand stack, no jump back across it and no local variable set before it and read after it. A method with a
 * loop of its own is not cut (its loops may live in the helpers its checks call).
 *
 * @param regions for each conjunct, which blocks it holds (block ids); one region when the method is not a conjunction
 * @param entries each conjunct's first block
 * @param whole whether the method is one check that is not a conjunction (loops, several ways to return true, ...)
 * @param reason why a method that checks several things is not split, or null
 */
record ConjunctionSplit(List<BitSet> regions, List<Integer> entries, boolean whole, String reason) {

    /** @return the conjuncts of {@code graph} of a method of class {@code owner} (internal name) */
    static ConjunctionSplit of(CodeGraph graph, String owner) {
        List<CodeGraph.Block> blocks = graph.reachable();
        int n = graph.blocks.size();
        if (graph.entry < 0) { // a constant: `return true;` or `return false;` goes straight to a sink
            return one(new BitSet(n), graph.entry, true, null);
        }
        BitSet reachable = new BitSet(n);
        blocks.forEach(b -> reachable.set(b.id));
        BitSet[] dom = dominators(graph, blocks, n);
        BitSet passDom = (BitSet) reachable.clone();
        List<CodeGraph.Block> passPreds = new ArrayList<>();
        boolean cyclic = false;
        for (CodeGraph.Block b : blocks) {
            if (b.succ.contains(CodeGraph.PASS)) {
                passPreds.add(b);
                passDom.and(dom[b.id]);
            }
            cyclic |= b.succ.stream().anyMatch(s -> s >= 0 && dom[b.id].get(s));
        }
        if (passPreds.isEmpty()) {
            return one(reachable, graph.entry, true, null);
        }
        List<Integer> chain = new ArrayList<>(passDom.stream().boxed().toList());
        chain.sort((a, b) -> Integer.compare(dom[a].cardinality(), dom[b].cardinality()));
        int[] region = new int[n];
        for (CodeGraph.Block b : blocks) {
            for (int i = 0; i < chain.size(); i++) {
                if (dom[b.id].get(chain.get(i))) {
                    region[b.id] = i;
                }
            }
        }
        List<Integer> cuts = new ArrayList<>(List.of(0));
        for (int i = 1; i < chain.size(); i++) {
            int from = cuts.get(cuts.size() - 1);
            int upTo = i;
            boolean fails = blocks.stream().anyMatch(b -> region[b.id] >= from && region[b.id] < upTo && b.succ.contains(CodeGraph.FAIL));
            if (fails) {
                cuts.add(i);
            }
        }
        if (cuts.size() == 1) {
            String early = passPreds.size() > 1 ? earlyReturn(graph, passPreds) : null;
            return one(reachable, graph.entry, cyclic || passPreds.size() > 1, early);
        }
        if (cyclic) {
            CodeGraph.Block loop = blocks.stream().filter(b -> b.succ.stream().anyMatch(s -> s >= 0 && dom[b.id].get(s))).findFirst().orElseThrow();
            return one(reachable, graph.entry, true, graph.method.name + " loops at line " + CodeGraph.line(loop.code.isEmpty() ? loop.first
                    : loop.code.get(loop.code.size() - 1)) + ", around or between its checks: not a conjunction");
        }
        int[] part = new int[n];
        List<BitSet> regions = new ArrayList<>();
        for (int c = 0; c < cuts.size(); c++) {
            regions.add(new BitSet(n));
        }
        for (CodeGraph.Block b : blocks) {
            int c = cuts.size() - 1;
            while (cuts.get(c) > region[b.id]) {
                c--;
            }
            part[b.id] = c;
            regions.get(c).set(b.id);
        }
        List<Integer> entries = cuts.stream().map(chain::get).toList();
        String why = invalid(graph, owner, blocks, part, entries);
        if (why != null) {
            return one(reachable, graph.entry, true, why);
        }
        return new ConjunctionSplit(regions, entries, false, null);
    }

    private static ConjunctionSplit one(BitSet all, int entry, boolean whole, String reason) {
        return new ConjunctionSplit(List.of(all), List.of(entry), whole, reason);
    }

    private static String earlyReturn(CodeGraph graph, List<CodeGraph.Block> passPreds) {
        int line = Integer.MAX_VALUE;
        int lastIndex = -1;
        CodeGraph.Block last = null;
        for (CodeGraph.Block b : passPreds) {
            int index = graph.method.instructions.indexOf(b.first);
            if (index > lastIndex) {
                lastIndex = index;
                last = b;
            }
        }
        for (CodeGraph.Block b : passPreds) {
            int at = b.exitLine > 0 ? b.exitLine : CodeGraph.line(b.code.isEmpty() ? b.first : b.code.get(b.code.size() - 1));
            if (b != last && at > 0) {
                line = Math.min(line, at);
            }
        }
        return graph.method.name + " returns true early" + (line < Integer.MAX_VALUE ? " at line " + line : "") + ": not a conjunction";
    }

    /** @return why the cuts of an acyclic graph are not sound (a value flowing across one), or null */
    private static String invalid(CodeGraph graph, String owner, List<CodeGraph.Block> blocks, int[] part, List<Integer> entries) {
        String m = graph.method.name;
        Frame<BasicValue>[] frames;
        try {
            frames = new Analyzer<>(new BasicInterpreter()).analyze(owner, graph.method);
        } catch (AnalyzerException e) {
            return m + " could not be analyzed (" + e.getMessage() + "): not split";
        }
        for (int c = 1; c < entries.size(); c++) {
            CodeGraph.Block e = graph.block(entries.get(c));
            Frame<BasicValue> f = frames[graph.method.instructions.indexOf(e.first)];
            if (f == null || f.getStackSize() != 0) {
                return m + " keeps a value on the stack across its checks at line " + CodeGraph.line(e.first) + ": not a conjunction";
            }
        }
        BitSet[] stored = new BitSet[entries.size()];
        for (int c = 0; c < stored.length; c++) {
            stored[c] = new BitSet();
        }
        for (CodeGraph.Block b : blocks) {
            for (AbstractInsnNode i : b.code) {
                if (i instanceof IincInsnNode inc) {
                    stored[part[b.id]].set(inc.var);
                } else if (i instanceof VarInsnNode v && v.getOpcode() >= Opcodes.ISTORE) {
                    stored[part[b.id]].set(v.var);
                }
            }
        }
        for (int c = 1; c < entries.size(); c++) {
            BitSet before = new BitSet();
            for (int k = 0; k < c; k++) {
                before.or(stored[k]);
            }
            int[] read = exposedRead(graph, blocks, part, c, entries.get(c), before);
            if (read != null) {
                return m + " uses a local variable set by an earlier check at line " + read[1] + ": not a conjunction";
            }
        }
        return null;
    }

    /** @return {variable, line} of a read in part {@code c} of a variable in {@code candidates} not set before on every path in the part, or null */
    private static int[] exposedRead(CodeGraph graph, List<CodeGraph.Block> blocks, int[] part, int c, int entry, BitSet candidates) {
        int n = graph.blocks.size();
        BitSet[] in = new BitSet[n];
        BitSet all = new BitSet();
        all.set(0, Math.max(1, graph.method.maxLocals));
        for (CodeGraph.Block b : blocks) {
            in[b.id] = b.id == entry ? new BitSet() : (BitSet) all.clone();
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (CodeGraph.Block b : blocks) {
                if (part[b.id] != c) {
                    continue;
                }
                BitSet out = (BitSet) in[b.id].clone();
                for (AbstractInsnNode i : b.code) {
                    if (i instanceof VarInsnNode v && v.getOpcode() >= Opcodes.ISTORE) {
                        out.set(v.var);
                    }
                }
                for (int s : b.succ) {
                    if (s >= 0 && part[s] == c && s != entry) {
                        BitSet next = (BitSet) in[s].clone();
                        next.and(out);
                        if (!next.equals(in[s])) {
                            in[s] = next;
                            changed = true;
                        }
                    }
                }
            }
        }
        for (CodeGraph.Block b : blocks) {
            if (part[b.id] != c) {
                continue;
            }
            BitSet set = (BitSet) in[b.id].clone();
            for (AbstractInsnNode i : b.code) {
                int var = i instanceof VarInsnNode v ? v.var : i instanceof IincInsnNode inc ? inc.var : -1;
                boolean store = i instanceof VarInsnNode v && v.getOpcode() >= Opcodes.ISTORE;
                if (var >= 0 && !store && !set.get(var) && candidates.get(var)) {
                    return new int[] {var, CodeGraph.line(i)};
                }
                if (store) {
                    set.set(var);
                }
            }
        }
        return null;
    }

    /** @return for each reachable block, the blocks that dominate it (itself included) */
    private static BitSet[] dominators(CodeGraph graph, List<CodeGraph.Block> blocks, int n) {
        BitSet[] dom = new BitSet[n];
        BitSet all = new BitSet(n);
        blocks.forEach(b -> all.set(b.id));
        for (CodeGraph.Block b : blocks) {
            dom[b.id] = (BitSet) all.clone();
        }
        dom[graph.entry] = new BitSet(n);
        dom[graph.entry].set(graph.entry);
        List<List<Integer>> preds = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            preds.add(new ArrayList<>());
        }
        blocks.forEach(b -> b.succ.stream().filter(s -> s >= 0).forEach(s -> preds.get(s).add(b.id)));
        boolean changed = true;
        while (changed) {
            changed = false;
            for (CodeGraph.Block b : blocks) {
                if (b.id == graph.entry) {
                    continue;
                }
                BitSet d = (BitSet) all.clone();
                for (int p : preds.get(b.id)) {
                    d.and(dom[p]);
                }
                d.set(b.id);
                if (!d.equals(dom[b.id])) {
                    dom[b.id] = d;
                    changed = true;
                }
            }
        }
        return dom;
    }
}
