package org.smallscope.core.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.smallscope.core.architecture.RepositorySources.SourceFile;

/** The checks of {@link ImportBoundariesTest} fail on planted cycles and clashes, and read references as the compiler does. */
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
}
