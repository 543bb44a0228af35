package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.jdt.core.dom.ASTVisitor;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.eclipse.jdt.core.dom.MethodDeclaration;
import org.eclipse.jdt.core.dom.Modifier;
import org.eclipse.jdt.core.dom.TypeDeclaration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A field repOk reads that no finitization bounds is found on source, before any run, at its first read and in the
 * engine's words; bound, final, written by repOk itself or outside the finitized classes, it is not.
 */
class UnboundFieldLintTest {

    /** A cache whose repOk reads {@code capacity} (line 12, in withinCapacity) and {@code e.hits} (line 16, in hitsOk). */
    private static String cache(String capacityDeclaration, String extraSets) {
        return """
                package lint;

                import org.smallscope.api.*;

                public class Cache {
                    public static class Entry { public Entry next; public int hits; }
                    public Entry head;
                    public int size;
                    %s

                    public boolean repOk() { return withinCapacity() && hitsOk(); }
                    private boolean withinCapacity() { return size <= capacity; }
                    private boolean hitsOk() {
                        int n = 0;
                        for (Entry e = head; e != null && n <= size; e = e.next, n++) {
                            if (e.hits < 0) return false;
                        }
                        return n == size;
                    }

                    public static IFinitization finCache(int n) {
                        IFinitization f = FinitizationFactory.create(Cache.class);
                        IObjSet entries = f.createObjSet(Entry.class, n, true);
                        f.set("head", entries);
                        f.set("size", f.createIntSet(0, n));
                        f.set("Entry.next", entries);
                %s        return f;
                    }
                }
                """.formatted(capacityDeclaration, extraSets.indent(8));
    }

    private static List<Lints.Finding> unbound(String source) {
        return Lints.of(SourceModel.parse(source, "Cache")).stream().filter(f -> f.kind() == Lints.Kind.UNBOUND_FIELD).toList();
    }

    @Test
    void aFieldWithAnInitializerReadByAHelperIsNamedAtItsFirstReadWithItsLine() {
        String source = cache("public int capacity = 4;", "f.set(\"Entry.hits\", f.createIntSet(0, 1));");
        List<Lints.Finding> found = unbound(source);
        assertEquals(1, found.size(), found.toString());
        Lints.Finding f = found.get(0);
        assertEquals("repOk() reads Cache.capacity (line 12, in withinCapacity), which the finitization finCache does not bound: "
                + "every candidate keeps the value its constructor gives it, so the suite holds no structure with another value; "
                + "bound it with f.set(\"capacity\", ...), or declare it final if it is a constant", f.message());
        assertEquals(12, f.line());
        assertEquals("capacity", source.substring(f.start(), f.start() + f.length()));
        // the fix bounds it to the value it has, before the finitization's return
        assertEquals("f.set(\"capacity\", f.createIntSet(4, 4));", f.fix().statement());
        assertEquals(source.indexOf("return f;"), f.fix().offset());
    }

    @Test
    void theSameFieldBoundIsNotFound() {
        assertEquals(List.of(), unbound(cache("public int capacity = 4;",
                "f.set(\"Entry.hits\", f.createIntSet(0, 1));\nf.set(\"capacity\", f.createIntSet(0, n));")));
    }

    @Test
    void theSameFieldDeclaredFinalIsNotFound() {
        assertEquals(List.of(), unbound(cache("public final int capacity = 4;", "f.set(\"Entry.hits\", f.createIntSet(0, 1));")));
    }

    @Test
    void aNodeFieldReadThroughALocalIsNamedByItsClass() {
        List<Lints.Finding> found = unbound(cache("public final int capacity = 4;", ""));
        assertEquals(1, found.size(), found.toString());
        assertEquals(16, found.get(0).line());
        assertEquals("repOk() reads Entry.hits (line 16, in hitsOk), which the finitization finCache does not bound: "
                + "every candidate keeps the value its constructor gives it, so the suite holds no structure with another value; "
                + "bound it with f.set(\"Entry.hits\", ...), or declare it final if it is a constant", found.get(0).message());
        assertEquals("f.set(\"Entry.hits\", f.createIntSet(0, 0));", found.get(0).fix().statement());
    }

    @Test
    void aFieldRepOkAssignsBeforeReadingItIsScratchStateNotAConstructorsValue() {
        String source = cache("public int capacity = 4; public int seen;", "f.set(\"Entry.hits\", f.createIntSet(0, 1));")
                .replace("return withinCapacity() && hitsOk();", "seen = 0; return withinCapacity() && hitsOk() && seen == 0;");
        assertEquals(List.of("Cache.capacity"), unbound(source).stream().map(f -> f.message().split(" ")[2]).toList());
    }

    @Test
    void aFinitizationHandedToALibraryMethodMayBoundMoreSoNothingIsFound() {
        String source = cache("public int capacity = 4;", "Bounds.more(f);");
        assertEquals(List.of(), unbound(source));
    }

    @Test
    void anIntFieldWithoutALiteralInitializerIsBoundToZeroAndOtherTypesGetNoFix() {
        List<Lints.Finding> found = unbound(cache("public int capacity; public String name = \"\";",
                "f.set(\"Entry.hits\", f.createIntSet(0, 1));").replace("size <= capacity", "size <= capacity && name != null"));
        assertEquals(2, found.size(), found.toString());
        assertEquals("f.set(\"capacity\", f.createIntSet(0, 0));", found.get(0).fix().statement());
        assertNull(found.get(1).fix(), "no value set is proposed for a String field");
    }

    /** @return every example file with a repOk, by path under the examples' package */
    static Stream<String> exampleFiles() {
        List<String> paths = new ArrayList<>();
        org.smallscope.examples.Examples.all().values().forEach(c -> paths.add(c.substring("org.smallscope.examples.".length()).replace('.', '/')));
        paths.addAll(List.of("udita/SortedList", "udita/RBTreeGen", "udita/HeapArrayGen"));
        return paths.stream();
    }

    @ParameterizedTest
    @MethodSource("exampleFiles")
    void noBundledExampleReadsAnUnboundField(String path) {
        String source = ExampleSources.read(path);
        CompilationUnit unit = JavaSource.parse(source);
        List<String[]> subjects = new ArrayList<>(); // class, finitization
        unit.accept(new ASTVisitor() {
            @Override
            public boolean visit(TypeDeclaration t) {
                for (MethodDeclaration m : t.getMethods()) {
                    if (Modifier.isStatic(m.getModifiers()) && m.getReturnType2() != null
                            && m.getReturnType2().toString().equals("IFinitization")) {
                        subjects.add(new String[] {t.getName().getIdentifier(), m.getName().getIdentifier()});
                    }
                }
                return true;
            }
        });
        List<String> found = new ArrayList<>();
        for (String[] s : subjects) {
            Lints.of(SourceModel.of(unit, s[0], s[1])).stream().filter(f -> f.kind() == Lints.Kind.UNBOUND_FIELD)
                    .forEach(f -> found.add(s[1] + ": " + f.message()));
        }
        assertEquals(List.of(), found, path + " (" + subjects.size() + " finitizations)");
    }
}
