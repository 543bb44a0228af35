package org.smallscope.evaluation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Copies the subject's class files (with its nested classes) into a directory: PIT mutates only classes found in
 * directories of the class path, and the subject may come from a jar.
 */
final class SubjectClassFiles {

    private SubjectClassFiles() {
    }

    /** Copies {@code subject} and its nested classes as {@code loader} sees them under {@code dir}. */
    static void copy(ClassLoader loader, String subject, Path dir) throws IOException {
        String prefix = subject.replace('.', '/') + "$";
        Set<String> done = new LinkedHashSet<>();
        Deque<String> work = new ArrayDeque<>();
        work.add(subject.replace('.', '/'));
        while (!work.isEmpty()) {
            String internal = work.poll();
            if (!done.add(internal)) {
                continue;
            }
            byte[] bytes = InstrumentingLoader.originalBytes(loader, internal.replace('/', '.'));
            Path file = dir.resolve(internal + ".class");
            Files.createDirectories(file.getParent());
            Files.write(file, bytes);
            new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
                @Override
                public void visitInnerClass(String name, String outerName, String innerName, int access) {
                    if (name.startsWith(prefix)) {
                        work.add(name);
                    }
                }
            }, ClassReader.SKIP_CODE);
        }
    }
}
