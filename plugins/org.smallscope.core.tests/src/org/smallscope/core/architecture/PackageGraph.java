package org.smallscope.core.architecture;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.smallscope.core.architecture.RepositorySources.SourceFile;

/**
 * Which package of which module uses which: a node is {@code package [module]}, an edge the first file (by path) that imports
 * or names a type of the other node; a name resolves to its own module when that declares it, else to every module that does.
 */
final class PackageGraph {

    /** node -> used node -> the file that makes the edge */
    private final Map<String, Map<String, Path>> edges = new TreeMap<>();

    private final Map<String, Set<String>> typeModules = new TreeMap<>();

    private final Map<String, Set<String>> packageModules = new TreeMap<>();

    /** One module's use of another module's package, with the first file (by path) that makes it. */
    record Use(String fromModule, String toPackage, String toModule, Path file) {
    }

    /** {@code from module -> package [module]} -> the use, for uses across modules */
    private final Map<String, Use> uses = new TreeMap<>();

    /** Builds the graph of {@code files}. */
    PackageGraph(List<SourceFile> files) {
        for (SourceFile f : files) {
            typeModules.computeIfAbsent(f.pkg() + "." + f.simpleName(), k -> new LinkedHashSet<>()).add(f.module());
            packageModules.computeIfAbsent(f.pkg(), k -> new LinkedHashSet<>()).add(f.module());
        }
        for (SourceFile f : files) {
            String from = node(f.pkg(), f.module());
            Map<String, Path> out = edges.computeIfAbsent(from, k -> new TreeMap<>());
            for (String name : f.references()) {
                String pkg = typeModules.containsKey(name) ? name.substring(0, name.lastIndexOf('.')) : packageOf(name);
                for (String module : modules(typeModules.containsKey(name) ? typeModules.get(name) : packageModules.get(pkg), f.module())) {
                    String to = node(pkg, module);
                    if (!to.equals(from)) {
                        out.putIfAbsent(to, f.path());
                    }
                    if (!module.equals(f.module())) {
                        uses.putIfAbsent(f.module() + " -> " + to, new Use(f.module(), pkg, module, f.path()));
                    }
                }
            }
        }
    }

    /** @return {@code name} without a trailing type segment (names are cut after their first type) */
    private static String packageOf(String name) {
        int dot = name.lastIndexOf('.');
        return Character.isUpperCase(name.charAt(dot + 1)) ? name.substring(0, dot) : name;
    }

    /** @return {@code own} if it declares the name, else all that do (none for a name outside the project's sources) */
    private static Set<String> modules(Set<String> declaring, String own) {
        if (declaring == null) {
            return Set.of();
        }
        return declaring.contains(own) ? Set.of(own) : declaring;
    }

    private static String node(String pkg, String module) {
        return pkg + " [" + module.substring(module.lastIndexOf('/') + 1) + "]";
    }

    /** @return each module's uses of the packages of other modules */
    List<Use> uses() {
        return List.copyOf(uses.values());
    }

    /** @return the nodes and the nodes each uses */
    Map<String, Set<String>> edges() {
        Map<String, Set<String>> plain = new TreeMap<>();
        edges.forEach((from, to) -> plain.put(from, to.keySet()));
        return plain;
    }

    /**
     * @return each cycle as {@code a -> b (file) -> ... -> a (file)}, naming the file that makes each step, followed by all the
     *         packages of its strongly connected component when there are more
     */
    List<String> describedCycles() {
        List<String> described = new ArrayList<>();
        for (PackageCycles.Cycle c : PackageCycles.of(edges())) {
            List<String> cycle = c.path();
            StringBuilder s = new StringBuilder(cycle.get(0));
            for (int i = 1; i < cycle.size(); i++) {
                s.append(" -> ").append(cycle.get(i)).append(" (").append(edges.get(cycle.get(i - 1)).get(cycle.get(i))).append(')');
            }
            if (c.members().size() > cycle.size() - 1) {
                s.append(" (one cycle of the packages ").append(c.members()).append(')');
            }
            described.add(s.toString());
        }
        return described;
    }
}
