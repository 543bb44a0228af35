package org.smallscope.engine.udita;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldInsnNode;
import org.objectweb.asm.tree.InsnList;
import org.objectweb.asm.tree.InsnNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.TypeInsnNode;

import org.smallscope.engine.internal.MonitoredFields;

/**
 * Rewrites a generator's classes for delayed choice: a choice stored straight into a field or array element
 * ({@code x.f = getInt(lo, hi)}, {@code getBoolean()}, {@code pool.getAny()}/{@code getNew()} with their cast; and the
 * same into {@code a[i]}) becomes a call that stores a suspension instead, and every read of an int, boolean or
 * reference field and every load of such an array element first calls the hook that forces a suspension there.
 * Copies through locals are not tracked: a choice assigned to a local is made at once.
 */
final class DelayedTransformer {

    private static final String CHOICES = "org/smallscope/api/udita/Choices";
    private static final String POOL = "org/smallscope/api/udita/ObjectPool";
    private static final String HOOKS = "org/smallscope/engine/runtime/DelayedHooks";
    private static final String POOL_DESC = "L" + POOL + ";";

    private DelayedTransformer() {
    }

    /** @return the class file rewritten for delayed choice */
    static byte[] transform(byte[] classFile) {
        ClassNode node = new ClassNode();
        new ClassReader(classFile).accept(node, 0);
        for (MethodNode m : node.methods) {
            if (m.instructions.size() > 0) {
                rewrite(m.instructions);
            }
        }
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS);
        node.accept(writer);
        return writer.toByteArray();
    }

    private static void rewrite(InsnList code) {
        for (AbstractInsnNode insn = code.getFirst(); insn != null; insn = insn.getNext()) {
            if (insn instanceof MethodInsnNode call && isChoice(call)) {
                insn = suspendStore(code, call);
            } else if (insn.getOpcode() == Opcodes.GETFIELD && insn instanceof FieldInsnNode f && suspendable(f.desc) && !f.name.startsWith(MonitoredFields.ENGINE_PREFIX)) {
                InsnList before = new InsnList();
                before.add(new InsnNode(Opcodes.DUP));
                before.add(new LdcInsnNode(f.owner + "." + f.name));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, HOOKS, "readField", "(Ljava/lang/Object;Ljava/lang/String;)V", false));
                code.insertBefore(insn, before);
            } else if (insn.getOpcode() == Opcodes.IALOAD || insn.getOpcode() == Opcodes.BALOAD || insn.getOpcode() == Opcodes.AALOAD) {
                InsnList before = new InsnList();
                before.add(new InsnNode(Opcodes.DUP2));
                before.add(new MethodInsnNode(Opcodes.INVOKESTATIC, HOOKS, "readElement", "(Ljava/lang/Object;I)V", false));
                code.insertBefore(insn, before);
            }
        }
    }

    private static boolean isChoice(MethodInsnNode call) {
        return call.getOpcode() == Opcodes.INVOKESTATIC && call.owner.equals(CHOICES)
                && (call.name.equals("getInt") && call.desc.equals("(II)I") || call.name.equals("getBoolean") && call.desc.equals("()Z"))
                || call.getOpcode() == Opcodes.INVOKEVIRTUAL && call.owner.equals(POOL) && (call.name.equals("getAny") || call.name.equals("getNew"))
                        && call.desc.equals("()Ljava/lang/Object;");
    }

    private static boolean suspendable(String desc) {
        return desc.equals("I") || desc.equals("Z") || desc.startsWith("L") || desc.startsWith("[");
    }

    /** @return the last instruction of the rewritten store (or {@code call} itself when no store follows it directly) */
    private static AbstractInsnNode suspendStore(InsnList code, MethodInsnNode call) {
        boolean pool = call.owner.equals(POOL);
        AbstractInsnNode next = call.getNext();
        AbstractInsnNode cast = null;
        if (pool && next instanceof TypeInsnNode t && t.getOpcode() == Opcodes.CHECKCAST) {
            cast = next;
            next = next.getNext();
        }
        if (next == null) {
            return call;
        }
        MethodInsnNode hook = null;
        InsnList args = new InsnList();
        if (next instanceof FieldInsnNode f && f.getOpcode() == Opcodes.PUTFIELD && matches(call, f.desc)) {
            args.add(new LdcInsnNode(f.owner + "." + f.name));
            if (pool) {
                args.add(new InsnNode(call.name.equals("getNew") ? Opcodes.ICONST_1 : Opcodes.ICONST_0));
                hook = hook("putPool", "(Ljava/lang/Object;" + POOL_DESC + "Ljava/lang/String;Z)V");
            } else {
                hook = call.name.equals("getInt") ? hook("putInt", "(Ljava/lang/Object;IILjava/lang/String;)V")
                        : hook("putBoolean", "(Ljava/lang/Object;Ljava/lang/String;)V");
            }
        } else if (next.getOpcode() == Opcodes.IASTORE && call.name.equals("getInt")) {
            hook = hook("storeInt", "(Ljava/lang/Object;III)V");
        } else if (next.getOpcode() == Opcodes.BASTORE && call.name.equals("getBoolean")) {
            hook = hook("storeBoolean", "(Ljava/lang/Object;I)V");
        } else if (next.getOpcode() == Opcodes.AASTORE && pool) {
            args.add(new InsnNode(call.name.equals("getNew") ? Opcodes.ICONST_1 : Opcodes.ICONST_0));
            hook = hook("storePool", "(Ljava/lang/Object;I" + POOL_DESC + "Z)V");
        }
        if (hook == null) {
            return call;
        }
        args.add(hook);
        code.insert(next, args);
        code.remove(call);
        if (cast != null) {
            code.remove(cast);
        }
        code.remove(next);
        return hook;
    }

    private static boolean matches(MethodInsnNode call, String fieldDesc) {
        return switch (call.name) {
            case "getInt" -> fieldDesc.equals("I");
            case "getBoolean" -> fieldDesc.equals("Z");
            default -> fieldDesc.startsWith("L");
        };
    }

    private static MethodInsnNode hook(String name, String desc) {
        return new MethodInsnNode(Opcodes.INVOKESTATIC, HOOKS, name, desc, false);
    }
}
