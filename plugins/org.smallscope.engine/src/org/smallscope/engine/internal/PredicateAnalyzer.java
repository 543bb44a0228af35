package org.smallscope.engine.internal;

import org.smallscope.engine.ClassFileSource;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.MultiANewArrayInsnNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.io.Digests;

/**
 * Splits a predicate's bytecode into its conjuncts and hashes each one. A method written as {@code return E1 && E2 && ...}
 * or as guard clauses {@code if (!E1) return false; ... return En;} yields one conjunct per Ei ({@link ConjunctionSplit}
 * on the method's {@link CodeGraph}); an Ei that only calls such a method of the subject is flattened into that
 * method's conjuncts. Hashes cover the code in a compiler-independent form ({@link CanonicalCode}) and, transitively,
 * the subject's methods it calls; the subject's own class names are abstracted, so renamed copies hash alike.
 */
public final class PredicateAnalyzer {

    private final ClassFileSource source;
    private final String root;
    private final Map<String, String> classAliases;
    private final Map<String, ClassNode> classes = new HashMap<>();
    private final Map<String, String> methodHashes = new HashMap<>();
    private final List<String> inProgress = new ArrayList<>();
    private int cyclesUpTo = Integer.MAX_VALUE;
    private final Map<MethodNode, String> declaringClass = new HashMap<>();
    private final java.util.Set<String> flattened = new java.util.LinkedHashSet<>();

    /**
     * Where a conjunct's code begins in the class files: the first real instruction of its segment, or the first
     * instruction of the caller's segment that calls a whole-method conjunct.
     *
     * @param owner internal name of the class declaring the method
     * @param method the method's name
     * @param desc the method's descriptor
     * @param instruction index of the instruction in the method's {@code InsnList} as {@code ClassReader} reads it
     *        with {@link ClassReader#SKIP_FRAMES} (labels and line numbers count)
     */
    public record Site(String owner, String method, String desc, int instruction) {
    }

    /**
     * @param source class files of the subject
     * @param root internal name of the subject class: calls on its hierarchy dispatch from it
     * @param classAliases internal class names of the subject mapped to neutral names (root, nested and object classes)
     */
    public PredicateAnalyzer(ClassFileSource source, String root, Map<String, String> classAliases) {
        this.source = source;
        this.root = root;
        this.classAliases = classAliases;
    }

    /** @return the conjuncts of {@code owner.method()Z}, in order */
    public List<Conjunct> conjuncts(String ownerInternalName, String method) {
        return conjunctsAndSites(ownerInternalName, method, new ArrayList<>());
    }

    /**
     * @return the methods (as {@link TracedMethods#key}) whose code the conjuncts found so far stand for: the predicate
     *         and the methods it was split across or that are whole conjuncts (their hashes cover their code)
     */
    public List<String> conjunctMethods() {
        return List.copyOf(flattened);
    }

    /**
     * @return the hash of the method {@code name desc} that a call on {@code owner} runs, declared there or inherited (its
     *         code in a compiler-independent form, with the hashes of the subject's methods it calls and of the lambda
     *         bodies it names), or null when there is no such method with code in the subject's classes
     */
    public synchronized String methodHash(String owner, String name, String desc) {
        if (node(owner) == null || findMethod(owner, name, desc, false) == null) {
            return null;
        }
        return hashMethod(owner, name, desc, false);
    }

    /** @return where each conjunct of {@code owner.method()Z} begins, in the order of {@link #conjuncts} */
    public List<Site> sites(String ownerInternalName, String method) {
        List<Site> sites = new ArrayList<>();
        conjunctsAndSites(ownerInternalName, method, sites);
        return sites;
    }

    private List<Conjunct> conjunctsAndSites(String ownerInternalName, String method, List<Site> sites) {
        List<Conjunct> out = new ArrayList<>();
        MethodNode m = findMethod(ownerInternalName, method, "()Z", true);
        if (m == null) {
            return out;
        }
        flatten(ownerInternalName, m, true, out, sites, null, new java.util.HashSet<>());
        return out;
    }

    /**
     * Adds the conjuncts of {@code m}, the method a call on {@code owner} ({@code virtual} or not) runs, and their sites.
     *
     * @param callSite where the call of {@code m} begins in its caller (the site if {@code m} is one whole conjunct), or null
     */
    private void flatten(String owner, MethodNode m, boolean virtual, List<Conjunct> out, List<Site> sites, Site callSite,
            Set<String> expanding) {
        flattened.add(TracedMethods.key(declaringClass.get(m), m.name, m.desc));
        CodeGraph graph = CodeGraph.of(m);
        ConjunctionSplit split = graph == null ? null : ConjunctionSplit.of(graph, declaringClass.get(m));
        if (split == null || split.whole()) {
            String note = callSite == null && split != null ? split.reason() : null;
            out.add(new Conjunct(m.name + "()", Conjunct.HASH_SCHEME + hashMethod(owner, m.name, m.desc, virtual),
                    firstLine(m.instructions.getFirst()), note));
            sites.add(callSite != null ? callSite : site(m, firstReal(m)));
            return;
        }
        String key = (virtual ? "" : "special:") + owner + "." + m.name + m.desc;
        expanding.add(key);
        int parts = split.entries().size();
        for (int k = 0; k < parts; k++) {
            CodeGraph.Block entry = graph.block(split.entries().get(k));
            BitSet region = split.regions().get(k);
            // the first part of a method begins where its caller calls it when nothing runs between the two
            Site here = callSite != null && k == 0 && CodeGraph.realFrom(entry.first) == firstReal(m) ? callSite : site(m, entry.first);
            MethodInsnNode call = soleCall(entry, region);
            if (call != null && isSubject(call.owner)
                    && !expanding.contains((isVirtual(call) ? "" : "special:") + call.owner + "." + call.name + call.desc)) {
                MethodNode callee = findMethod(call.owner, call.name, call.desc, isVirtual(call));
                if (callee != null) {
                    flatten(call.owner, callee, isVirtual(call), out, sites, here, expanding);
                    continue;
                }
            }
            String name = call != null ? call.name + "()" : parts == 1 ? m.name + "()" : m.name + "() part " + (k + 1);
            String text;
            if (split.chained().get(k)) { // it reads a local variable set before it: its meaning is the code from the start
                BitSet upTo = new BitSet();
                for (int j = 0; j <= k; j++) {
                    upTo.or(split.regions().get(j));
                }
                text = "chained:" + CanonicalCode.of(graph, split.entries().get(0), upTo::get, this::instructionText);
            } else {
                text = CanonicalCode.of(graph, entry.id, region::get, this::instructionText);
            }
            out.add(new Conjunct(name, Conjunct.HASH_SCHEME + digest(debug(text)), firstLine(entry.first),
                    callSite == null && parts == 1 ? split.reason() : null));
            sites.add(here);
        }
        expanding.remove(key);
    }

    /** @return the call of a {@code boolean m()} a conjunct consists of ({@code [ALOAD 0;] INVOKE m()Z}, false fails), or null */
    private static MethodInsnNode soleCall(CodeGraph.Block entry, BitSet region) {
        if (region.cardinality() != 1 || entry.kind != CodeGraph.Kind.COND || entry.opcode != Opcodes.IFEQ
                || entry.succ.get(0) != CodeGraph.FAIL) {
            return null;
        }
        List<AbstractInsnNode> code = entry.code;
        boolean self = code.size() == 2 && code.get(0) instanceof VarInsnNode v && v.getOpcode() == Opcodes.ALOAD && v.var == 0;
        if ((code.size() == 1 || self) && code.get(code.size() - 1) instanceof MethodInsnNode mi && mi.desc.equals("()Z")) {
            return mi;
        }
        return null;
    }

    private Site site(MethodNode m, AbstractInsnNode first) {
        return new Site(declaringClass.get(m), m.name, m.desc, m.instructions.indexOf(first));
    }

    private static AbstractInsnNode firstReal(MethodNode m) {
        AbstractInsnNode n = CodeGraph.realFrom(m.instructions.getFirst());
        return n != null ? n : m.instructions.getFirst();
    }

    private static int firstLine(AbstractInsnNode n) {
        for (AbstractInsnNode p = n; p != null; p = p.getPrevious()) {
            if (p instanceof LineNumberNode line) {
                return line.line;
            }
        }
        for (AbstractInsnNode p = n; p != null; p = p.getNext()) {
            if (p instanceof LineNumberNode line) {
                return line.line;
            }
        }
        return -1;
    }

    private boolean isSubject(String internalName) {
        return classAliases.containsKey(internalName) || node(internalName) != null && !internalName.startsWith("java/");
    }

    /** @return whether {@code call} is bound at run time (a virtual or interface call), not statically ({@code super.m()}, private, static) */
    private static boolean isVirtual(MethodInsnNode call) {
        return call.getOpcode() == Opcodes.INVOKEVIRTUAL || call.getOpcode() == Opcodes.INVOKEINTERFACE;
    }

    /**
     * @return the hash of the method a call runs: its canonical code with the hashes of the subject's methods it calls;
     *         a call back into a method being hashed reads {@code cycle:name}, and a hash that used such a placeholder for
     *         another method than its own is not kept, so every method's hash is the same whichever is hashed first
     */
    private String hashMethod(String owner, String name, String desc, boolean virtual) {
        MethodNode m = findMethod(owner, name, desc, virtual);
        if (m == null) {
            return digest("external:" + alias(owner) + "." + name + alias(desc));
        }
        String key = declaringClass.get(m) + "." + name + desc;
        String known = methodHashes.get(key);
        if (known != null) {
            return known;
        }
        int depth = inProgress.indexOf(key);
        if (depth >= 0) {
            cyclesUpTo = Math.min(cyclesUpTo, depth);
            return "cycle:" + name + alias(desc);
        }
        inProgress.add(key);
        CodeGraph graph = CodeGraph.of(m);
        String hash = digest(debug(graph != null ? CanonicalCode.of(graph, graph.entry, id -> true, this::instructionText) : linear(m)));
        int self = inProgress.size() - 1;
        inProgress.remove(self);
        if (cyclesUpTo >= self) {
            methodHashes.put(key, hash);
            cyclesUpTo = Integer.MAX_VALUE;
        }
        return hash;
    }

    /** @return the instructions of a method the graph does not model (exception handlers), in order, labels numbered */
    private String linear(MethodNode m) {
        StringBuilder sb = new StringBuilder("linear:");
        Map<LabelNode, Integer> labels = new HashMap<>();
        for (AbstractInsnNode n : m.instructions) {
            if (n instanceof LabelNode l) {
                labels.put(l, labels.size());
            }
        }
        for (AbstractInsnNode n : m.instructions) {
            if (n instanceof LabelNode l) {
                sb.append('L').append(labels.get(l)).append(';');
            } else if (n instanceof JumpInsnNode j) {
                sb.append(n.getOpcode()).append(" L").append(labels.get(j.label)).append(';');
            } else if (n instanceof VarInsnNode v) {
                sb.append(n.getOpcode()).append(' ').append(v.var).append(';');
            } else if (n instanceof IincInsnNode inc) {
                sb.append(n.getOpcode()).append(' ').append(inc.var).append(' ').append(inc.incr).append(';');
            } else if (n.getOpcode() >= 0) {
                sb.append(instructionText(n)).append(';');
            }
        }
        m.tryCatchBlocks.forEach(t -> sb.append("try L").append(labels.get(t.start)).append(" L").append(labels.get(t.end)).append(" L")
                .append(labels.get(t.handler)).append(' ').append(t.type == null ? "" : alias(t.type)).append(';'));
        return sb.toString();
    }

    /** @return an instruction's opcode and operands, the subject's class names aliased and its called methods' hashes included */
    private String instructionText(AbstractInsnNode n) {
        StringBuilder sb = new StringBuilder().append(n.getOpcode());
        if (n instanceof FieldInsnNode f) {
            sb.append(' ').append(alias(f.owner)).append('.').append(f.name).append(' ').append(alias(f.desc));
        } else if (n instanceof MethodInsnNode mi) {
            sb.append(' ').append(alias(mi.owner)).append('.').append(mi.name).append(alias(mi.desc));
            if (isSubject(mi.owner)) {
                sb.append('{').append(hashMethod(mi.owner, mi.name, mi.desc, isVirtual(mi))).append('}');
            }
        } else if (n instanceof TypeInsnNode t) {
            sb.append(' ').append(alias(t.desc));
        } else if (n instanceof IntInsnNode i) {
            sb.append(' ').append(i.operand);
        } else if (n instanceof LdcInsnNode ldc) {
            sb.append(' ').append(alias(String.valueOf(ldc.cst)));
        } else if (n instanceof TableSwitchInsnNode t) {
            sb.append(' ').append(t.min).append(' ').append(t.max);
        } else if (n instanceof LookupSwitchInsnNode l) {
            sb.append(' ').append(l.keys);
        } else if (n instanceof MultiANewArrayInsnNode a) {
            sb.append(' ').append(alias(a.desc)).append(' ').append(a.dims);
        } else if (n instanceof InvokeDynamicInsnNode indy) {
            sb.append(' ').append(indy.name).append(alias(indy.desc)).append(' ').append(handle(indy.bsm));
            for (Object arg : indy.bsmArgs) {
                sb.append(' ').append(arg instanceof Handle h ? handle(h) : alias(String.valueOf(arg)));
            }
        } else if (!(n instanceof InsnNode)) {
            sb.append(' ').append(n.getClass().getSimpleName());
        }
        return sb.toString();
    }

    /** @return a method handle's text: the hash of the subject's method it names (lambda bodies: names differ by compiler) */
    private String handle(Handle h) {
        if (isSubject(h.getOwner())) {
            return h.getTag() + "{" + hashMethod(h.getOwner(), h.getName(), h.getDesc(), false) + "}";
        }
        return h.getTag() + " " + alias(h.getOwner()) + "." + h.getName() + alias(h.getDesc());
    }

    private static String debug(String text) {
        if (Boolean.getBoolean("smallscope.debugHash")) {
            System.err.println("HASH " + text);
        }
        return text;
    }

    private String alias(String text) {
        String out = text;
        for (Map.Entry<String, String> e : classAliases.entrySet()) {
            out = out.replace(e.getKey(), e.getValue());
        }
        return out;
    }

    /**
     * @param virtual whether the call is bound at run time: then a call on the subject's own hierarchy runs the
     *        subject's override; a statically bound call ({@code super.repOk()}, private or static) runs the method
     *        found from {@code owner} up
     */
    private MethodNode findMethod(String owner, String name, String desc, boolean virtual) {
        String start = owner;
        for (ClassNode c = node(root); virtual && c != null; c = c.superName == null ? null : node(c.superName)) {
            if (c.name.equals(owner)) {
                start = root;
                break;
            }
        }
        for (ClassNode c = node(start); c != null; c = c.superName == null ? null : node(c.superName)) {
            for (MethodNode m : c.methods) {
                if (m.name.equals(name) && m.desc.equals(desc) && (m.access & Opcodes.ACC_ABSTRACT) == 0) {
                    declaringClass.put(m, c.name);
                    return m;
                }
            }
        }
        return null;
    }

    private ClassNode node(String internalName) {
        if (internalName.startsWith("java/") || internalName.startsWith("jdk/") || internalName.startsWith("[")) {
            return null;
        }
        return classes.computeIfAbsent(internalName, n -> {
            byte[] bytes = source.read(n.replace('/', '.'));
            if (bytes == null) {
                return null;
            }
            ClassNode c = new ClassNode();
            new ClassReader(bytes).accept(c, ClassReader.SKIP_FRAMES);
            return c;
        });
    }

    private static String digest(String text) {
        return Digests.sha256Hex(text, 12);
    }
}
