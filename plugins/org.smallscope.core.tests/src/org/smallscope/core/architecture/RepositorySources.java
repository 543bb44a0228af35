package org.smallscope.core.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Java sources of every module of the repository checkout this test runs in (the build's working directory is inside it):
 * the modules the root pom.xml lists, bundles ({@code src/}) and plain Maven modules ({@code src/main/java}, {@code src/test/java}) alike.
 */
final class RepositorySources {

    /** One source file: its module (the folder the root pom.xml names), where it is, its package, its top-level name and what it uses. */
    record SourceFile(String module, Path path, String pkg, String simpleName, Set<String> references) {
    }

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    private RepositorySources() {
    }

    /** @return the checkout's root: the nearest folder above the working directory with a pom.xml and a plugins folder */
    static Path root() {
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path dir = here; dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("pom.xml")) && Files.isDirectory(dir.resolve("plugins"))) {
                return dir;
            }
        }
        throw new AssertionError("no repository checkout (pom.xml beside plugins/) above " + here);
    }

    /** @return the modules the root pom.xml lists, as paths relative to {@code root} */
    static List<String> modules(Path root) {
        List<String> modules = new ArrayList<>();
        Matcher m = MODULE.matcher(read(root.resolve("pom.xml")).replaceAll("(?s)<!--.*?-->", ""));
        while (m.find()) {
            modules.add(m.group(1).trim());
        }
        return modules;
    }

    /** @return every Java file of every module under {@code root}, read */
    static List<SourceFile> all(Path root) {
        List<SourceFile> files = new ArrayList<>();
        for (String module : modules(root)) {
            boolean maven = Files.isDirectory(root.resolve(module).resolve("src/main/java"));
            for (String folder : maven ? List.of("src/main/java", "src/test/java") : List.of("src")) {
                Path dir = root.resolve(module).resolve(folder);
                if (Files.isDirectory(dir)) {
                    files.addAll(read(module, root, dir));
                }
            }
        }
        return files;
    }

    private static List<SourceFile> read(String module, Path root, Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            List<SourceFile> files = new ArrayList<>();
            for (Path f : paths.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String text = read(f);
                String name = f.getFileName().toString().replaceFirst("\\.java$", "");
                files.add(new SourceFile(module, root.relativize(f), JavaText.packageOf(text), name, JavaText.references(text)));
            }
            return files;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
