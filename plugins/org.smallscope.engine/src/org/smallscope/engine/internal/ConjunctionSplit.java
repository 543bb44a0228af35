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
 * empty operand stack and no jump back across it: a loop stays inside one conjunct (a repOk written as a loop followed by
 * checks splits after the loop). A conjunct that reads a local variable set by an earlier one is <em>chained</em>: its
 * meaning depends on the code before it, so its hash covers that code too (conjuncts are only ever compared in order,
 * each with all the ones before it equal).
 *
 * @param regions for each conjunct, which blocks it holds (block ids); one region when the method is not a conjunction
 * @param entries each conjunct's first block
 * @param whole whether the method is one check that is not a conjunction (a loop around its checks, several ways to
 *        return true, ...)
 * @param reason why a method that checks several things is not split, or null
 * @param chained the conjuncts that read a local variable an earlier one set
 */
record ConjunctionSplit(List<BitSet> regions, List<Integer> entries, boolean whole, String reason, BitSet chained) {

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
        // a cut inside a loop (the body of a jump back to a block that dominates it) would be passed more than once: none there
        BitSet inLoop = new BitSet();
        String loopLine = null;
        for (CodeGraph.Block b : blocks) {
            for (int s : b.succ) {
                if (s >= 0 && dom[b.id].get(s)) {
                    int highest = loopBody(blocks, b.id, s).stream().map(x -> region[x]).max().orElse(region[b.id]);
                    inLoop.set(region[s] + 1, highest + 1);
                    loopLine = loopLine != null ? loopLine : String.valueOf(CodeGraph.line(b.code.isEmpty() ? b.first : b.code.get(b.code.size() - 1)));
                }
            }
        }
        List<Integer> cuts = new ArrayList<>(List.of(0));
        for (int i = 1; i < chain.size(); i++) {
            int from = cuts.get(cuts.size() - 1);
            int upTo = i;
            boolean fails = blocks.stream().anyMatch(b -> region[b.id] >= from && region[b.id] < upTo && b.succ.contains(CodeGraph.FAIL));
            if (fails && !inLoop.get(i)) {
                cuts.add(i);
            }
        }
        if (cuts.size() == 1) {
            if (loopLine != null) {
                return one(reachable, graph.entry, true, graph.method.name + " loops at line " + loopLine + ", around its checks: not a conjunction");
            }
            String early = passPreds.size() > 1 ? earlyReturn(graph, passPreds) : null;
            return one(reachable, graph.entry, cyclic || passPreds.size() > 1, early);
        }
        int[] part = new int[n];
        assignParts(blocks, region, cuts, part);
        List<BitSet> regions = new ArrayList<>();
        for (int c = 0; c < cuts.size(); c++) {
            regions.add(new BitSet(n));
        }
        for (CodeGraph.Block b : blocks) {
            regions.get(part[b.id]).set(b.id);
        }
        List<Integer> entries = cuts.stream().map(chain::get).toList();
        BitSet chained = new BitSet();
        String why = invalid(graph, owner, blocks, part, entries, chained);
        if (why != null) {
            return one(reachable, graph.entry, true, why);
        }
        return new ConjunctionSplit(regions, entries, false, null, chained);
    }

    /** @return the blocks of the natural loop of the jump {@code from -> header}: the header and what reaches {@code from} without it */
    private static BitSet loopBody(List<CodeGraph.Block> blocks, int from, int header) {
        BitSet body = new BitSet();
        body.set(header);
        List<Integer> work = new ArrayList<>(List.of(from));
        while (!work.isEmpty()) {
            int x = work.remove(work.size() - 1);
            if (body.get(x)) {
                continue;
            }
            body.set(x);
            for (CodeGraph.Block p : blocks) {
                if (p.succ.contains(x) && !body.get(p.id)) {
                    work.add(p.id);
                }
            }
        }
        return body;
    }

    /** Sets {@code part[b]} to the conjunct each block belongs to: the last cut at or before its place in the chain. */
    private static void assignParts(List<CodeGraph.Block> blocks, int[] region, List<Integer> cuts, int[] part) {
        for (CodeGraph.Block b : blocks) {
            int c = cuts.size() - 1;
            while (cuts.get(c) > region[b.id]) {
                c--;
            }
            part[b.id] = c;
        }
    }

    private static ConjunctionSplit one(BitSet all, int entry, boolean whole, String reason) {
        return new ConjunctionSplit(List.of(all), List.of(entry), whole, reason, new BitSet());
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

    /**
     * @return why the cuts are not sound (a value on the stack across one), or null; sets in {@code chained} the parts that
     *         read a local variable an earlier part set
     */
    private static String invalid(CodeGraph graph, String owner, List<CodeGraph.Block> blocks, int[] part, List<Integer> entries,
            BitSet chained) {
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
                chained.set(c);
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
