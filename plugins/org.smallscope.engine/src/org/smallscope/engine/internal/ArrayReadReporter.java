package org.smallscope.engine.internal;

import java.util.HashSet;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.LocalVariablesSorter;

/**
 * Reports a method's array element loads and {@code arraylength}s to the recorder of the candidate whose repOk runs:
 * the method looks that recorder up once, on entry, into a local of its own, and passes it to every report (instead of
 * each report finding it by thread). Needs expanded frames.
 */
final class ArrayReadReporter extends LocalVariablesSorter {

    private static final String RECORDER = "org/smallscope/engine/runtime/AccessRecorder";
    private static final String RECORDER_TYPE = "L" + RECORDER + ";";

    private int recorder;

    ArrayReadReporter(int api, int access, String descriptor, MethodVisitor next) {
        super(api, access, descriptor, next);
    }

    /** @return the name plus descriptor of each method of {@code classFile} that loads an array element or an array's length */
    static Set<String> methodsReadingArrays(ClassReader classFile, int api) {
        Set<String> found = new HashSet<>();
        classFile.accept(new ClassVisitor(api) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                return new MethodVisitor(api) {
                    @Override
                    public void visitInsn(int opcode) {
                        if (readsArray(opcode)) {
                            found.add(name + descriptor);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return found;
    }

    private static boolean readsArray(int opcode) {
        return switch (opcode) {
            case Opcodes.IALOAD, Opcodes.LALOAD, Opcodes.FALOAD, Opcodes.DALOAD, Opcodes.AALOAD, Opcodes.BALOAD, Opcodes.CALOAD, Opcodes.SALOAD,
                    Opcodes.ARRAYLENGTH -> true;
            default -> false;
        };
    }

    @Override
    public void visitCode() {
        super.visitCode();
        recorder = newLocal(Type.getObjectType(RECORDER));
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "entered", "()" + RECORDER_TYPE, false);
        mv.visitVarInsn(Opcodes.ASTORE, recorder);
    }

    @Override
    public void visitInsn(int opcode) {
        if (opcode == Opcodes.ARRAYLENGTH) {
            mv.visitInsn(Opcodes.DUP);
            mv.visitVarInsn(Opcodes.ALOAD, recorder);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayLength", "(Ljava/lang/Object;" + RECORDER_TYPE + ")V", false);
        } else if (readsArray(opcode)) {
            mv.visitInsn(Opcodes.DUP2);
            mv.visitVarInsn(Opcodes.ALOAD, recorder);
            mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayElement", "(Ljava/lang/Object;I" + RECORDER_TYPE + ")V", false);
        }
        super.visitInsn(opcode);
    }
}
