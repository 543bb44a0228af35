package org.smallscope.engine.internal;

import java.util.Set;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Checks a method's instructions that repOk's contract forbids while a candidate's repOk runs, by calling the hooks of
 * {@code RepOkWatch} before them with what they touch and where (method and line): a write to a field the finitization
 * bounds, in a class whose objects can be a candidate's (the object's marker field says whether it is one), a write to a
 * static field (not in a class initializer), and reads by reflection ({@code Field.get}, {@code Array.get}, {@code VarHandle} and
 * {@code Unsafe} reads, the making of getter handles). Array stores are checked by {@link ArrayReadReporter}. A
 * constructor's writes before it calls its superclass's constructor are not checked: they write the new object, which
 * nothing else can see yet. A field the finitization leaves unbound is not part of the candidate: repOk may keep scratch
 * state in it (the conjunct jumps and the warnings about unbound reads know such writes), but its writes and reads are
 * reported too, so that a read of state repOk left there on an earlier candidate is refused.
 */
final class RepOkChecks extends MethodVisitor {

    static final String WATCH = "org/smallscope/engine/runtime/RepOkWatch";
    static final String WATCH_TYPE = "L" + WATCH + ";";
    private static final String STRING = "Ljava/lang/String;";
    private static final Set<String> FIELD_GETTERS = Set.of("get", "getBoolean", "getByte", "getChar", "getShort", "getInt", "getLong",
            "getFloat", "getDouble");
    private static final Set<String> HANDLE_MAKERS = Set.of("findGetter", "unreflectGetter", "findVarHandle", "unreflectVarHandle");

    /** Where an instruction is: its class, method and source file; {@link #at} adds the line. */
    record Site(String owner, String method, String source) {

        /** @return {@code Cache.counted (Cache.java:27)}, or {@code Cache.counted} without a line */
        String at(int line) {
            String m = shortName(owner) + "." + method;
            return line <= 0 ? m : m + " (" + (source == null ? shortName(owner) : source) + ":" + line + ")";
        }
    }

    private final Site site;
    private final CandidateClasses candidates;
    private final MonitoredFields bounded;
    private final boolean initializer;
    private int line;
    /** In a constructor, until it calls its superclass's (or another own) constructor: the object is not initialized yet. */
    private boolean prologue;
    private int pendingNews;

    /** @param bounded the fields the finitization bounds: only writes to them are candidate writes */
    RepOkChecks(int api, MethodVisitor next, Site site, CandidateClasses candidates, MonitoredFields bounded) {
        super(api, next);
        this.site = site;
        this.candidates = candidates;
        this.bounded = bounded;
        this.initializer = site.method().equals("<clinit>");
        this.prologue = site.method().equals("<init>");
    }

    /** @return {@code Entry} for {@code demo/Cache$Entry}; a nested class named by a number keeps its outer names ({@code Cache$1}) */
    static String shortName(String internalName) {
        String s = internalName.substring(internalName.lastIndexOf('/') + 1);
        String inner = s.substring(s.lastIndexOf('$') + 1);
        return inner.isEmpty() || Character.isDigit(inner.charAt(0)) ? s : inner;
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        this.line = line;
        super.visitLineNumber(line, start);
    }

    @Override
    public void visitTypeInsn(int opcode, String type) {
        if (prologue && opcode == Opcodes.NEW) {
            pendingNews++;
        }
        super.visitTypeInsn(opcode, type);
    }

    @Override
    public void visitFieldInsn(int opcode, String owner, String name, String descriptor) {
        if (!name.startsWith(MonitoredFields.ENGINE_PREFIX)) {
            if (opcode == Opcodes.PUTFIELD && !prologue && candidates.marks(owner) && bounded.resolve(owner, name).isPresent()) {
                checkFieldWrite(owner, name, descriptor);
            } else if (opcode == Opcodes.PUTFIELD && !prologue && candidates.marks(owner)) {
                noteUnboundWrite(owner, name, descriptor);
            } else if (opcode == Opcodes.GETFIELD && candidates.marks(owner) && bounded.resolve(owner, name).isEmpty()) {
                super.visitInsn(Opcodes.DUP); // obj, obj
                super.visitInsn(Opcodes.DUP); // obj, obj, obj
                super.visitFieldInsn(Opcodes.GETFIELD, owner, MonitoredFields.CANDIDATE_FIELD, WATCH_TYPE); // obj, obj, watch
                super.visitInsn(Opcodes.SWAP); // obj, watch, obj
                super.visitLdcInsn(shortName(owner) + "." + name);
                super.visitLdcInsn(name);
                super.visitLdcInsn(site.at(line));
                super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "unboundRead", "(" + WATCH_TYPE + "Ljava/lang/Object;" + STRING + STRING + STRING + ")V",
                        false);
            } else if (opcode == Opcodes.PUTSTATIC && !initializer) {
                super.visitLdcInsn(shortName(owner) + "." + name);
                super.visitLdcInsn(site.at(line));
                super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "staticWritten", "(" + STRING + STRING + ")V", false);
            }
        }
        super.visitFieldInsn(opcode, owner, name, descriptor);
    }

    /** Stack {@code obj, value}: calls {@code RepOkWatch.fieldWritten(obj.__ss$cand, "Owner.name", where)} and leaves the stack as it was. */
    private void checkFieldWrite(String owner, String name, String descriptor) {
        copyObjectUnderValue(descriptor);
        super.visitFieldInsn(Opcodes.GETFIELD, owner, MonitoredFields.CANDIDATE_FIELD, WATCH_TYPE);
        super.visitLdcInsn(shortName(owner) + "." + name);
        super.visitLdcInsn(site.at(line));
        super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "fieldWritten", "(" + WATCH_TYPE + STRING + STRING + ")V", false);
    }

    /** Stack {@code obj, value} (of field type {@code descriptor}) becomes {@code obj, value, obj}. */
    private void copyObjectUnderValue(String descriptor) {
        if (Type.getType(descriptor).getSize() == 2) {
            super.visitInsn(Opcodes.DUP2_X1); // value, obj, value
            super.visitInsn(Opcodes.POP2); // value, obj
            super.visitInsn(Opcodes.DUP_X2); // obj, value, obj
        } else {
            super.visitInsn(Opcodes.DUP2); // obj, value, obj, value
            super.visitInsn(Opcodes.POP); // obj, value, obj
        }
    }

    /** Stack {@code obj, value}: calls {@code RepOkWatch.unboundWritten(obj.__ss$cand, obj, "name")} and leaves the stack as it was. */
    private void noteUnboundWrite(String owner, String name, String descriptor) {
        copyObjectUnderValue(descriptor);
        super.visitInsn(Opcodes.DUP); // ..., obj, obj
        super.visitFieldInsn(Opcodes.GETFIELD, owner, MonitoredFields.CANDIDATE_FIELD, WATCH_TYPE); // ..., obj, watch
        super.visitInsn(Opcodes.SWAP); // ..., watch, obj
        super.visitLdcInsn(name);
        super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "unboundWritten", "(" + WATCH_TYPE + "Ljava/lang/Object;" + STRING + ")V", false);
    }

    @Override
    public void visitMethodInsn(int opcode, String owner, String name, String descriptor, boolean isInterface) {
        if (prologue && opcode == Opcodes.INVOKESPECIAL && name.equals("<init>")) {
            if (pendingNews > 0) {
                pendingNews--;
            } else {
                prologue = false; // this constructor's call of super(...) or this(...)
            }
        }
        if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals("java/lang/reflect/Field") && FIELD_GETTERS.contains(name)
                && descriptor.startsWith("(Ljava/lang/Object;)")) {
            super.visitInsn(Opcodes.DUP2); // field, obj, field, obj
            super.visitLdcInsn(call(owner, name));
            super.visitLdcInsn(site.at(line));
            super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "fieldRead", "(Ljava/lang/reflect/Field;Ljava/lang/Object;" + STRING + STRING + ")V",
                    false);
        } else if (opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/reflect/Array") && name.startsWith("get")
                && (descriptor.startsWith("(Ljava/lang/Object;I)") || descriptor.equals("(Ljava/lang/Object;)I"))) {
            if (descriptor.startsWith("(Ljava/lang/Object;I)")) {
                super.visitInsn(Opcodes.DUP2); // array, index, array, index
                super.visitInsn(Opcodes.POP); // array, index, array
            } else {
                super.visitInsn(Opcodes.DUP); // array, array
            }
            super.visitLdcInsn(call(owner, name));
            super.visitLdcInsn(site.at(line));
            super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "arrayRead", "(Ljava/lang/Object;" + STRING + STRING + ")V", false);
        } else if (readsThroughHandle(opcode, owner, name)) {
            super.visitLdcInsn(call(owner, name));
            super.visitLdcInsn(site.at(line));
            super.visitMethodInsn(Opcodes.INVOKESTATIC, WATCH, "handleRead", "(" + STRING + STRING + ")V", false);
        }
        super.visitMethodInsn(opcode, owner, name, descriptor, isInterface);
    }

    /** @return {@code java.lang.reflect.Field.getInt} */
    private static String call(String owner, String name) {
        return owner.replace('/', '.').replace('$', '.') + "." + name;
    }

    /** @return whether the call reads through a {@code VarHandle} or {@code Unsafe}, or makes a getter handle */
    private static boolean readsThroughHandle(int opcode, String owner, String name) {
        return switch (owner) {
            case "java/lang/invoke/VarHandle", "sun/misc/Unsafe", "jdk/internal/misc/Unsafe" -> opcode == Opcodes.INVOKEVIRTUAL && name.startsWith("get");
            case "java/lang/invoke/MethodHandles$Lookup" -> HANDLE_MAKERS.contains(name);
            default -> false;
        };
    }
}
