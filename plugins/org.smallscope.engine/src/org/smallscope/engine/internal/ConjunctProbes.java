package org.smallscope.engine.internal;

import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.Map;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.JumpInsnNode;
import org.objectweb.asm.tree.LookupSwitchInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TableSwitchInsnNode;
import org.objectweb.asm.tree.TryCatchBlockNode;
import org.smallscope.engine.ClassFileSource;

/**
 * Where the subject's classes get a conjunct probe (a call of {@code AccessRecorder.conjunct(recorder, j)} at the site
 * where conjunct {@code j} of repOk begins), or why they get none: the plan {@link SubjectTransformer} follows, so that
 * the search learns which conjunct rejected each candidate and how high the access stack was when each one began.
 */
public final class ConjunctProbes {

    /**
     * One probe: before the {@code ordinal}-th real instruction (labels, lines and frames do not count) of a method;
     * {@code jumpTarget}: repOk's start may jump there ({@link #jumpable}).
     */
    record Probe(int ordinal, int conjunct, boolean jumpTarget) {
    }

    private final Map<String, List<Probe>> byMethod;
    private final Map<String, String> carrierOf;
    private final int conjuncts;
    private final String refusal;
    /** {@code notJumpable[j]}: why repOk's start cannot jump to conjunct {@code j} (null for the first and for those it can). */
    private final String[] notJumpable;
    /** {@code impure[j]}: why conjunct {@code j}'s own code may leave something behind (null when it leaves nothing, or is not jumpable). */
    private final String[] impure;

    private ConjunctProbes(Map<String, List<Probe>> byMethod, Map<String, String> carrierOf, int conjuncts, String refusal, String[] notJumpable,
            String[] impure) {
        this.byMethod = byMethod;
        this.carrierOf = carrierOf;
        this.conjuncts = conjuncts;
        this.refusal = refusal;
        this.notJumpable = notJumpable;
        this.impure = impure;
    }

    /** No probes, for {@code reason}. */
    public static ConjunctProbes none(String reason) {
        return new ConjunctProbes(Map.of(), Map.of(), 0, reason, new String[0], new String[0]);
    }

    /**
     * @param sites where each conjunct begins ({@link PredicateAnalyzer#sites}), in conjunct order
     * @param source the subject's plain class files
     * @param loader loads the plain classes (to find static methods and the class carrying the recorder field)
     * @param monitored the finitized fields (their carriers hold the recorder)
     * @param subjectRoot internal name of the subject class (the object repOk runs on)
     * @param repOkOwner internal name of the class declaring repOk; @param repOkName its name
     * @param objectClasses internal names of the classes of the candidate's objects (whose methods calls may reach)
     */
    public static ConjunctProbes plan(List<PredicateAnalyzer.Site> sites, ClassFileSource source, ClassLoader loader, MonitoredFields monitored,
            String subjectRoot, String repOkOwner, String repOkName, List<String> objectClasses) {
        if (sites.size() < 2) {
            return none("repOk is a single conjunct");
        }
        List<String> classes = new java.util.ArrayList<>(objectClasses);
        classes.add(subjectRoot);
        ConjunctPurity purity = new ConjunctPurity(source, loader, monitored, classes);
        Map<String, List<Probe>> byMethod = new HashMap<>();
        Map<String, String> carrierOf = new HashMap<>();
        String[] notJumpable = new String[sites.size()];
        String[] impure = new String[sites.size()];
        for (int j = 0; j < sites.size(); j++) {
            PredicateAnalyzer.Site site = sites.get(j);
            String where = site.owner().replace('/', '.') + "." + site.method();
            Class<?> owner;
            try {
                owner = Class.forName(site.owner().replace('/', '.'), false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                return none("the class of conjunct " + (j + 1) + " (" + where + ") cannot be loaded: " + e);
            }
            String carrier = monitored.carrierOf(owner);
            if (carrier == null) {
                return none("conjunct " + (j + 1) + " begins in " + where + ", a class without finitized fields");
            }
            MethodNode m = method(source, site);
            if (m == null || (m.access & Modifier.STATIC) != 0) {
                return none("conjunct " + (j + 1) + " begins in " + where + (m == null ? ", which was not found" : ", a static method"));
            }
            int ordinal = 0;
            for (int i = 0; i < site.instruction(); i++) {
                if (m.instructions.get(i).getOpcode() >= 0) {
                    ordinal++;
                }
            }
            String key = key(site.owner(), site.method(), site.desc());
            if (j > 0) {
                notJumpable[j] = notWithin(m, site, sites.get(0), repOkOwner, repOkName);
                if (notJumpable[j] == null) {
                    String impurity = purity.impurityOfStart(site.owner(), m, site.instruction(), probedFrom(sites, j));
                    notJumpable[j] = impurity == null ? null : "the code jumped over " + impurity;
                }
                if (notJumpable[j] == null) {
                    String why = purity.impurityOfCode(site.owner(), m, codeOf(m, site, j + 1 < sites.size() ? sites.get(j + 1) : null),
                            probedFrom(sites, 0));
                    impure[j] = why == null ? null : "its code " + why;
                }
            }
            byMethod.computeIfAbsent(key, k -> new java.util.ArrayList<>()).add(new Probe(ordinal, j, j > 0 && notJumpable[j] == null));
            carrierOf.put(site.owner(), carrier);
        }
        String shared = SharedHelpers.find(sites, subjectRoot, source, loader);
        if (shared != null) {
            return none(shared);
        }
        return new ConjunctProbes(byMethod, carrierOf, sites.size(), null, notJumpable, impure);
    }

    /**
     * @return the instructions of {@code m} that the conjunct beginning at {@code site} may run: those reachable from its
     *         start (jumps, switches, the handlers of the try blocks it runs in) without reaching {@code next}, the next
     *         conjunct's site when it lies in the same method (null: none), in order
     */
    static List<AbstractInsnNode> codeOf(MethodNode m, PredicateAnalyzer.Site site, PredicateAnalyzer.Site next) {
        InsnList insns = m.instructions;
        int stop = next != null && next.owner().equals(site.owner()) && next.method().equals(site.method()) && next.desc().equals(site.desc())
                ? next.instruction() : -1;
        boolean[] seen = new boolean[insns.size()];
        Deque<Integer> todo = new ArrayDeque<>();
        todo.push(site.instruction());
        while (!todo.isEmpty()) {
            int i = todo.pop();
            if (i < 0 || i >= seen.length || i == stop || seen[i]) {
                continue;
            }
            seen[i] = true;
            AbstractInsnNode n = insns.get(i);
            for (TryCatchBlockNode t : m.tryCatchBlocks) {
                if (insns.indexOf(t.start) <= i && i < insns.indexOf(t.end)) {
                    todo.push(insns.indexOf(t.handler));
                }
            }
            int op = n.getOpcode();
            if (n instanceof JumpInsnNode jump) {
                todo.push(insns.indexOf(jump.label));
            } else if (n instanceof TableSwitchInsnNode sw) {
                todo.push(insns.indexOf(sw.dflt));
                sw.labels.forEach(l -> todo.push(insns.indexOf(l)));
            } else if (n instanceof LookupSwitchInsnNode sw) {
                todo.push(insns.indexOf(sw.dflt));
                sw.labels.forEach(l -> todo.push(insns.indexOf(l)));
            }
            boolean falls = !(n instanceof TableSwitchInsnNode || n instanceof LookupSwitchInsnNode) && op != Opcodes.GOTO && op != Opcodes.RET
                    && op != Opcodes.ATHROW && (op < Opcodes.IRETURN || op > Opcodes.RETURN);
            if (falls) {
                todo.push(i + 1);
            }
        }
        List<AbstractInsnNode> code = new ArrayList<>();
        for (int i = 0; i < seen.length; i++) {
            if (seen[i]) {
                code.add(insns.get(i));
            }
        }
        return code;
    }

    /**
     * @return the methods the code before conjunct {@code j} must not reach: repOk's (the first site's), and those holding
     *         the sites of conjuncts {@code j} on (a helper holding an earlier one is called once, by its own conjunct:
     *         {@link SharedHelpers})
     */
    private static Set<String> probedFrom(List<PredicateAnalyzer.Site> sites, int j) {
        Set<String> probed = new HashSet<>();
        probed.add(key(sites.get(0).owner(), sites.get(0).method(), sites.get(0).desc()));
        for (PredicateAnalyzer.Site s : sites.subList(j, sites.size())) {
            probed.add(key(s.owner(), s.method(), s.desc()));
        }
        return probed;
    }

    /**
     * @return why repOk's start cannot jump straight to {@code site}, or null when it can: it and the first conjunct's site
     *         lie in repOk itself, which has no local variable but {@code this} (so every frame after the jump holds what the
     *         jump brings) and reads no array (its frames are then not rewritten)
     */
    private static String notWithin(MethodNode m, PredicateAnalyzer.Site site, PredicateAnalyzer.Site first, String repOkOwner, String repOkName) {
        boolean inRepOk = site.owner().equals(repOkOwner) && site.method().equals(repOkName) && site.desc().equals("()Z");
        boolean firstToo = first.owner().equals(site.owner()) && first.method().equals(site.method()) && first.desc().equals(site.desc());
        if (!inRepOk) {
            return "the conjunct begins inside " + site.owner().replace('/', '.') + "." + site.method() + ", not in repOk itself";
        }
        if (!firstToo) {
            return "the first conjunct begins outside repOk";
        }
        if (m.maxLocals != 1) {
            return "repOk has local variables";
        }
        for (org.objectweb.asm.tree.AbstractInsnNode i : m.instructions) {
            int op = i.getOpcode();
            if (op >= org.objectweb.asm.Opcodes.IALOAD && op <= org.objectweb.asm.Opcodes.SALOAD
                    || op >= org.objectweb.asm.Opcodes.IASTORE && op <= org.objectweb.asm.Opcodes.SASTORE || op == org.objectweb.asm.Opcodes.ARRAYLENGTH) {
                return "repOk itself reads or writes an array";
            }
        }
        return null;
    }

    private static MethodNode method(ClassFileSource source, PredicateAnalyzer.Site site) {
        byte[] bytes = source.read(site.owner().replace('/', '.'));
        if (bytes == null) {
            return null;
        }
        ClassNode c = new ClassNode();
        new ClassReader(bytes).accept(c, ClassReader.SKIP_FRAMES);
        return c.methods.stream().filter(m -> m.name.equals(site.method()) && m.desc.equals(site.desc())).findFirst().orElse(null);
    }

    static String key(String owner, String method, String desc) {
        return owner + "." + method + desc;
    }

    /** @return the probes of one method, or an empty list */
    List<Probe> in(String owner, String method, String desc) {
        return byMethod.getOrDefault(key(owner, method, desc), List.of());
    }

    /** @return the class declaring the recorder field that {@code owner}'s probes read */
    String carrierOf(String owner) {
        return carrierOf.get(owner);
    }

    /** @return how many conjuncts are probed (0 when none are) */
    public int conjuncts() {
        return conjuncts;
    }

    /**
     * @return whether repOk's start can jump to conjunct {@code j} (0-based), jumping over the ones before: their code lies
     *         in repOk itself and leaves nothing behind ({@link ConjunctPurity})
     */
    public boolean jumpable(int j) {
        return j > 0 && j < notJumpable.length && notJumpable[j] == null;
    }

    /** @return why repOk's start cannot jump to conjunct {@code j} (0-based, at least 1) of the probed ones, or null when it can */
    public String notJumpable(int j) {
        return j > 0 && j < notJumpable.length ? notJumpable[j] : null;
    }

    /**
     * @return why conjunct {@code j} (0-based, at least 1) should not be run alone by a look-ahead probe although repOk can
     *         jump to it: its own code (up to the next conjunct's start) may write a field, or read one a run may have left
     *         behind ({@link ConjunctPurity}); null when it leaves nothing behind or is not jumpable
     */
    public String impure(int j) {
        return j > 0 && j < impure.length ? impure[j] : null;
    }

    /** @return whether some conjunct of repOk can be jumped to (its start then asks {@code AccessRecorder.skipTo}) */
    boolean jumps() {
        for (int j = 1; j < notJumpable.length; j++) {
            if (notJumpable[j] == null) {
                return true;
            }
        }
        return false;
    }

    /** @return why there are no probes, or null */
    public String refusal() {
        return refusal;
    }
}
