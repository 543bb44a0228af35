package org.smallscope.cli.tests;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.osgi.framework.Bundle;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.smallscope.cli.Main;

/**
 * Starts the command line in a second JVM whose class path is the command-line bundle and every
 * bundle it is wired to (as jars or class folders), the way the IDE starts its search JVM.
 */
final class ChildCli {

    private ChildCli() {
    }

    /** @return a process builder for {@code java -cp <the CLI's bundles> org.smallscope.cli.Main <args>} */
    static ProcessBuilder command(String... args) {
        return command(List.of(), args);
    }

    /** @return a process builder for {@code java <jvmOptions> -cp <the CLI's bundles> org.smallscope.cli.Main <args>} */
    static ProcessBuilder command(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        String exact = System.getProperty(org.smallscope.engine.search.prune.LookAhead.EXACT);
        if (exact != null) {
            command.add("-D" + org.smallscope.engine.search.prune.LookAhead.EXACT + "=" + exact); // the tests' search mode, in the child too
        }
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(classPath());
        command.add(Main.class.getName());
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    /** @return the class path of the command line: the test JVM's own outside OSGi, else the wired bundles' files */
    static String classPath() {
        if (Main.class.getClassLoader() == ClassLoader.getSystemClassLoader()) {
            return System.getProperty("java.class.path");
        }
        List<String> entries = new ArrayList<>();
        for (Bundle b : wiredBundles(FrameworkUtil.getBundle(Main.class))) {
            entries.add(file(b).toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    /** @return {@code root} and every bundle it requires, directly or not, but the framework and JUnit */
    private static Set<Bundle> wiredBundles(Bundle root) {
        if (root == null) {
            throw new IllegalStateException("the command line is not loaded from a bundle");
        }
        Set<Bundle> seen = new LinkedHashSet<>();
        Deque<Bundle> work = new ArrayDeque<>(List.of(root));
        while (!work.isEmpty()) {
            Bundle b = work.pop();
            if (b.getBundleId() == 0 || !seen.add(b)) {
                continue;
            }
            BundleWiring wiring = b.adapt(BundleWiring.class);
            if (wiring == null) {
                throw new IllegalStateException("bundle not resolved: " + b.getSymbolicName());
            }
            for (BundleWire wire : wiring.getRequiredWires(null)) {
                Bundle provider = wire.getProvider().getBundle();
                String name = provider.getSymbolicName();
                if (!name.startsWith("org.eclipse.") && !name.startsWith("org.junit") && !name.startsWith("junit-")
                        && !name.startsWith("org.opentest4j") && !name.startsWith("org.apiguardian")) {
                    work.push(provider);
                }
            }
        }
        return seen;
    }

    /**
     * @return the jar or class folder of {@code b}, from its location ({@code reference:file:<path>},
     *         possibly with a prefix such as {@code initial@}); a project folder stands for its
     *         {@code target/classes} (or {@code bin})
     */
    private static Path file(Bundle b) {
        String location = b.getLocation();
        int at = location.indexOf("file:");
        if (at < 0) {
            throw new IllegalStateException("bundle " + b.getSymbolicName() + " is not a file: " + location);
        }
        Path file = Path.of(location.substring(at + "file:".length()));
        if (!file.isAbsolute()) {
            String install = System.getProperty("osgi.install.area", "");
            int i = install.indexOf("file:");
            file = Path.of(i < 0 ? install : install.substring(i + "file:".length())).resolve(file);
        }
        if (Files.isDirectory(file)) {
            for (String classes : new String[] {"target/classes", "bin"}) {
                if (Files.isDirectory(file.resolve(classes))) {
                    return file.resolve(classes);
                }
            }
        }
        try {
            return file.toRealPath();
        } catch (IOException e) {
            throw new IllegalStateException("bundle " + b.getSymbolicName() + " not found at " + location, e);
        }
    }
}
