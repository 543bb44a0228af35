package org.smallscope.engine.internal;

import org.smallscope.engine.ClassFileSource;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.IincInsnNode;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.IntInsnNode;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.objectweb.asm.tree.VarInsnNode;
import org.smallscope.engine.Conjunct;

/**
 * Splits a predicate's bytecode into its conjuncts and hashes each one. A method whose body is
 * {@code return E1 && E2 && ...} (javac or ecj: each Ei jumps to one shared {@code false} exit) yields one
 * conjunct per Ei; an Ei that only calls such a method of the subject is flattened into that
 * method's conjuncts. Hashes cover normalized instructions and, transitively, the subject's
 * methods they call; the subject's own class names are abstracted, so renamed copies hash alike.
 */
public final class PredicateAnalyzer {

    private final ClassFileSource source;
    private final String root;
    private final Map<String, String> classAliases;
    private final Map<String, ClassNode> classes = new HashMap<>();
    private final Map<String, String> methodHashes = new HashMap<>();
    private final Map<MethodNode, String> declaringClass = new HashMap<>();

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
        List<List<AbstractInsnNode>> segments = segments(m);
        if (segments == null) {
            out.add(new Conjunct(m.name + "()", hashMethod(owner, m.name, m.desc, virtual), firstLine(m.instructions.getFirst())));
            sites.add(callSite != null ? callSite : site(m, firstReal(m)));
            return;
        }
        String key = (virtual ? "" : "special:") + owner + "." + m.name + m.desc;
        expanding.add(key);
        for (List<AbstractInsnNode> segment : segments) {
            MethodInsnNode call = soleCall(segment);
            if (call != null && isSubject(call.owner)
                    && !expanding.contains((isVirtual(call) ? "" : "special:") + call.owner + "." + call.name + call.desc)) {
                MethodNode callee = findMethod(call.owner, call.name, call.desc, isVirtual(call));
                if (callee != null && call.desc.equals("()Z")) {
                    flatten(call.owner, callee, isVirtual(call), out, sites, site(m, segment.get(0)), expanding);
                    continue;
                }
            }
            String name = call != null ? call.name + "()"
                    : segments.size() == 1 ? m.name + "()" : m.name + "() part " + (segments.indexOf(segment) + 1);
            out.add(new Conjunct(name, hashInstructions(segment), firstLine(segment.get(0))));
            sites.add(site(m, segment.get(0)));
        }
        expanding.remove(key);
    }

    /**
     * @return the conjunct segments of a {@code return E1 && ... && En} body (each ending with its jump to
     *         the false exit, the last one ending before the final push of true), or null for any other shape
     */
    private static List<List<AbstractInsnNode>> segments(MethodNode m) {
        List<AbstractInsnNode> code = new ArrayList<>();
        for (AbstractInsnNode n : m.instructions) {
            if (n.getOpcode() >= 0) {
                code.add(n);
            }
        }
        int size = code.size();
        // plain "return E" where E is a single call: one conjunct
        if (size >= 2 && code.get(size - 1).getOpcode() == Opcodes.IRETURN && countReturns(code) == 1 && countJumps(code) == 0) {
            return List.of(code.subList(0, size - 1));
        }
        // javac: ... ICONST_1, GOTO end, falseExit: ICONST_0, end: IRETURN
        // ecj:   ... ICONST_1, IRETURN, falseExit: ICONST_0, IRETURN
        boolean javac = size >= 5 && code.get(size - 3).getOpcode() == Opcodes.GOTO && countReturns(code) == 1;
        boolean ecj = size >= 5 && code.get(size - 3).getOpcode() == Opcodes.IRETURN && countReturns(code) == 2;
        if (!(javac || ecj) || code.get(size - 1).getOpcode() != Opcodes.IRETURN || code.get(size - 2).getOpcode() != Opcodes.ICONST_0
                || code.get(size - 4).getOpcode() != Opcodes.ICONST_1) {
            return null;
        }
        LabelNode falseExit = labelBefore(code.get(size - 2));
        List<List<AbstractInsnNode>> segments = new ArrayList<>();
        List<AbstractInsnNode> current = new ArrayList<>();
        for (int i = 0; i < size - 4; i++) {
            AbstractInsnNode n = code.get(i);
            current.add(n);
            if (n instanceof JumpInsnNode jump && n.getOpcode() != Opcodes.GOTO) {
                if (jump.label == falseExit) {
                    segments.add(current);
                    current = new ArrayList<>();
                } else {
                    return null;
                }
            } else if (n instanceof JumpInsnNode || n.getOpcode() == Opcodes.TABLESWITCH || n.getOpcode() == Opcodes.LOOKUPSWITCH) {
                return null;
            }
        }
        if (!current.isEmpty() || segments.isEmpty()) {
            return null;
        }
        return segments;
    }

    private Site site(MethodNode m, AbstractInsnNode first) {
        return new Site(declaringClass.get(m), m.name, m.desc, m.instructions.indexOf(first));
    }

    private static AbstractInsnNode firstReal(MethodNode m) {
        for (AbstractInsnNode n : m.instructions) {
            if (n.getOpcode() >= 0) {
                return n;
            }
        }
        return m.instructions.getFirst();
    }

    private static LabelNode labelBefore(AbstractInsnNode n) {
        for (AbstractInsnNode p = n.getPrevious(); p != null; p = p.getPrevious()) {
            if (p instanceof LabelNode l) {
                return l;
            }
            if (p.getOpcode() >= 0) {
                return null;
            }
        }
        return null;
    }

    private static int countReturns(List<AbstractInsnNode> code) {
        int n = 0;
        for (AbstractInsnNode i : code) {
            if (i.getOpcode() >= Opcodes.IRETURN && i.getOpcode() <= Opcodes.RETURN) {
                n++;
            }
        }
        return n;
    }

    private static int countJumps(List<AbstractInsnNode> code) {
        int n = 0;
        for (AbstractInsnNode i : code) {
            if (i instanceof JumpInsnNode) {
                n++;
            }
        }
        return n;
    }

    /** @return the call a segment consists of ({@code ALOAD 0; INVOKE m()Z; [IFEQ]}), or null */
    private static MethodInsnNode soleCall(List<AbstractInsnNode> segment) {
        MethodInsnNode call = null;
        for (AbstractInsnNode n : segment) {
            if (n instanceof MethodInsnNode mi) {
                if (call != null) {
                    return null;
                }
                call = mi;
            } else if (!(n instanceof VarInsnNode v && v.getOpcode() == Opcodes.ALOAD && v.var == 0) && !(n instanceof JumpInsnNode)) {
                return null;
            }
        }
        return call;
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

    private String hashMethod(String owner, String name, String desc, boolean virtual) {
        String key = (virtual ? "" : "special:") + owner + "." + name + desc;
        String known = methodHashes.get(key);
        if (known != null) {
            return known;
        }
        methodHashes.put(key, "cycle:" + alias(owner) + "." + name + alias(desc));
        MethodNode m = findMethod(owner, name, desc, virtual);
        String hash;
        if (m == null) {
            hash = digest("external:" + alias(owner) + "." + name + alias(desc));
        } else {
            List<AbstractInsnNode> code = new ArrayList<>();
            m.instructions.forEach(code::add);
            hash = hashInstructions(code);
        }
        methodHashes.put(key, hash);
        return hash;
    }

    private String hashInstructions(List<AbstractInsnNode> code) {
        StringBuilder sb = new StringBuilder();
        Map<LabelNode, Integer> labels = new HashMap<>();
        for (AbstractInsnNode n : code) {
            if (n instanceof LabelNode l) {
                labels.putIfAbsent(l, labels.size());
            }
        }
        for (AbstractInsnNode n : code) {
            if (n.getOpcode() < 0) {
                if (n instanceof LabelNode l) {
                    sb.append("L").append(labels.get(l)).append(';');
                }
                continue;
            }
            sb.append(n.getOpcode());
            if (n instanceof FieldInsnNode f) {
                sb.append(' ').append(alias(f.owner)).append('.').append(f.name).append(' ').append(alias(f.desc));
            } else if (n instanceof MethodInsnNode mi) {
                sb.append(' ').append(alias(mi.owner)).append('.').append(mi.name).append(alias(mi.desc));
                if (isSubject(mi.owner)) {
                    sb.append('{').append(hashMethod(mi.owner, mi.name, mi.desc, isVirtual(mi))).append('}');
                }
            } else if (n instanceof TypeInsnNode t) {
                sb.append(' ').append(alias(t.desc));
            } else if (n instanceof VarInsnNode v) {
                sb.append(' ').append(v.var);
            } else if (n instanceof IntInsnNode i) {
                sb.append(' ').append(i.operand);
            } else if (n instanceof LdcInsnNode ldc) {
                sb.append(' ').append(alias(String.valueOf(ldc.cst)));
            } else if (n instanceof IincInsnNode inc) {
                sb.append(' ').append(inc.var).append(' ').append(inc.incr);
            } else if (n instanceof JumpInsnNode j) {
                sb.append(" L").append(labels.getOrDefault(j.label, -1));
            } else if (!(n instanceof InsnNode)) {
                sb.append(' ').append(n.getClass().getSimpleName());
            }
            sb.append(';');
        }
        if (Boolean.getBoolean("smallscope.debugHash")) {
            System.err.println("HASH " + sb);
        }
        return digest(sb.toString());
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
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
