package org.smallscope.core.architecture;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.smallscope.core.architecture.RepositorySources.SourceFile;

/** The simple class names declared in more than one module (package-info and module-info aside), each with all its files. */
final class NameClashes {

    private NameClashes() {
    }

    /** @return {@code Name: [file, file, ...]} for each top-level name that files of two or more modules declare */
    static List<String> of(List<SourceFile> files) {
        Map<String, List<SourceFile>> byName = new TreeMap<>();
        for (SourceFile f : files) {
            if (!f.simpleName().equals("package-info") && !f.simpleName().equals("module-info")) {
                byName.computeIfAbsent(f.simpleName(), k -> new ArrayList<>()).add(f);
            }
        }
        List<String> clashes = new ArrayList<>();
        byName.forEach((name, declaring) -> {
            if (declaring.stream().map(SourceFile::module).distinct().count() > 1) {
                clashes.add(name + ": " + declaring.stream().map(f -> f.path().toString()).toList());
            }
        });
        return clashes;
    }
}
