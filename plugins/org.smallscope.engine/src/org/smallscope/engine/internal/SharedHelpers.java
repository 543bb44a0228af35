package org.smallscope.engine.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.smallscope.engine.ClassFileSource;

/**
 * Finds a helper method that holds where a conjunct begins and is called more than once in the predicate's classes:
 * called from inside an earlier conjunct, its probe would count that conjunct as begun too early, so the conjunct
 * probes are refused for such predicates (said why). Only code reachable from repOk counts; calls are resolved as the
 * JVM would: special and static calls by their owner, virtual ones on the subject's hierarchy for the root object.
 */
final class SharedHelpers {

    private SharedHelpers() {
    }

    /** @return why the probes of {@code sites} cannot be trusted, or null when every helper holding one is called once */
    static String find(List<PredicateAnalyzer.Site> sites, String subjectRoot, ClassFileSource source, ClassLoader loader) {
        PredicateAnalyzer.Site root = sites.get(0);
        Set<String> helpers = new LinkedHashSet<>();
        for (PredicateAnalyzer.Site site : sites) {
            if (!(site.owner().equals(root.owner()) && site.method().equals(root.method()) && site.desc().equals("()Z"))) {
                helpers.add(site.owner() + "." + site.method() + site.desc());
            }
        }
        if (helpers.isEmpty()) {
            return null;
        }
        Set<String> classes = new LinkedHashSet<>();
        List<String> owners = new ArrayList<>(sites.stream().map(PredicateAnalyzer.Site::owner).toList());
        owners.add(subjectRoot);
        for (String owner : owners) {
            for (Class<?> c = load(owner, loader); c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
                classes.add(MonitoredFields.internalName(c));
            }
        }
        Map<String, MethodNode> methods = new HashMap<>();
        for (String owner : classes) {
            ClassNode node = node(source, owner);
            if (node != null) {
                node.methods.forEach(m -> methods.put(owner + "." + m.name + m.desc, m));
            }
        }
        // the calls of the code repOk can run, from repOk as the subject's root object dispatches it
        Map<String, List<String>> callers = new HashMap<>();
        String start = target(new MethodInsnNode(Opcodes.INVOKEVIRTUAL, subjectRoot, root.method(), "()Z", false), subjectRoot, loader);
        java.util.Deque<String> work = new java.util.ArrayDeque<>();
        Set<String> seen = new java.util.HashSet<>();
        if (start != null) {
            work.add(start);
            seen.add(start);
        }
        while (!work.isEmpty()) {
            String key = work.poll();
            MethodNode m = methods.get(key);
            if (m == null) {
                continue;
            }
            for (AbstractInsnNode n : m.instructions) {
                if (n instanceof MethodInsnNode call) {
                    String target = target(call, subjectRoot, loader);
                    if (target != null && helpers.contains(target)) {
                        callers.computeIfAbsent(target, k -> new ArrayList<>()).add(key.substring(0, key.indexOf('(')).replace('/', '.'));
                    }
                    if (target != null && seen.add(target)) {
                        work.add(target);
                    }
                }
            }
        }
        for (Map.Entry<String, List<String>> e : callers.entrySet()) {
            if (e.getValue().size() > 1) {
                return "helper " + e.getKey().replace('/', '.') + " holds where a conjunct begins and is called from " + e.getValue().size()
                        + " places (" + String.join(", ", e.getValue()) + "), so the conjunct probes cannot tell its conjuncts apart";
            }
        }
        return null;
    }

    /** @return {@code owner.name desc} of the method {@code call} runs (virtual calls on the subject's own hierarchy: for the root object), or null */
    private static String target(MethodInsnNode call, String subjectRoot, ClassLoader loader) {
        String start = call.getOpcode() == Opcodes.INVOKEVIRTUAL && isSubclass(subjectRoot, call.owner, loader) ? subjectRoot : call.owner;
        for (Class<?> c = load(start, loader); c != null; c = c.getSuperclass()) {
            for (java.lang.reflect.Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(call.name) && org.objectweb.asm.Type.getMethodDescriptor(m).equals(call.desc)) {
                    return MonitoredFields.internalName(c) + "." + call.name + call.desc;
                }
            }
        }
        return null;
    }

    private static boolean isSubclass(String sub, String sup, ClassLoader loader) {
        Class<?> a = load(sub, loader);
        Class<?> b = load(sup, loader);
        return a != null && b != null && b.isAssignableFrom(a);
    }

    /** @return the class of {@code internalName} as {@code loader} has it (not initialized), or null */
    static Class<?> load(String internalName, ClassLoader loader) {
        try {
            return Class.forName(internalName.replace('/', '.'), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    /** @return the class file of {@code owner} read without frames and debug information, or null when {@code source} has none */
    static ClassNode node(ClassFileSource source, String owner) {
        byte[] bytes = source.read(owner.replace('/', '.'));
        if (bytes == null) {
            return null;
        }
        ClassNode c = new ClassNode();
        new ClassReader(bytes).accept(c, ClassReader.SKIP_FRAMES | ClassReader.SKIP_DEBUG);
        return c;
    }
}
