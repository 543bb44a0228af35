package org.smallscope.spark;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.commons.ClassRemapper;
import org.objectweb.asm.commons.Remapper;
import org.smallscope.engine.ClassFileSource;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Gathers, on the driver, the class files a subject needs from its {@link ClassFileSource}: its class and every class
 * named in those class files (fields, methods, instructions, nested classes), transitively, without the JDK and the
 * engine's own side, so that executors can load the subject without the user's class path.
 */
final class ClassFileBundle {

    private static final String[] ENGINE_SIDE = {"java/", "javax/", "jdk/", "sun/", "com/sun/", "org/smallscope/api/",
        "org/smallscope/engine/"};

    private ClassFileBundle() {
    }

    /** @return binary class name to class file, the class {@code className} first */
    static Map<String, byte[]> collect(ClassFileSource source, String className) {
        Map<String, byte[]> found = new LinkedHashMap<>();
        Set<String> seen = new HashSet<>();
        Deque<String> todo = new ArrayDeque<>();
        todo.add(className.replace('.', '/'));
        while (!todo.isEmpty()) {
            String internal = todo.poll();
            if (!seen.add(internal) || engineSide(internal)) {
                continue;
            }
            String binary = internal.replace('/', '.');
            byte[] bytes = source.read(binary);
            if (bytes == null) {
                continue; // not the subject's: the executor's class path must have it
            }
            found.put(binary, bytes);
            todo.addAll(namedIn(bytes));
        }
        return found;
    }

    private static boolean engineSide(String internal) {
        for (String prefix : ENGINE_SIDE) {
            if (internal.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /** @return the internal names of the classes a class file names (array types as their element class) */
    private static Set<String> namedIn(byte[] classFile) {
        Set<String> names = new HashSet<>();
        Remapper recorder = new Remapper(Opcodes.ASM9) {
            @Override
            public String map(String internalName) {
                names.add(internalName.replaceAll("^\\[+L?|;$", ""));
                return internalName;
            }
        };
        new ClassReader(classFile).accept(new ClassRemapper(new ClassVisitor(Opcodes.ASM9) {
        }, recorder), 0);
        return names;
    }
}
