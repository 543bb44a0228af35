package org.smallscope.interactions;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds the {@code // Lk} labels of a program's source lines, in source directories or beside the classes. */
final class SourceLabels {

    private static final Pattern LABEL = Pattern.compile("//\\s*(L\\d+)\\b");

    private final List<Path> sourceDirs;
    private final ClassLoader loader;
    private final Map<String, Map<Integer, String>> cache = new HashMap<>();

    /** @param loader finds sources packaged beside the classes ({@code org/x/Name.java}) */
    SourceLabels(List<Path> sourceDirs, ClassLoader loader) {
        this.sourceDirs = sourceDirs;
        this.loader = loader;
    }

    /** @return the label on {@code l}'s line, or null */
    String label(Location l) {
        String pkg = l.className().contains(".") ? l.className().substring(0, l.className().lastIndexOf('.')).replace('.', '/') + "/" : "";
        return cache.computeIfAbsent(pkg + l.source(), this::labels).get(l.line());
    }

    private Map<Integer, String> labels(String path) {
        Map<Integer, String> labels = new HashMap<>();
        String text = read(path);
        if (text != null) {
            String[] lines = text.split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                Matcher m = LABEL.matcher(lines[i]);
                if (m.find()) {
                    labels.put(i + 1, m.group(1));
                }
            }
        }
        return labels;
    }

    private String read(String path) {
        try {
            for (Path dir : sourceDirs) {
                Path file = dir.resolve(path);
                if (Files.isRegularFile(file)) {
                    return Files.readString(file, StandardCharsets.UTF_8);
                }
            }
            try (InputStream in = loader.getResourceAsStream(path)) {
                return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            return null;
        }
    }
}
