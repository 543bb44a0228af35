package org.smallscope.engine.internal;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;

import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Generates a {@code CandidateWriter} for a subject: one class whose {@code write(slot, index)}
 * switches on the slot's field and stores the domain value with a plain {@code putfield}, so that
 * the JIT compiles candidate updates to direct stores; {@code arm(slot)} sets the field's armed flag
 * the same way (for instrumented classes, see {@link SubjectTransformer}).
 */
public final class WriterGenerator {

    private static final String WRITER = "org/smallscope/engine/runtime/CandidateWriter";

    private WriterGenerator() {
    }

    /**
     * @param fields the finitized fields (as loaded with instrumentation), in field-index order
     * @return the binary name of the package the writer must be defined in, or null if no single
     *         package can reach every field's class (then the caller writes through method handles)
     */
    public static String packageFor(List<Field> fields) {
        String pkg = null;
        for (Field f : fields) {
            Class<?> c = f.getDeclaringClass();
            if (!Modifier.isPublic(c.getModifiers()) || c.isMemberClass()) {
                if (pkg != null && !pkg.equals(c.getPackageName())) {
                    return null;
                }
                pkg = c.getPackageName();
            }
        }
        if (pkg == null) {
            pkg = fields.isEmpty() ? "" : fields.get(0).getDeclaringClass().getPackageName();
        }
        for (Field f : fields) {
            Class<?> c = f.getDeclaringClass();
            boolean reachable = c.getPackageName().equals(pkg) || (Modifier.isPublic(c.getModifiers()) && !c.isMemberClass());
            if (!reachable || !isVisibleType(f.getType(), pkg)) {
                return null;
            }
        }
        return pkg;
    }

    private static boolean isVisibleType(Class<?> type, String pkg) {
        return type.isPrimitive() || Modifier.isPublic(type.getModifiers()) || type.getPackageName().equals(pkg);
    }

    /**
     * @param armed whether the fields' classes are instrumented, with an armed flag per field ({@code arm} does nothing otherwise)
     * @return the class file of a writer named {@code binaryName} with a constructor
     *         {@code (Object[] owners, Object[][] refs, int[][] ints, int[] fieldOf)}
     */
    public static byte[] generate(String binaryName, List<Field> fields, java.lang.reflect.Method repOk, boolean armed) {
        String name = binaryName.replace('.', '/');
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS) {
            @Override
            protected String getCommonSuperClass(String a, String b) {
                return "java/lang/Object";
            }
        };
        cw.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL | Opcodes.ACC_SYNTHETIC, name, null, "java/lang/Object",
                new String[] {WRITER});
        String[][] members = {{"owners", "[Ljava/lang/Object;"}, {"refs", "[[Ljava/lang/Object;"}, {"ints", "[[I"}, {"fieldOf", "[I"}};
        for (String[] m : members) {
            cw.visitField(Opcodes.ACC_PRIVATE | Opcodes.ACC_FINAL, m[0], m[1], null, null).visitEnd();
        }
        MethodVisitor init = cw.visitMethod(Opcodes.ACC_PUBLIC, "<init>", "([Ljava/lang/Object;[[Ljava/lang/Object;[[I[I)V", null, null);
        init.visitCode();
        init.visitVarInsn(Opcodes.ALOAD, 0);
        init.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        for (int i = 0; i < members.length; i++) {
            init.visitVarInsn(Opcodes.ALOAD, 0);
            init.visitVarInsn(Opcodes.ALOAD, i + 1);
            init.visitFieldInsn(Opcodes.PUTFIELD, name, members[i][0], members[i][1]);
        }
        init.visitInsn(Opcodes.RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        writeMethod(cw, name, fields);
        armMethod(cw, name, armed ? fields : List.of(), "arm", true);
        armMethod(cw, name, armed ? fields : List.of(), "disarm", false);
        writeRepOk(cw, binaryName, repOk);
        cw.visitEnd();
        return cw.toByteArray();
    }

    private static void writeMethod(ClassWriter cw, String name, List<Field> fields) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, "write", "(II)V", null, null);
        mv.visitCode();
        Label fail = new Label();
        Label[] cases = labels(fields.size());
        switchOnField(mv, name, fail, cases);
        for (int i = 0; i < cases.length; i++) {
            Field f = fields.get(i);
            String owner = Type.getInternalName(f.getDeclaringClass());
            Class<?> type = f.getType();
            mv.visitLabel(cases[i]);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, name, "owners", "[Ljava/lang/Object;");
            mv.visitVarInsn(Opcodes.ILOAD, 1);
            mv.visitInsn(Opcodes.AALOAD);
            mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
            mv.visitVarInsn(Opcodes.ALOAD, 0);
            mv.visitFieldInsn(Opcodes.GETFIELD, name, type.isPrimitive() ? "ints" : "refs", type.isPrimitive() ? "[[I" : "[[Ljava/lang/Object;");
            mv.visitVarInsn(Opcodes.ILOAD, 1);
            mv.visitInsn(Opcodes.AALOAD);
            mv.visitVarInsn(Opcodes.ILOAD, 2);
            if (type.isPrimitive()) {
                mv.visitInsn(Opcodes.IALOAD);
                convertInt(mv, type);
            } else {
                mv.visitInsn(Opcodes.AALOAD);
                mv.visitTypeInsn(Opcodes.CHECKCAST, Type.getInternalName(type));
            }
            mv.visitFieldInsn(Opcodes.PUTFIELD, owner, f.getName(), Type.getDescriptor(type));
            mv.visitInsn(Opcodes.RETURN);
        }
        mv.visitLabel(fail);
        mv.visitTypeInsn(Opcodes.NEW, "java/lang/IllegalArgumentException");
        mv.visitInsn(Opcodes.DUP);
        mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/IllegalArgumentException", "<init>", "()V", false);
        mv.visitInsn(Opcodes.ATHROW);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** @return {@code n} fresh labels */
    private static Label[] labels(int n) {
        Label[] labels = new Label[n];
        for (int i = 0; i < n; i++) {
            labels[i] = new Label();
        }
        return labels;
    }

    /** Emits {@code switch (fieldOf[slot])} over {@code cases} (argument 1 is the slot), {@code otherwise} for any other field. */
    private static void switchOnField(MethodVisitor mv, String name, Label otherwise, Label[] cases) {
        mv.visitVarInsn(Opcodes.ALOAD, 0);
        mv.visitFieldInsn(Opcodes.GETFIELD, name, "fieldOf", "[I");
        mv.visitVarInsn(Opcodes.ILOAD, 1);
        mv.visitInsn(Opcodes.IALOAD);
        mv.visitTableSwitchInsn(0, Math.max(0, cases.length - 1), otherwise, cases.length == 0 ? new Label[] {otherwise} : cases);
    }

    /** Writes {@code arm(slot)} or {@code disarm(slot)}: sets the slot's armed flag to {@code flag}; slots of other fields (array cells) are ignored. */
    private static void armMethod(ClassWriter cw, String name, List<Field> fields, String method, boolean flag) {
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, method, "(I)V", null, null);
        mv.visitCode();
        if (!fields.isEmpty()) {
            Label none = new Label();
            Label[] cases = labels(fields.size());
            switchOnField(mv, name, none, cases);
            for (int i = 0; i < cases.length; i++) {
                Field f = fields.get(i);
                String owner = Type.getInternalName(f.getDeclaringClass());
                mv.visitLabel(cases[i]);
                mv.visitVarInsn(Opcodes.ALOAD, 0);
                mv.visitFieldInsn(Opcodes.GETFIELD, name, "owners", "[Ljava/lang/Object;");
                mv.visitVarInsn(Opcodes.ILOAD, 1);
                mv.visitInsn(Opcodes.AALOAD);
                mv.visitTypeInsn(Opcodes.CHECKCAST, owner);
                mv.visitInsn(flag ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
                mv.visitFieldInsn(Opcodes.PUTFIELD, owner, MonitoredFields.ARMED_PREFIX + f.getName(), "Z");
                mv.visitInsn(Opcodes.RETURN);
            }
            mv.visitLabel(none);
        }
        mv.visitInsn(Opcodes.RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    /** Writes {@code callsRepOk()} and {@code repOk(Object)}: a direct call when repOk is reachable from the writer's package. */
    private static void writeRepOk(ClassWriter cw, String binaryName, java.lang.reflect.Method repOk) {
        String pkg = binaryName.contains(".") ? binaryName.substring(0, binaryName.lastIndexOf('.')) : "";
        Class<?> owner = repOk == null ? null : repOk.getDeclaringClass();
        boolean direct = owner != null && !Modifier.isPrivate(repOk.getModifiers()) && !Modifier.isStatic(repOk.getModifiers())
                && (Modifier.isPublic(repOk.getModifiers()) || owner.getPackageName().equals(pkg))
                && (owner.getPackageName().equals(pkg) || (Modifier.isPublic(owner.getModifiers()) && !owner.isMemberClass()));
        MethodVisitor calls = cw.visitMethod(Opcodes.ACC_PUBLIC, "callsRepOk", "()Z", null, null);
        calls.visitCode();
        calls.visitInsn(direct ? Opcodes.ICONST_1 : Opcodes.ICONST_0);
        calls.visitInsn(Opcodes.IRETURN);
        calls.visitMaxs(0, 0);
        calls.visitEnd();
        MethodVisitor mv = cw.visitMethod(Opcodes.ACC_PUBLIC, "repOk", "(Ljava/lang/Object;)Z", null, null);
        mv.visitCode();
        if (direct) {
            String internal = Type.getInternalName(owner);
            mv.visitVarInsn(Opcodes.ALOAD, 1);
            mv.visitTypeInsn(Opcodes.CHECKCAST, internal);
            mv.visitMethodInsn(owner.isInterface() ? Opcodes.INVOKEINTERFACE : Opcodes.INVOKEVIRTUAL, internal, repOk.getName(), "()Z",
                    owner.isInterface());
            mv.visitInsn(Opcodes.IRETURN);
        } else {
            mv.visitTypeInsn(Opcodes.NEW, "java/lang/UnsupportedOperationException");
            mv.visitInsn(Opcodes.DUP);
            mv.visitMethodInsn(Opcodes.INVOKESPECIAL, "java/lang/UnsupportedOperationException", "<init>", "()V", false);
            mv.visitInsn(Opcodes.ATHROW);
        }
        mv.visitMaxs(0, 0);
        mv.visitEnd();
    }

    private static void convertInt(MethodVisitor mv, Class<?> type) {
        if (type == byte.class) {
            mv.visitInsn(Opcodes.I2B);
        } else if (type == short.class) {
            mv.visitInsn(Opcodes.I2S);
        } else if (type == char.class) {
            mv.visitInsn(Opcodes.I2C);
        } else if (type == long.class) {
            mv.visitInsn(Opcodes.I2L);
        } else if (type == float.class) {
            mv.visitInsn(Opcodes.I2F);
        } else if (type == double.class) {
            mv.visitInsn(Opcodes.I2D);
        } else if (type == boolean.class) {
            mv.visitInsn(Opcodes.ICONST_1);
            mv.visitInsn(Opcodes.IAND);
        }
    }
}
