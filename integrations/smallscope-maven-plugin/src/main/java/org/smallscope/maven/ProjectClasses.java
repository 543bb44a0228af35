package org.smallscope.maven;

import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.smallscope.engine.ClassFileSource;

/**
 * The class files of the project under test (its output directories and test class path), read through a URL
 * class loader with no parent: the engine defines and instruments the user's classes itself, while its own and
 * the API's classes come from the plugin. Closing it releases the jars.
 */
public final class ProjectClasses implements AutoCloseable {

    private final URLClassLoader loader;
    private final List<Path> entries;

    private ProjectClasses(URLClassLoader loader, List<Path> entries) {
        this.loader = loader;
        this.entries = entries;
    }

    /** @return the class files of the existing {@code elements} (directories and jars; missing ones are skipped) */
    public static ProjectClasses of(List<String> elements) {
        List<URL> urls = new ArrayList<>();
        List<Path> kept = new ArrayList<>();
        for (String element : elements) {
            Path p = Path.of(element).toAbsolutePath();
            if (!Files.exists(p)) {
                continue;
            }
            try {
                urls.add(p.toUri().toURL());
                kept.add(p);
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("class path entry '" + element + "' is not a valid path: " + e.getMessage(), e);
            }
        }
        return new ProjectClasses(new URLClassLoader("smallscope-project", urls.toArray(new URL[0]), null), kept);
    }

    /** @return the source the engine reads the subject's classes from */
    public ClassFileSource source() {
        return ClassFileSource.of(loader);
    }

    /** @return whether the class file of {@code binaryName} is on this class path */
    public boolean has(String binaryName) {
        return loader.getResource(binaryName.replace('.', '/') + ".class") != null;
    }

    /** @return where the classes were looked for, for messages: the directories, and how many jars */
    public String describe() {
        List<String> dirs = entries.stream().filter(Files::isDirectory).map(Path::toString).toList();
        long jars = entries.size() - dirs.size();
        return "searched " + (dirs.isEmpty() ? "no class directory" : String.join(", ", dirs)) + " and " + jars + " jars of the test class path";
    }

    @Override
    public void close() {
        try {
            loader.close();
        } catch (IOException e) {
            // the jars are released when the loader is collected
        }
    }
}
