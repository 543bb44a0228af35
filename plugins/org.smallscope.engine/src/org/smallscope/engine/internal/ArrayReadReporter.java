package org.smallscope.engine.internal;

import java.util.HashSet;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.commons.LocalVariablesSorter;

/**
 * Reports a method's array element loads and {@code arraylength}s to the recorder of the candidate whose repOk runs:
 * the method looks that recorder up once, on entry, into a local of its own, and passes it to every report (instead of
 * each report finding it by thread). Locals of its own also remember the last array it read with the cells of it
 * reported, and the last array whose length it reported, so that a read repeated in the same call is not reported
 * again ({@link org.smallscope.engine.runtime.AccessRecorder#arrayElementOnce}; {@code -Dsmallscope.arrays.reportEveryRead=true}
 * reports every read, to compare). Before each array store it asks {@code RepOkWatch.arrayStored} whether the array is
 * the candidate's while its repOk runs (repOk must not write it). Needs expanded frames.
 */
final class ArrayReadReporter extends LocalVariablesSorter {

    private static final String RECORDER = "org/smallscope/engine/runtime/AccessRecorder";
    private static final String RECORDER_TYPE = "L" + RECORDER + ";";
    private static final String OBJECT_TYPE = "Ljava/lang/Object;";
    private static final Type OBJECT = Type.getType(Object.class);
    private static final String STORED = "(" + OBJECT_TYPE + "I" + RECORDER_TYPE + "Ljava/lang/String;)V";

    /** Whether a read repeated in one call of the method is left out (the default; read when the subject is loaded). */
    private final boolean once = !Boolean.getBoolean("smallscope.arrays.reportEveryRead");

    private int recorder;
    private int lastElementArray;
    private int reportedCells;
    private int lastLengthArray;
    private final RepOkChecks.Site site;
    private int line;

    ArrayReadReporter(int api, int access, String descriptor, MethodVisitor next, RepOkChecks.Site site) {
        super(api, access, descriptor, next);
        this.site = site;
    }

    /** @return the name plus descriptor of each method of {@code classFile} that loads or stores an array element or loads an array's length */
    static Set<String> methodsUsingArrays(ClassReader classFile, int api) {
        Set<String> found = new HashSet<>();
        classFile.accept(new ClassVisitor(api) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                return new MethodVisitor(api) {
                    @Override
                    public void visitInsn(int opcode) {
                        if (readsArray(opcode) || storesArray(opcode)) {
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

    private static boolean storesArray(int opcode) {
        return switch (opcode) {
            case Opcodes.IASTORE, Opcodes.LASTORE, Opcodes.FASTORE, Opcodes.DASTORE, Opcodes.AASTORE, Opcodes.BASTORE, Opcodes.CASTORE,
                    Opcodes.SASTORE -> true;
            default -> false;
        };
    }

    @Override
    public void visitLineNumber(int line, Label start) {
        this.line = line;
        super.visitLineNumber(line, start);
    }

    @Override
    public void visitCode() {
        super.visitCode();
        recorder = newLocal(Type.getObjectType(RECORDER));
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "entered", "()" + RECORDER_TYPE, false);
        mv.visitVarInsn(Opcodes.ASTORE, recorder);
        if (once) {
            // the recorder is never an array: it stands for "none read yet"
            lastElementArray = newLocal(OBJECT);
            lastLengthArray = newLocal(OBJECT);
            reportedCells = newLocal(Type.LONG_TYPE);
            mv.visitVarInsn(Opcodes.ALOAD, recorder);
            mv.visitVarInsn(Opcodes.ASTORE, lastElementArray);
            mv.visitVarInsn(Opcodes.ALOAD, recorder);
            mv.visitVarInsn(Opcodes.ASTORE, lastLengthArray);
            mv.visitInsn(Opcodes.LCONST_0);
            mv.visitVarInsn(Opcodes.LSTORE, reportedCells);
        }
    }

    @Override
    public void visitInsn(int opcode) {
        if (storesArray(opcode)) {
            checkStore(opcode == Opcodes.LASTORE || opcode == Opcodes.DASTORE);
        } else if (opcode == Opcodes.ARRAYLENGTH) {
            mv.visitInsn(Opcodes.DUP);
            mv.visitVarInsn(Opcodes.ALOAD, recorder);
            if (once) {
                mv.visitVarInsn(Opcodes.ALOAD, lastLengthArray);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayLengthOnce", "(" + OBJECT_TYPE + RECORDER_TYPE + OBJECT_TYPE + ")" + OBJECT_TYPE, false);
                mv.visitVarInsn(Opcodes.ASTORE, lastLengthArray);
            } else {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayLength", "(" + OBJECT_TYPE + RECORDER_TYPE + ")V", false);
            }
        } else if (readsArray(opcode)) {
            mv.visitInsn(Opcodes.DUP2);
            mv.visitVarInsn(Opcodes.ALOAD, recorder);
            if (once) {
                mv.visitVarInsn(Opcodes.ALOAD, lastElementArray);
                mv.visitVarInsn(Opcodes.LLOAD, reportedCells);
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayElementOnce", "(" + OBJECT_TYPE + "I" + RECORDER_TYPE + OBJECT_TYPE + "J)J", false);
                mv.visitVarInsn(Opcodes.LSTORE, reportedCells);
                mv.visitInsn(Opcodes.DUP2); // array, index, array, index
                mv.visitInsn(Opcodes.POP);
                mv.visitVarInsn(Opcodes.ASTORE, lastElementArray);
            } else {
                mv.visitMethodInsn(Opcodes.INVOKESTATIC, RECORDER, "arrayElement", "(" + OBJECT_TYPE + "I" + RECORDER_TYPE + ")V", false);
            }
        }
        super.visitInsn(opcode);
    }

    /** Stack {@code array, index, value}: calls {@code RepOkWatch.arrayStored(array, index, recorder, where)} and leaves the stack as it was. */
    private void checkStore(boolean wide) {
        if (wide) {
            mv.visitInsn(Opcodes.DUP2_X2); // value, array, index, value
            mv.visitInsn(Opcodes.POP2); // value, array, index
        } else {
            mv.visitInsn(Opcodes.DUP_X2); // value, array, index, value
            mv.visitInsn(Opcodes.POP); // value, array, index
        }
        mv.visitInsn(Opcodes.DUP2); // value, array, index, array, index
        mv.visitVarInsn(Opcodes.ALOAD, recorder);
        mv.visitLdcInsn(site.at(line));
        mv.visitMethodInsn(Opcodes.INVOKESTATIC, "org/smallscope/engine/runtime/RepOkWatch", "arrayStored", STORED, false);
        if (wide) {
            mv.visitInsn(Opcodes.DUP2_X2); // array, index, value, array, index (value: two slots)
        } else {
            mv.visitInsn(Opcodes.DUP2_X1); // array, index, value, array, index
        }
        mv.visitInsn(Opcodes.POP2); // array, index, value
    }
}
