package org.smallscope.core.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.smallscope.core.architecture.RepositorySources.SourceFile;

/**
 * The checks of {@link ImportBoundariesTest} fail on planted cycles, clashes and uses the manifests forbid, count the front
 * door's types, and read references as the compiler does.
 */
class ArchitectureChecksTest {

    private static SourceFile file(String module, String pkg, String name, String source) {
        return new SourceFile(module, Path.of(module, pkg.replace('.', '/'), name + ".java"), pkg, name, JavaText.references(source));
    }

    @Test
    void tarjanFindsEachCycleOnceAndNoneInADag() {
        List<PackageCycles.Cycle> cycles = PackageCycles.of(Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a", "d"), "d", Set.of("e"),
                "e", Set.of("d"), "f", Set.of("a")));
        assertEquals(2, cycles.size(), cycles.toString());
        assertTrue(cycles.contains(new PackageCycles.Cycle(List.of("a", "b", "c"), List.of("a", "b", "c", "a"))), cycles.toString());
        assertTrue(cycles.contains(new PackageCycles.Cycle(List.of("d", "e"), List.of("d", "e", "d"))), cycles.toString());
        assertEquals(List.of(), PackageCycles.of(Map.of("a", Set.of("b", "c"), "b", Set.of("c"), "c", Set.of())));
    }

    @Test
    void aPlantedCycleAcrossModulesIsNamedWithItsFiles() {
        List<SourceFile> files = List.of(
                file("m1", "org.smallscope.p", "A", "package org.smallscope.p;\nimport org.smallscope.q.B;\nclass A { B b; }"),
                file("m2", "org.smallscope.q", "B", "package org.smallscope.q;\nclass B { Object a = new org.smallscope.p.A(); }"),
                file("m2", "org.smallscope.r", "C", "package org.smallscope.r;\nimport org.smallscope.p.A;\nclass C { }"));
        assertEquals(List.of("org.smallscope.p [m1] -> org.smallscope.q [m2] (m1/org/smallscope/p/A.java) -> org.smallscope.p [m1] (m2/org/smallscope/q/B.java)"),
                new PackageGraph(files).describedCycles());
    }

    @Test
    void commentsAndStringsAreNoDependency() {
        Set<String> refs = JavaText.references("package org.smallscope.p;\nimport static org.smallscope.q.Util.max;\nimport org.smallscope.s.*;\n"
                + "/** {@link org.smallscope.x.X} */ class A { // org.smallscope.y.Y\n String s = \"org.smallscope.z.Z\"; char c = '\"';"
                + " org.smallscope.w.W w; }");
        assertEquals(Set.of("org.smallscope.q.Util", "org.smallscope.s", "org.smallscope.w.W"), refs);
    }

    @Test
    void aNameInTwoModulesClashesAndTwoVersionsInOneModuleDoNot() {
        List<SourceFile> files = List.of(file("m1", "org.smallscope.p", "Golden", ""), file("m2", "org.smallscope.q", "Golden", ""),
                file("m1", "org.smallscope.v1", "Capped", ""), file("m1", "org.smallscope.v2", "Capped", ""),
                file("m1", "org.smallscope.p", "package-info", ""), file("m2", "org.smallscope.q", "package-info", ""));
        assertEquals(List.of("Golden: [m1/org/smallscope/p/Golden.java, m2/org/smallscope/q/Golden.java]"), NameClashes.of(files));
    }

    @Test
    void usesAManifestDoesNotAllowAreNamedWithTheirFiles() {
        BundleManifests.Bundle engine = BundleManifests.parse("m1", "Bundle-SymbolicName: b.one;singleton:=true\nExport-Package: org.smallscope.p,\n"
                + " org.smallscope.q;x-internal:=true,\n org.smallscope.r;x-friends:=\"b.two,\n b.five\"\n");
        assertEquals(Set.of("org.smallscope.p", "org.smallscope.q", "org.smallscope.r"), engine.exports().keySet());
        assertEquals(List.of("b.two", "b.five"), engine.exports().get("org.smallscope.r").friends());
        Map<String, BundleManifests.Bundle> bundles = Map.of("m1", engine,
                "m2", BundleManifests.parse("m2", "Bundle-SymbolicName: b.two\n"),
                "m3", BundleManifests.parse("m3", "Bundle-SymbolicName: b.three\n"),
                "m1.tests", BundleManifests.parse("m1.tests", "Bundle-SymbolicName: b.one.tests\nFragment-Host: b.one;bundle-version=\"1\"\n"));
        List<SourceFile> files = List.of(
                file("m1", "org.smallscope.p", "P", ""), file("m1", "org.smallscope.q", "Q", ""), file("m1", "org.smallscope.r", "R", ""),
                file("m1", "org.smallscope.s", "S", ""),
                file("m2", "org.smallscope.two", "Two", "import org.smallscope.r.R;\nimport org.smallscope.s.S;"),
                file("m3", "org.smallscope.three", "Three", "import org.smallscope.p.P;\nimport org.smallscope.r.R;"),
                file("m4", "org.smallscope.four", "Four", "import org.smallscope.r.R;\nimport org.smallscope.q.Q;"),
                file("m5", "org.smallscope.five", "Five", "import org.smallscope.q.Q;"),
                file("m1.tests", "org.smallscope.tests", "T", "import org.smallscope.q.Q;\nimport org.smallscope.s.S;"));
        assertEquals(List.of("m2 uses org.smallscope.s (m2/org/smallscope/two/Two.java): not exported by b.one",
                "m3 uses org.smallscope.r (m3/org/smallscope/three/Three.java): x-friends of [b.two, b.five] only",
                "m4 uses org.smallscope.q (m4/org/smallscope/four/Four.java): x-internal in b.one",
                "m4 uses org.smallscope.r (m4/org/smallscope/four/Four.java): x-friends of [b.two, b.five] only"),
                ExportRules.violations(new PackageGraph(files).uses(), bundles, Map.of("m1", Set.of("m5"))));
    }

    @Test
    void theFrontDoorCountsPublicTopLevelTypesOfThePackagesExportedToAll(@TempDir Path root) throws IOException {
        Path src = root.resolve(FrontDoor.ENGINE).resolve("src/org/smallscope/engine/door");
        Files.createDirectories(src);
        Files.writeString(src.resolve("Open.java"), "package org.smallscope.engine.door;\n/** public class Not {} */\npublic final class Open {\n"
                + "    public static final class Nested {}\n}\n");
        Files.writeString(src.resolve("Hidden.java"), "package org.smallscope.engine.door;\nfinal class Hidden {}\n");
        Files.writeString(src.resolve("Spi.java"), "package org.smallscope.engine.door;\npublic sealed interface Spi permits Open2 {}\n");
        BundleManifests.Bundle engine = BundleManifests.parse(FrontDoor.ENGINE, "Bundle-SymbolicName: org.smallscope.engine\nExport-Package:"
                + " org.smallscope.engine.door,\n org.smallscope.engine.search;x-internal:=true;x-friends:=\"org.smallscope.cli\",\n"
                + " org.smallscope.engine.io;x-friends:=\"org.smallscope.cli\"\n");
        assertEquals(Set.of("org.smallscope.engine.door"), FrontDoor.packages(engine));
        assertEquals(List.of("org.smallscope.engine.door.Open", "org.smallscope.engine.door.Spi"), FrontDoor.types(root, FrontDoor.packages(engine)));
    }
}
