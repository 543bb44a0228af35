package org.smallscope.evaluation;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/** Finds the methods to measure: the target methods and the subject's own methods they call (transitively, by ASM). */
public final class MeasuredMethods {

    private MeasuredMethods() {
    }

    /**
     * @param classBytes the subject's class file
     * @param targets the target method names
     * @return the targets followed by their helpers (names of the subject's methods they reach; constructors excluded)
     * @throws IllegalArgumentException naming the class and method when a target does not exist
     */
    public static Set<String> of(byte[] classBytes, List<String> targets) {
        ClassReader reader = new ClassReader(classBytes);
        String owner = reader.getClassName();
        Map<String, Set<String>> calls = calls(reader);
        Set<String> measured = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>();
        for (String t : targets) {
            if (!calls.containsKey(t)) {
                throw new IllegalArgumentException("class " + owner.replace('/', '.') + " has no method named " + t);
            }
            measured.add(t);
            work.add(t);
        }
        while (!work.isEmpty()) {
            for (String callee : calls.getOrDefault(work.poll(), Set.of())) {
                if (measured.add(callee)) {
                    work.add(callee);
                }
            }
        }
        return measured;
    }

    /** @return the names of the methods the class declares (constructors and initializers included) */
    public static Set<String> declared(byte[] classBytes) {
        return calls(new ClassReader(classBytes)).keySet();
    }

    /** @return each declared method's name mapped to the names of the class's own methods it calls */
    private static Map<String, Set<String>> calls(ClassReader reader) {
        String owner = reader.getClassName();
        Map<String, Set<String>> calls = new LinkedHashMap<>();
        reader.accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String descriptor, String signature, String[] exceptions) {
                Set<String> callees = calls.computeIfAbsent(name, k -> new LinkedHashSet<>());
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String o, String callee, String d, boolean itf) {
                        if (o.equals(owner) && !callee.startsWith("<")) {
                            callees.add(callee);
                        }
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return calls;
    }
}
