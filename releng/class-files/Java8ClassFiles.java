import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Copies the CLI's libraries with their Java 5 class files (picocli's and ASM's) rewritten as Java 8 class files with
 * stack-map frames, which the JVM can keep in a class-data archive and verify quickly; then loads and initializes every
 * rewritten class, so a class the verifier refuses fails here and not in a run. Run by the {@code smallscope} launcher
 * once per build, as a source file: {@code java -cp "lib/*" Java8ClassFiles.java <lib> <out>}; exit status 0 only when
 * every class verified. Issue #44 ("cheap starts"); docs/benchmarks.md, "Start cost".
 */
public final class Java8ClassFiles {

    private static final int JAVA_8 = Opcodes.V1_8;
    private static final int FIRST_WITH_FRAMES = 50;

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: java -cp 'lib/*' Java8ClassFiles.java <library directory> <output directory>");
            System.exit(2);
        }
        Path in = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        List<Path> jars = new ArrayList<>();
        try (DirectoryStream<Path> list = Files.newDirectoryStream(in, "*.jar")) {
            list.forEach(jars::add);
        }
        Collections.sort(jars);
        List<String> rewritten = new ArrayList<>();
        for (Path jar : jars) {
            Path target = out.resolve(jar.getFileName().toString());
            if (!rewrite(jar, target, rewritten)) {
                Files.copy(jar, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        List<URL> urls = new ArrayList<>();
        for (Path jar : jars) {
            urls.add(out.resolve(jar.getFileName().toString()).toUri().toURL());
        }
        int failed = 0;
        try (URLClassLoader loader = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader())) {
            for (String name : rewritten) {
                try {
                    Class.forName(name, true, loader); // initializing links the class, and linking verifies it
                } catch (VerifyError e) {
                    System.err.println("not verified: " + name + ": " + e.getMessage());
                    failed++;
                } catch (Throwable e) {
                    // a class that cannot be initialized here (a missing optional dependency) was still verified first
                }
            }
        }
        System.out.println(rewritten.size() + " class files rewritten, " + failed + " refused by the verifier");
        System.exit(failed == 0 ? 0 : 1);
    }

    /** @return whether {@code jar} had class files older than Java 6 and was written to {@code target} with them rewritten */
    private static boolean rewrite(Path jar, Path target, List<String> rewritten) throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            boolean old = Collections.list(file.entries()).stream().anyMatch(e -> isClass(e) && version(file, e) < FIRST_WITH_FRAMES);
            if (!old) {
                return false;
            }
            try (OutputStream stream = Files.newOutputStream(target); JarOutputStream copy = new JarOutputStream(stream)) {
                for (JarEntry entry : Collections.list(file.entries())) {
                    byte[] bytes = file.getInputStream(entry).readAllBytes();
                    if (isClass(entry) && version(bytes) < FIRST_WITH_FRAMES) {
                        bytes = java8(bytes);
                        rewritten.add(entry.getName().substring(0, entry.getName().length() - ".class".length()).replace('/', '.'));
                    }
                    JarEntry written = new JarEntry(entry.getName());
                    written.setTime(entry.getTime());
                    copy.putNextEntry(written);
                    copy.write(bytes);
                    copy.closeEntry();
                }
            }
            return true;
        }
    }

    private static boolean isClass(JarEntry e) {
        return e.getName().endsWith(".class") && !e.getName().startsWith("META-INF/") && !e.getName().endsWith("module-info.class");
    }

    private static int version(JarFile file, JarEntry e) {
        try {
            return version(file.getInputStream(e).readNBytes(8));
        } catch (IOException x) {
            throw new java.io.UncheckedIOException(x);
        }
    }

    private static int version(byte[] bytes) {
        return (bytes[6] & 0xff) << 8 | bytes[7] & 0xff;
    }

    /** @return the class file as a Java 8 one, its frames computed by ASM (common super classes found on this class path) */
    private static byte[] java8(byte[] bytes) {
        ClassReader reader = new ClassReader(bytes);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
                super.visit(JAVA_8, access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }
}
