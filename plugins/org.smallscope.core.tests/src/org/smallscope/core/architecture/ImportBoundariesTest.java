package org.smallscope.core.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The boundaries the run seam promises, read from the sources of the bundles beside this one: the core's API packages never
 * import its internals, the UI sees only the core's API and the engine's protocol, and the protocol knows no other engine package;
 * and, over every module the root pom.xml lists (bundles and plain Maven modules), no package cycle, no class name in two modules, and
 * no use of a bundle's package that its manifest does not allow; the engine's front door (the packages it exports to all) is at
 * most 20 types, and the UI and the plain-Maven modules use the engine through it alone.
 */
class ImportBoundariesTest {

    /** Every module's sources, read once for the checks over all of them. */
    private static final List<RepositorySources.SourceFile> ALL = RepositorySources.all(RepositorySources.root());

    /**
     * The named exceptions to the manifests' x-internal and x-friends: the optional command modules plug into the CLI's
     * registry and Main, and core's tests run the runner (the CLI) in-process.
     */
    private static final Map<String, Set<String>> EXEMPT = Map.of("plugins/org.smallscope.cli", Set.of("integrations/org.smallscope.evaluation",
            "integrations/org.smallscope.interactions", "spark/org.smallscope.spark", "plugins/org.smallscope.core.tests"));

    /**
     * The one named exception to the engine's front door: the Spark module's tests compare its runs with the engine's own,
     * candidate by candidate and snapshot byte by byte (and time its batches), so, like the engine's test fragment, they see
     * the engine whole; its main code goes through the door.
     */
    private static final String SPARK_TESTS = "spark/org.smallscope.spark/src/test/";

    /** Every module's sources but the Spark module's tests: the files held to the manifests. */
    private static final List<RepositorySources.SourceFile> HELD = ALL.stream()
            .filter(f -> !f.path().toString().replace('\\', '/').startsWith(SPARK_TESTS)).toList();

    private static final Pattern IMPORT = Pattern.compile("^import (?:static )?([\\w.]+)\\.[\\w*]+;", Pattern.MULTILINE);

    /** @return the source folder of {@code bundle}, a sibling of this test bundle's folder (the build's working directory) */
    private static Path sources(String bundle) {
        Path here = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path dir = here; dir != null; dir = dir.getParent()) {
            Path src = dir.resolve("plugins").resolve(bundle).resolve("src");
            if (Files.isDirectory(src)) {
                return src;
            }
            Path sibling = dir.resolveSibling(bundle).resolve("src");
            if (Files.isDirectory(sibling)) {
                return sibling;
            }
        }
        throw new AssertionError("the sources of " + bundle + " are not beside " + here);
    }

    /** @return {@code file: imported package} for each import in the files directly in {@code pkg} (or below it) that matches {@code bad} */
    private static List<String> imports(String bundle, String pkg, boolean subpackages, Pattern bad) {
        Path dir = sources(bundle).resolve(pkg.replace('.', '/'));
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = subpackages ? Files.walk(dir) : Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher m = IMPORT.matcher(Files.readString(f));
                while (m.find()) {
                    if (bad.matcher(m.group(1)).matches()) {
                        found.add(dir.relativize(f) + ": " + m.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    @Test
    void theCoresApiPackagesNeverImportItsInternals() {
        for (String api : List.of("org.smallscope.core", "org.smallscope.core.quality", "org.smallscope.core.interactions", "org.smallscope.core.reports")) {
            assertEquals(List.of(), imports("org.smallscope.core", api, false, Pattern.compile("org\\.smallscope\\.core\\.internal.*")), api);
        }
    }

    @Test
    void theUiSeesOnlyTheCoresApiAndTheEnginesProtocol() {
        assertEquals(List.of(), imports("org.smallscope.ui", "org.smallscope.ui", true,
                Pattern.compile("org\\.smallscope\\.(engine(?!\\.protocol(\\.[A-Z]\\w*)*$).*|core\\.(internal|source).*|cli.*)")));
    }

    @Test
    void theProtocolKnowsNoOtherEnginePackage() {
        assertEquals(List.of(), imports("org.smallscope.engine", "org.smallscope.engine.protocol", true,
                Pattern.compile("org\\.smallscope\\.(?!engine\\.protocol(\\.[A-Z]\\w*)*$).*")));
    }

    @Test
    void noPackageDependsOnItselfThroughOthers() {
        assertEquals(List.of(), new PackageGraph(ALL).describedCycles(),
                "cycles of packages (package [module], and the file that makes each step)");
    }

    @Test
    void noClassNameIsDeclaredInTwoModules() {
        assertEquals(List.of(), NameClashes.of(ALL),
                "simple class names declared in more than one module, with their files");
    }

    @Test
    void everyModuleUsesOtherBundlesOnlyAsTheirManifestsAllow() {
        Path root = RepositorySources.root();
        assertEquals(List.of(), ExportRules.violations(new PackageGraph(HELD).uses(), BundleManifests.of(root, RepositorySources.modules(root)), EXEMPT),
                "uses of a bundle's packages that its MANIFEST.MF does not export to the user (plain-Maven modules are no one's friend)");
    }

    @Test
    void theEnginesFrontDoorIsAtMostTwentyTypes() {
        Path root = RepositorySources.root();
        BundleManifests.Bundle engine = BundleManifests.of(root, RepositorySources.modules(root)).get(FrontDoor.ENGINE);
        List<String> types = FrontDoor.types(root, FrontDoor.packages(engine));
        assertTrue(types.size() <= 20, types.size() + " public types in the packages the engine exports to all, at most 20: " + types);
        assertTrue(types.contains("org.smallscope.engine.protocol.RunEvent") && types.contains("org.smallscope.engine.door.SuiteGeneration"),
                "the front door's types were read: " + types);
    }

    @Test
    void theSparkTestsAreTheOnlyFilesLeftOut() {
        assertTrue(ALL.size() - HELD.size() > 3, "the Spark module's tests were found (and left out of the manifest checks)");
        assertTrue(HELD.stream().anyMatch(f -> f.module().equals("spark/org.smallscope.spark")), "the Spark module's main code is held");
    }

    @Test
    void theUiAndThePlainMavenModulesUseOnlyTheEnginesFrontDoor() {
        Path root = RepositorySources.root();
        Map<String, BundleManifests.Bundle> bundles = BundleManifests.of(root, RepositorySources.modules(root));
        Set<String> door = FrontDoor.packages(bundles.get(FrontDoor.ENGINE));
        List<String> found = new ArrayList<>();
        for (PackageGraph.Use u : new PackageGraph(HELD).uses()) {
            boolean outsider = u.fromModule().equals("plugins/org.smallscope.ui") || !bundles.containsKey(u.fromModule());
            if (outsider && u.toModule().equals(FrontDoor.ENGINE) && !door.contains(u.toPackage())) {
                found.add(u.fromModule() + " uses " + u.toPackage() + " (" + u.file() + ")");
            }
        }
        assertEquals(List.of(), found, "uses of the engine behind its front door " + door + " by the UI and the plain-Maven modules");
    }

    @Test
    void everyModuleOfTheBuildIsRead() {
        Path root = RepositorySources.root();
        Set<String> read = new TreeSet<>();
        ALL.forEach(f -> read.add(f.module()));
        for (String module : List.of("plugins/org.smallscope.engine", "plugins/org.smallscope.core.tests", "integrations/org.smallscope.junit",
                "integrations/smallscope-maven-plugin", "integrations/org.smallscope.evaluation", "integrations/org.smallscope.interactions",
                "spark/org.smallscope.spark")) {
            assertTrue(read.contains(module), module + " is among the modules read: " + read);
        }
        List<String> withSources = RepositorySources.modules(root).stream()
                .filter(m -> Files.isDirectory(root.resolve(m).resolve("src"))).toList();
        assertEquals(new TreeSet<>(withSources), read, "every module with a src folder has its Java files read");
    }

    @Test
    void theChecksReadRealSources() {
        assertTrue(imports("org.smallscope.ui", "org.smallscope.ui", true, Pattern.compile("org\\.smallscope\\.core")).size() > 3,
                "the UI's sources were found and read");
    }
}
