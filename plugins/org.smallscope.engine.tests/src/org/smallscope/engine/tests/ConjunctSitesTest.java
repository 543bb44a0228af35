package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.MethodNode;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.internal.PredicateAnalyzer;

/** The analyzer says where each conjunct's code begins, so that the engine can tell which conjunct a candidate failed in. */
class ConjunctSitesTest {

    /**
     * A conjunct that is a call of a method that is one conjunct from its first instruction on begins at the call, and so
     * does the first of a called method's conjuncts (HashMap's hasTable: two).
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "BST  | isAcyclic:repOk sizeOk:repOk ordersOk:repOk",
        "BSTPGuards | isAcyclic:repOk sizeOk:repOk ordersOk:repOk parentsOk:repOk",
        "RBT  | isAcyclic:repOk sizeOk:repOk ordersOk:repOk parentsOk:repOk colorsOk:repOk",
        "DLLS | isStructOk:repOk elementsUnique:repOk elementsSorted:repOk",
        "HashMap | hasTable part 1:repOk hasTable part 2:hasTable chainsWellFormed:repOk sizeCountsEntries:repOk"})
    void eachConjunctHasASiteOnARealInstructionOfItsMethod(String example, String expected) {
        String className = org.smallscope.examples.Examples.className(example).orElseThrow();
        ClassFileSource source = ClassFileSource.of(getClass().getClassLoader());
        String root = className.replace('.', '/');
        PredicateAnalyzer analyzer = new PredicateAnalyzer(source, root, Map.of(root, "$R"));

        List<Conjunct> conjuncts = analyzer.conjuncts(root, "repOk");
        List<PredicateAnalyzer.Site> sites = analyzer.sites(root, "repOk");

        assertEquals(conjuncts.size(), sites.size());
        StringBuilder seen = new StringBuilder();
        for (int i = 0; i < sites.size(); i++) {
            PredicateAnalyzer.Site site = sites.get(i);
            AbstractInsnNode at = instruction(source, site);
            assertNotNull(at, site.toString());
            assertTrue(at.getOpcode() >= 0, "a real instruction: " + site);
            seen.append(i == 0 ? "" : " ").append(conjuncts.get(i).name().replace("()", "")).append(':').append(site.method());
            if (site.method().equals(conjuncts.get(i).name().replace("()", ""))) {
                continue;
            }
            int line = lineOf(at);
            assertTrue(line > 0, "line of " + site);
        }
        assertEquals(expected.strip(), seen.toString());
    }

    private static AbstractInsnNode instruction(ClassFileSource source, PredicateAnalyzer.Site site) {
        ClassNode c = new ClassNode();
        new ClassReader(source.read(site.owner().replace('/', '.'))).accept(c, ClassReader.SKIP_FRAMES);
        for (MethodNode m : c.methods) {
            if (m.name.equals(site.method()) && m.desc.equals(site.desc())) {
                return m.instructions.get(site.instruction());
            }
        }
        return null;
    }

    private static int lineOf(AbstractInsnNode n) {
        for (AbstractInsnNode p = n; p != null; p = p.getPrevious()) {
            if (p instanceof LineNumberNode l) {
                return l.line;
            }
        }
        return -1;
    }
}
