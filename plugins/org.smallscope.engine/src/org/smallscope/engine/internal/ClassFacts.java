package org.smallscope.engine.internal;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.smallscope.engine.ClassFileSource;

/**
 * What a subject's class files say about each class beyond its methods' code: its shape (supertypes and declared
 * methods), the static fields a method reads and the methods a class's code names.
 */
public final class ClassFacts {

    /**
     * What decides dispatch into a class and the constants it holds.
     *
     * @param superName internal name of the superclass, or null
     * @param interfaces internal names of the direct interfaces
     * @param methods declared methods as {@code name desc}
     */
    public record Shape(String superName, List<String> interfaces, List<String> methods) {
    }

    private final ClassFileSource source;
    private final Map<String, ClassNode> classes = new HashMap<>();

    /** @param source where the class files are read */
    public ClassFacts(ClassFileSource source) {
        this.source = source;
    }

    /**
     * @return whether {@code method} is a lambda's body (a synthetic {@code lambda$...} method): its code counts in the
     *         fingerprint of the method that creates the lambda, since lambda names shift when lambdas are added
     */
    public static boolean isLambdaBody(String method) {
        return method.startsWith("lambda$");
    }

    /** @return the shape of class {@code owner}, or null when its class file is not there */
    public synchronized Shape shape(String owner) {
        ClassNode c = node(owner);
        if (c == null) {
            return null;
        }
        List<String> methods = c.methods.stream().map(m -> m.name + " " + m.desc).sorted().toList();
        return new Shape(c.superName, List.copyOf(c.interfaces), methods);
    }

    /** @return the names of the static fields that {@code owner.name desc} reads ({@code GETSTATIC}) */
    public synchronized java.util.Set<String> staticsRead(String owner, String name, String desc) {
        MethodNode m = method(owner, name, desc);
        java.util.Set<String> out = new java.util.TreeSet<>();
        if (m != null) {
            for (AbstractInsnNode n : m.instructions) {
                if (n instanceof FieldInsnNode f && f.getOpcode() == Opcodes.GETSTATIC) {
                    out.add(f.name);
                }
            }
        }
        return out;
    }

    /** @return the instance fields that {@code owner.name desc} assigns ({@code PUTFIELD}), as {@code owner field} (internal owner names) */
    public synchronized java.util.Set<String> instanceFieldsWritten(String owner, String name, String desc) {
        return fieldInstructions(owner, name, desc, Opcodes.PUTFIELD);
    }

    /** @return the methods that {@code owner.name desc} calls, as {@code owner name desc} (internal owner names), in code order */
    public synchronized java.util.Set<String> calls(String owner, String name, String desc) {
        MethodNode m = method(owner, name, desc);
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        if (m != null) {
            for (AbstractInsnNode n : m.instructions) {
                if (n instanceof org.objectweb.asm.tree.MethodInsnNode call) {
                    out.add(call.owner + " " + call.name + " " + call.desc);
                }
            }
        }
        return out;
    }

    /** @return the instance fields that {@code owner.name desc} reads ({@code GETFIELD}), as {@code owner field} (internal owner names) */
    public synchronized java.util.Set<String> instanceFieldsRead(String owner, String name, String desc) {
        return fieldInstructions(owner, name, desc, Opcodes.GETFIELD);
    }

    private java.util.Set<String> fieldInstructions(String owner, String name, String desc, int opcode) {
        MethodNode m = method(owner, name, desc);
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        if (m != null) {
            for (AbstractInsnNode n : m.instructions) {
                if (n instanceof FieldInsnNode f && f.getOpcode() == opcode) {
                    out.add(f.owner + " " + f.name);
                }
            }
        }
        return out;
    }

    /**
     * @return whether {@code owner.name desc}, or a method of the subject's classes it calls (transitively, by the
     *         owner the call names), makes lambdas or other call sites bound at run time ({@code invokedynamic})
     */
    public synchronized boolean bindsCallSites(String owner, String name, String desc) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<String[]> todo = new java.util.ArrayList<>();
        todo.add(new String[] {owner, name, desc});
        while (!todo.isEmpty()) {
            String[] at = todo.remove(todo.size() - 1);
            MethodNode m = method(at[0], at[1], at[2]);
            if (m == null || !seen.add(at[0] + " " + at[1] + at[2])) {
                continue;
            }
            for (AbstractInsnNode n : m.instructions) {
                if (n instanceof InvokeDynamicInsnNode) {
                    return true;
                }
                if (n instanceof MethodInsnNode mi && !isJdk(mi.owner) && node(mi.owner) != null) {
                    todo.add(new String[] {mi.owner, mi.name, mi.desc});
                }
            }
        }
        return false;
    }

    /** @return the classes (internal names) whose objects code of class {@code owner} creates ({@code NEW}) */
    public synchronized java.util.Set<String> instantiated(String owner) {
        java.util.Set<String> out = new java.util.HashSet<>();
        ClassNode c = node(owner);
        if (c != null) {
            for (MethodNode m : c.methods) {
                for (AbstractInsnNode n : m.instructions) {
                    if (n.getOpcode() == Opcodes.NEW) {
                        out.add(((org.objectweb.asm.tree.TypeInsnNode) n).desc);
                    }
                }
            }
        }
        return out;
    }

    /** @return every method that code of class {@code owner} calls or names in a method handle, as {@code name desc} */
    public synchronized java.util.Set<String> references(String owner) {
        java.util.Set<String> out = new java.util.HashSet<>();
        ClassNode c = node(owner);
        if (c == null) {
            return out;
        }
        for (MethodNode m : c.methods) {
            for (AbstractInsnNode n : m.instructions) {
                if (n instanceof MethodInsnNode mi) {
                    out.add(mi.name + " " + mi.desc);
                } else if (n instanceof InvokeDynamicInsnNode indy) {
                    for (Object arg : indy.bsmArgs) {
                        if (arg instanceof Handle h) {
                            out.add(h.getName() + " " + h.getDesc());
                        }
                    }
                }
            }
        }
        return out;
    }

    /** @return the method {@code name desc} declared by {@code owner}, or null */
    private MethodNode method(String owner, String name, String desc) {
        ClassNode c = node(owner);
        if (c == null) {
            return null;
        }
        return c.methods.stream().filter(m -> m.name.equals(name) && m.desc.equals(desc)).findFirst().orElse(null);
    }

    private static boolean isJdk(String owner) {
        return owner.startsWith("java/") || owner.startsWith("javax/") || owner.startsWith("jdk/") || owner.startsWith("sun/");
    }

    private ClassNode node(String owner) {
        return classes.computeIfAbsent(owner, n -> {
            byte[] bytes = source.read(n.replace('/', '.'));
            if (bytes == null) {
                return null;
            }
            ClassNode c = new ClassNode();
            new ClassReader(bytes).accept(c, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
            return c;
        });
    }
}
