package org.smallscope.cli.commands;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.smallscope.engine.ClassFileSource;

/**
 * Where the subject's class files are read: the directories and jars of {@code --classpath}
 * (through a URL class loader with no parent, used only to read bytes), or else the class
 * loaders that see the command line itself (its context loader, then its own), which is where
 * the bundled examples and tests' subjects live. Closing it releases the jars.
 */
public final class ClassFiles implements AutoCloseable {

    private final ClassFileSource source;
    private final URLClassLoader opened;
    private final String origin;

    private ClassFiles(ClassFileSource source, URLClassLoader opened, String origin) {
        this.source = source;
        this.opened = opened;
        this.origin = origin;
    }

    /** @return class files from the path-separated directories and jars of {@code classpath} */
    public static ClassFiles fromClassPath(String classpath) {
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (entry.isBlank()) {
                continue;
            }
            Path p = Path.of(entry);
            if (!Files.exists(p)) {
                throw new IllegalArgumentException("--classpath entry '" + entry + "' does not exist");
            }
            try {
                urls.add(p.toAbsolutePath().toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("--classpath entry '" + entry + "' is not a valid path: " + e.getMessage());
            }
        }
        if (urls.isEmpty()) {
            throw new IllegalArgumentException("--classpath '" + classpath + "' names no directory or jar");
        }
        URLClassLoader loader = new URLClassLoader("smallscope-classpath", urls.toArray(new URL[0]), null);
        return new ClassFiles(readingFrom(List.of(loader)), loader, "--classpath " + classpath);
    }

    /** @return class files as resources of the context class loader, then of the command line's own loader */
    public static ClassFiles fromOwnLoaders() {
        Set<ClassLoader> loaders = new LinkedHashSet<>();
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        if (context != null) {
            loaders.add(context);
        }
        ClassLoader own = ClassFiles.class.getClassLoader();
        if (own != null) {
            loaders.add(own);
        }
        if (loaders.isEmpty()) {
            loaders.add(ClassLoader.getSystemClassLoader());
        }
        return new ClassFiles(readingFrom(new ArrayList<>(loaders)), null, "the class path of smallscope");
    }

    /** @return the source for the engine */
    public ClassFileSource source() {
        return source;
    }

    /** @return whether the class file of {@code binaryName} is here */
    public boolean has(String binaryName) {
        return source.read(binaryName) != null;
    }

    /** @return where the class files come from, for messages */
    public String origin() {
        return origin;
    }

    @Override
    public void close() {
        if (opened != null) {
            try {
                opened.close();
            } catch (IOException e) {
                // nothing to do: the jars are released when the loader is collected
            }
        }
    }

    /** A source that asks each loader in turn; JDK class files (jrt:) are left to the engine's side. */
    private static ClassFileSource readingFrom(List<ClassLoader> loaders) {
        return new ClassFileSource() {
            @Override
            public byte[] read(String binaryName) {
                String path = binaryName.replace('.', '/') + ".class";
                for (ClassLoader loader : loaders) {
                    URL url = loader.getResource(path);
                    if (url == null || "jrt".equals(url.getProtocol())) {
                        continue;
                    }
                    try (InputStream in = loader.getResourceAsStream(path)) {
                        if (in == null) {
                            continue;
                        }
                        return in.readAllBytes();
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot read the class file of " + binaryName + " from " + url, e);
                    }
                }
                return null;
            }

            @Override
            public URL resource(String name) {
                for (ClassLoader loader : loaders) {
                    URL url = loader.getResource(name);
                    if (url != null) {
                        return url;
                    }
                }
                return null;
            }
        };
    }
}
