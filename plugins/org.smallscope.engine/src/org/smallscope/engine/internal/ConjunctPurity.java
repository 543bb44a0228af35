package org.smallscope.engine.internal;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;
import org.smallscope.engine.ClassFileSource;

/**
 * Decides whether code of repOk's first conjuncts leaves nothing behind that a later conjunct, or the same conjuncts on a
 * later candidate, could see, so that a run may jump over those conjuncts where their fields did not change: the code and
 * everything it can call write no field or static (constructors of new objects aside), read no field but finitized ones,
 * final ones of immutable types and final statics, call no method holding a conjunct probe, and make no lambda.
 * JDK methods are taken to change only what they are handed, and then the subject's overrides of JDK methods (equals,
 * compareTo, ...), which the JDK may call back, are checked too. Korat's own contract (repOk deterministic and leaving
 * the candidate alone) is assumed, not checked.
 */
final class ConjunctPurity {

    private final ClassFileSource source;
    private final ClassLoader loader;
    private final MonitoredFields monitored;
    private Set<String> probed;
    private final Set<String> known = new LinkedHashSet<>();
    private final Map<String, ClassNode> nodes = new HashMap<>();
    private final Map<String, String> verdicts = new HashMap<>();
    private boolean callsJdk;

    /** @param classes internal names of the classes whose objects a candidate holds (the root and the object classes) */
    ConjunctPurity(ClassFileSource source, ClassLoader loader, MonitoredFields monitored, Iterable<String> classes) {
        this.source = source;
        this.loader = loader;
        this.monitored = monitored;
        classes.forEach(this::know);
    }

    /**
     * @param probed {@code owner.name desc} of the methods holding the probes the code must not reach (repOk's own, and
     *        those of the conjuncts it would jump to or past)
     * @return why the first {@code count} instructions of {@code m} (declared by {@code owner}) are not free of effects, or
     *         null when they are
     */
    String impurityOfStart(String owner, MethodNode m, int count, Set<String> probed) {
        List<AbstractInsnNode> code = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            code.add(m.instructions.get(i));
        }
        return impurityOfCode(owner, m, code, probed);
    }

    /**
     * @param code instructions of {@code m} (declared by {@code owner}), e.g. those of one conjunct
     * @param probed {@code owner.name desc} of the methods holding probes the code must not reach
     * @return why {@code code} is not free of effects, or null when it is
     */
    String impurityOfCode(String owner, MethodNode m, List<AbstractInsnNode> code, Set<String> probed) {
        this.probed = probed;
        int knownBefore;
        String why;
        do { // classes the code makes add possible receivers of its calls: again until none is new
            knownBefore = known.size();
            verdicts.clear();
            callsJdk = false;
            why = impurityOf(owner, m.name, code);
            if (why == null && callsJdk) {
                why = callbacks();
            }
        } while (why == null && known.size() > knownBefore);
        return why;
    }

    private String impurityOf(String owner, String method, List<AbstractInsnNode> code) {
        boolean constructor = method.equals("<init>");
        for (AbstractInsnNode n : code) {
            String why = switch (n.getOpcode()) {
                case Opcodes.PUTFIELD -> constructor ? null : "writes field " + name((FieldInsnNode) n);
                case Opcodes.PUTSTATIC -> "writes static field " + name((FieldInsnNode) n);
                case Opcodes.GETFIELD -> readable((FieldInsnNode) n, false);
                case Opcodes.GETSTATIC -> readable((FieldInsnNode) n, true);
                case Opcodes.INVOKEDYNAMIC -> ((InvokeDynamicInsnNode) n).bsm.getOwner().equals("java/lang/invoke/StringConcatFactory") ? null
                        : "makes a lambda or another dynamic call site";
                case Opcodes.NEW -> {
                    know(((TypeInsnNode) n).desc);
                    yield null;
                }
                case Opcodes.INVOKEVIRTUAL, Opcodes.INVOKEINTERFACE, Opcodes.INVOKESPECIAL, Opcodes.INVOKESTATIC -> call((MethodInsnNode) n);
                default -> null;
            };
            if (why != null) {
                String here = owner.replace('/', '.') + "." + method;
                // the innermost method first: "writes field C.f (in C.count, called from C.repOk)"
                return why.endsWith(")") && why.contains(" (in ") ? why.substring(0, why.length() - 1) + ", called from " + here + ")"
                        : why + " (in " + here + ")";
            }
        }
        return null;
    }

    private String call(MethodInsnNode call) {
        if (isJdk(call.owner)) {
            callsJdk = true;
            return null;
        }
        List<String> starts = new ArrayList<>();
        starts.add(call.owner);
        if (call.getOpcode() == Opcodes.INVOKEVIRTUAL || call.getOpcode() == Opcodes.INVOKEINTERFACE) {
            Class<?> declared = load(call.owner);
            for (String k : List.copyOf(known)) {
                Class<?> c = load(k);
                if (declared == null || c == null || declared.isAssignableFrom(c)) {
                    starts.add(k);
                }
            }
        }
        for (String start : starts) {
            String why = resolved(start, call.name, call.desc, call.getOpcode() == Opcodes.INVOKESTATIC);
            if (why != null) {
                return why;
            }
        }
        return null;
    }

    /**
     * Checks the method that {@code name desc} resolves to from class {@code start} up, and the default methods of that
     * name in its interfaces (the JDK's: taken as pure).
     */
    private String resolved(String start, String name, String desc, boolean isStatic) {
        Deque<String> interfaces = new ArrayDeque<>();
        for (String c = start; c != null; ) {
            if (isJdk(c)) {
                callsJdk = true;
                break;
            }
            ClassNode node = node(c);
            if (node == null) {
                return "calls " + c.replace('/', '.') + "." + name + ", whose class file cannot be read";
            }
            for (MethodNode m : node.methods) {
                if (m.name.equals(name) && m.desc.equals(desc) && (m.access & Opcodes.ACC_ABSTRACT) == 0) {
                    return method(c, m);
                }
            }
            interfaces.addAll(node.interfaces);
            c = node.superName;
        }
        while (!isStatic && !interfaces.isEmpty()) {
            String i = interfaces.poll();
            ClassNode node = isJdk(i) ? null : node(i);
            if (node == null) {
                callsJdk |= isJdk(i);
                continue;
            }
            for (MethodNode m : node.methods) {
                if (m.name.equals(name) && m.desc.equals(desc) && (m.access & Opcodes.ACC_ABSTRACT) == 0) {
                    String why = method(i, m);
                    if (why != null) {
                        return why;
                    }
                }
            }
            interfaces.addAll(node.interfaces);
        }
        return null;
    }

    private String method(String owner, MethodNode m) {
        String key = owner + "." + m.name + m.desc;
        if (probed.contains(key)) {
            return "calls " + owner.replace('/', '.') + "." + m.name + ", which holds a conjunct's start";
        }
        if (verdicts.containsKey(key)) {
            return verdicts.get(key);
        }
        if ((m.access & Opcodes.ACC_NATIVE) != 0) {
            verdicts.put(key, "calls native method " + owner.replace('/', '.') + "." + m.name);
            return verdicts.get(key);
        }
        verdicts.put(key, null); // a call back into a method being checked adds nothing to check
        List<AbstractInsnNode> code = new ArrayList<>();
        m.instructions.forEach(code::add);
        String why = impurityOf(owner, m.name, code);
        verdicts.put(key, why);
        return why;
    }

    /** @return why a subject method the JDK may call back (an override of a JDK type's method) is not free of effects, or null */
    private String callbacks() {
        for (String k : List.copyOf(known)) {
            Class<?> c = load(k);
            ClassNode node = node(k);
            if (c == null || node == null) {
                continue;
            }
            for (MethodNode m : node.methods) {
                if ((m.access & (Opcodes.ACC_STATIC | Opcodes.ACC_PRIVATE)) == 0 && !m.name.startsWith("<") && overridesJdk(c, m)) {
                    String why = method(k, m);
                    if (why != null) {
                        return why;
                    }
                }
            }
        }
        return null;
    }

    private static boolean overridesJdk(Class<?> c, MethodNode m) {
        Deque<Class<?>> types = new ArrayDeque<>();
        types.add(c);
        while (!types.isEmpty()) {
            Class<?> t = types.poll();
            if (t.getName().startsWith("java.") || t.getName().startsWith("javax.")) {
                for (Method jm : t.getDeclaredMethods()) {
                    if (jm.getName().equals(m.name) && Type.getMethodDescriptor(jm).equals(m.desc) && !Modifier.isStatic(jm.getModifiers())) {
                        return true;
                    }
                }
            }
            if (t.getSuperclass() != null) {
                types.add(t.getSuperclass());
            }
            types.addAll(List.of(t.getInterfaces()));
        }
        return false;
    }

    /** @return null when reading {@code f} is allowed: a finitized field, or a final one of an immutable type or declared by the JDK */
    private String readable(FieldInsnNode f, boolean isStatic) {
        if (!isStatic && monitored.resolve(f.owner, f.name).isPresent()) {
            return null;
        }
        java.lang.reflect.Field field = field(f.owner, f.name);
        if (field != null && Modifier.isFinal(field.getModifiers())
                && (immutable(field.getType()) || isStatic && isJdk(MonitoredFields.internalName(field.getDeclaringClass())))) {
            return null;
        }
        return "reads " + (isStatic ? "static field " : "field ") + name(f) + ", which is neither finitized nor final of an immutable type";
    }

    private static boolean immutable(Class<?> type) {
        return type.isPrimitive() || type == String.class || type.isEnum() || type == Integer.class || type == Long.class || type == Short.class
                || type == Byte.class || type == Character.class || type == Boolean.class || type == Double.class || type == Float.class;
    }

    private java.lang.reflect.Field field(String owner, String name) {
        for (Class<?> c = load(owner); c != null; c = c.getSuperclass()) {
            for (java.lang.reflect.Field f : c.getDeclaredFields()) {
                if (f.getName().equals(name)) {
                    return f;
                }
            }
        }
        return null;
    }

    private void know(String internalName) {
        if (internalName.startsWith("[") || isJdk(internalName)) {
            return;
        }
        for (Class<?> c = load(internalName); c != null && !isJdk(MonitoredFields.internalName(c)); c = c.getSuperclass()) {
            known.add(MonitoredFields.internalName(c));
        }
    }

    private static boolean isJdk(String internalName) {
        return internalName.startsWith("java/") || internalName.startsWith("javax/") || internalName.startsWith("jdk/") || internalName.startsWith("sun/");
    }

    private static String name(FieldInsnNode f) {
        return f.owner.replace('/', '.') + "." + f.name;
    }

    private ClassNode node(String owner) {
        if (!nodes.containsKey(owner)) {
            nodes.put(owner, SharedHelpers.node(source, owner));
        }
        return nodes.get(owner);
    }

    private Class<?> load(String internalName) {
        return SharedHelpers.load(internalName, loader);
    }
}
