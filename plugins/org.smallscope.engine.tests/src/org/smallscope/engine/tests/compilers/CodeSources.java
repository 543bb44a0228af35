package org.smallscope.engine.tests.compilers;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Finds the jar or class folder a loaded class comes from, for a compiler's class path: on a plain
 * class path its code source is that jar or folder; under OSGi (Tycho, PDE) it may be a bundle jar,
 * or a bundle's project folder whose classes are in its output folder ({@code build.properties}'
 * {@code output..}, else {@code target/classes} or {@code bin}).
 */
public final class CodeSources {

    private CodeSources() {
    }

    /** @return the jar or folder holding {@code c}'s class file; fails naming the class if there is none on disk */
    public static Path of(Class<?> c) {
        String resource = c.getName().replace('.', '/') + ".class";
        List<String> tried = new ArrayList<>();
        CodeSource cs = c.getProtectionDomain().getCodeSource();
        if (cs != null && cs.getLocation() != null) {
            Path found = fromLocation(cs.getLocation(), resource, tried);
            if (found != null) {
                return found;
            }
        }
        URL url = c.getClassLoader() == null ? null : c.getClassLoader().getResource(resource);
        if (url != null) {
            tried.add(url.toString());
            String text = url.toString();
            if (text.startsWith("jar:file:") && text.contains("!/")) {
                return toPath(text.substring(4, text.indexOf("!/")));
            }
            if (text.startsWith("file:") && text.endsWith(resource)) {
                return toPath(text.substring(0, text.length() - resource.length()));
            }
        }
        throw new AssertionError("cannot find the jar or folder of " + c.getName() + " on disk to compile against (tried " + tried + ")");
    }

    private static Path fromLocation(URL location, String resource, List<String> tried) {
        String text = location.toString();
        tried.add(text);
        if (text.startsWith("reference:")) {
            text = text.substring("reference:".length());
        }
        if (!text.startsWith("file:")) {
            return null;
        }
        Path p = toPath(text);
        if (Files.isRegularFile(p)) {
            return p;
        }
        if (!Files.isDirectory(p)) {
            return null;
        }
        if (Files.exists(p.resolve(resource))) {
            return p;
        }
        for (String output : outputFolders(p)) {
            Path dir = p.resolve(output);
            tried.add(dir.toString());
            if (Files.exists(dir.resolve(resource))) {
                return dir;
            }
        }
        return null;
    }

    private static List<String> outputFolders(Path bundle) {
        List<String> folders = new ArrayList<>();
        Path build = bundle.resolve("build.properties");
        if (Files.isRegularFile(build)) {
            Properties p = new Properties();
            try (InputStream in = Files.newInputStream(build)) {
                p.load(in);
            } catch (IOException e) {
                // fall back to the usual folders
            }
            String output = p.getProperty("output..");
            if (output != null) {
                folders.add(output.trim());
            }
        }
        folders.add("target/classes");
        folders.add("bin");
        return folders;
    }

    private static Path toPath(String fileUrl) {
        try {
            return Path.of(new URL(fileUrl).toURI());
        } catch (URISyntaxException | IOException | IllegalArgumentException e) {
            throw new AssertionError("not a file location: " + fileUrl, e);
        }
    }
}
