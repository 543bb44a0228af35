package org.smallscope.ui.tests;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.eclipse.core.resources.IFolder;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaModelException;
import org.smallscope.examples.Examples;

/**
 * The sources of bundled examples, looked up by example name ({@code ArrayList}, {@code Expr}) in the examples
 * bundle's source folder and copied, whole packages, into a test project: Generate Exhaustive Tests then runs on the
 * very classes the examples bundle holds, whatever they are.
 */
final class ExampleProjects {

    /** System property naming the examples bundle's source folder (set by the test bundle's pom). */
    static final String PROPERTY = "smallscope.examples.source";

    private static final String RELATIVE = "plugins/org.smallscope.examples/src";

    private ExampleProjects() {
    }

    /** @return the examples bundle's source folder: {@code -Dsmallscope.examples.source}, else found above the working directory */
    static Path folder() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null && Files.isDirectory(Path.of(configured))) {
            return Path.of(configured);
        }
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(RELATIVE))) {
                return dir.resolve(RELATIVE);
            }
        }
        throw new AssertionError("the examples' sources are not found: set -D" + PROPERTY + " (working directory " + Path.of("").toAbsolutePath() + ")");
    }

    /** Creates project {@code name} (the Smallscope API on its build path) with the packages of {@code examples}; @return it */
    static DemoProject project(String name, List<String> examples) throws CoreException, IOException {
        DemoProject project = DemoProject.empty(name, true);
        Set<String> packages = new LinkedHashSet<>();
        examples.forEach(e -> packages.add(packageOf(className(e))));
        for (String pkg : packages) {
            IFolder folder = folder(project, pkg);
            try (Stream<Path> files = Files.list(folder().resolve(pkg.replace('.', '/')))) {
                for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".java")).sorted().toList()) {
                    folder.getFile(file.getFileName().toString()).create(new ByteArrayInputStream(Files.readAllBytes(file)), true, null);
                }
            }
        }
        return project;
    }

    /** @return example {@code name}'s class in {@code project} */
    static IType type(DemoProject project, String name) throws JavaModelException {
        IType type = project.javaProject.findType(className(name));
        if (type == null) {
            throw new AssertionError(className(name) + " is not in project " + project.project.getName());
        }
        return type;
    }

    /** @return the binary name of example {@code name} */
    static String className(String name) {
        return Examples.className(name).orElseThrow(() -> new AssertionError("no bundled example " + name + " in " + Examples.all().keySet()));
    }

    private static String packageOf(String className) {
        return className.substring(0, className.lastIndexOf('.'));
    }

    private static IFolder folder(DemoProject project, String pkg) throws CoreException {
        IFolder folder = project.project.getFolder("src");
        for (String part : pkg.split("\\.")) {
            folder = folder.getFolder(part);
            if (!folder.exists()) {
                folder.create(true, true, null);
            }
        }
        return folder;
    }
}
