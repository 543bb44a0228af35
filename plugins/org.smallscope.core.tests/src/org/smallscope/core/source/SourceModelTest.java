package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.dom.AST;
import org.eclipse.jdt.core.dom.ASTParser;
import org.eclipse.jdt.core.dom.CompilationUnit;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

/** The source model: conjunct splitting and naming, hashes (helpers in, names and layout out), reads, JSON, bindings. */
class SourceModelTest {

    private static final String BST = ExampleSources.example("BST");

    private static List<String> names(SourceModel m) {
        return m.conjuncts().stream().map(SourceModel.Conjunct::name).toList();
    }

    private static List<String> hashes(SourceModel m) {
        return m.conjuncts().stream().map(SourceModel.Conjunct::hash).toList();
    }

    @Test
    void splitsTheReturnedConjunctionAndNamesConjunctsAsTheEngine() {
        SourceModel m = SourceModel.parse(BST, "BST");
        assertEquals(List.of("isAcyclic()", "sizeOk()", "ordersOk()"), names(m));
        assertEquals("CONJUNCTION", m.repOk().shape());
        SourceModel.Conjunct size = m.conjuncts().get(1);
        assertEquals("sizeOk()", BST.substring(size.start(), size.start() + size.length()), "the range marks the conjunct in repOk");
        assertEquals(BST.substring(0, size.start()).split("\n", -1).length, size.line());
    }

    @Test
    void flattensNestedConjunctionsAndPredicateHelpers() {
        String src = BST.replace("return isAcyclic() && sizeOk() && ordersOk();", "return isAcyclic() && (sizeOk() && shapeOk());")
                .replace("    /** @return whether size", "    boolean shapeOk() {\n        return ordersOk() && root != null;\n    }\n\n    /** @return whether size");
        SourceModel m = SourceModel.parse(src, "BST");
        assertEquals(List.of("isAcyclic()", "sizeOk()", "ordersOk()", "shapeOk() part 2"), names(m));
        assertEquals("root != null", m.conjuncts().get(3).text());
    }

    @Test
    void splitsTheStatementForm() {
        String src = BST.replace("        return isAcyclic() && sizeOk() && ordersOk();",
                "        if (!isAcyclic()) return false;\n        if (size < 0) { return false; }\n        return sizeOk() && ordersOk();");
        SourceModel m = SourceModel.parse(src, "BST");
        assertEquals(List.of("isAcyclic()", "repOk() part 2", "sizeOk()", "ordersOk()"), names(m));
        assertEquals("!(size < 0)", m.conjuncts().get(1).text());
        assertEquals("STATEMENTS", m.repOk().shape());
        assertTrue(m.repOk().statementForm());
    }

    @Test
    void aGuardOnAnAlternativeSplitsIntoEachAlternativeNegated() {
        String src = BST.replace("        return isAcyclic() && sizeOk() && ordersOk();",
                "        if (!isAcyclic()) return false;\n        if (size < 0 || (size > 9)) { return false; }\n        return sizeOk() && ordersOk();");
        SourceModel m = SourceModel.parse(src, "BST");
        assertEquals(List.of("isAcyclic()", "repOk() part 2", "repOk() part 3", "sizeOk()", "ordersOk()"), names(m));
        assertEquals(null, m.repOk().note());
    }

    @Test
    void aCheckKeptInALocalFirstSplitsAsTheEngineSplitsItsBytecode() {
        String src = BST.replace("        return isAcyclic() && sizeOk() && ordersOk();",
                "        boolean ok = isAcyclic();\n        return ok && sizeOk() && ordersOk();");
        SourceModel m = SourceModel.parse(src, "BST");
        assertEquals(List.of("repOk() part 1", "sizeOk()", "ordersOk()"), names(m));
        assertEquals("STATEMENTS", m.repOk().shape());
    }

    @Test
    void aBodyThatReturnsTrueEarlyIsOneConjunct() {
        String src = BST.replace("        return isAcyclic() && sizeOk() && ordersOk();",
                "        if (root == null) {\n            return size == 0;\n        }\n        return isAcyclic() && sizeOk() && ordersOk();");
        SourceModel m = SourceModel.parse(src, "BST");
        assertEquals(List.of("repOk()"), names(m));
        assertEquals("WHOLE", m.repOk().shape());
    }

    @Test
    void hashesIgnoreCommentsLayoutLocalNamesAndTheClassName() {
        SourceModel m = SourceModel.parse(BST, "BST");
        String relaid = BST.replace("List<Node> visited = new ArrayList<>();", "List<Node>   worklist = // renamed\n new ArrayList<>();")
                .replace("visited.", "worklist.").replace("/** @return whether size equals", "/** @return (edited doc) whether size equals");
        assertEquals(hashes(m), hashes(SourceModel.parse(relaid, "BST")));
        String renamed = BST.replace("BST", "SearchTree");
        assertEquals(hashes(m), hashes(SourceModel.parse(renamed, "SearchTree")));
    }

    @Test
    void editingAHelperChangesOnlyTheConjunctsThatReachIt() {
        SourceModel m = SourceModel.parse(BST, "BST");
        String edited = BST.replace("return n == null ? 0 : 1 + count(n.left) + count(n.right);", "return n == null ? 0 : count(n.left) + count(n.right) + 1;");
        SourceModel e = SourceModel.parse(edited, "BST");
        assertEquals(hashes(m).get(0), hashes(e).get(0));
        assertNotEquals(hashes(m).get(1), hashes(e).get(1), "sizeOk() calls count(Node)");
        assertEquals(hashes(m).get(2), hashes(e).get(2));
        assertEquals(" (in count(Node))", ConjunctRules.whatChanged(m.conjuncts().get(1), e.conjuncts().get(1)));
    }

    @Test
    void readsAreBoundedFieldsInFirstReadOrderThroughHelpers() {
        SourceModel m = SourceModel.parse(BST, "BST");
        assertEquals(List.of("this.root", "Node.left", "Node.right"), m.conjuncts().get(0).reads());
        assertEquals(List.of("this.root", "Node.left", "Node.right", "this.size"), m.conjuncts().get(1).reads());
        assertEquals(List.of("this.root", "Node.info", "Node.left", "Node.right"), m.conjuncts().get(2).reads());
    }

    @Test
    void finitizationAndItsSetCallsAreFound() {
        SourceModel m = SourceModel.parse(BST, "BST");
        SourceModel.Finitization f = m.finitization(1);
        assertEquals("finBST(int n)", f.signature());
        assertEquals(List.of("this.root", "this.size", "Node.left", "Node.right", "Node.info"),
                f.sets().stream().map(SourceModel.SetCall::qualifiedName).toList());
        SourceModel.SetCall info = f.sets().get(4);
        assertEquals("f.set(\"Node.info\", f.createIntSet(0, n - 1))", BST.substring(info.start(), info.start() + info.length()));
        assertNull(m.finitization(2));
    }

    @Test
    void jsonRoundTripKeepsEverything() {
        SourceModel m = SourceModel.parse(BST, "BST");
        JsonObject json = m.toJson();
        SourceModel back = SourceModel.fromJson(json);
        assertEquals(json, back.toJson());
        assertFalse(back.hasSource());
        assertEquals(m.conjuncts(), back.conjuncts());
        assertEquals(m.finitizations(), back.finitizations());
        assertThrows(IllegalArgumentException.class, () -> FinitizationEvaluator.evaluate(back, 3));
        JsonObject future = json.deepCopy();
        future.addProperty("format", SourceModel.FORMAT + 1);
        assertThrows(IllegalArgumentException.class, () -> SourceModel.fromJson(future));
    }

    @Test
    void modelsWithAndWithoutBindingsAreEqual() {
        ASTParser parser = ASTParser.newParser(AST.getJLSLatest());
        Map<String, String> options = JavaCore.getOptions();
        JavaCore.setComplianceOptions(JavaCore.VERSION_21, options);
        parser.setCompilerOptions(options);
        parser.setKind(ASTParser.K_COMPILATION_UNIT);
        parser.setResolveBindings(true);
        parser.setBindingsRecovery(true);
        parser.setEnvironment(new String[0], new String[0], null, true);
        parser.setUnitName("/golden/BST.java");
        parser.setSource(BST.toCharArray());
        CompilationUnit withBindings = (CompilationUnit) parser.createAST(null);
        assertTrue(withBindings.getAST().hasResolvedBindings());
        assertEquals(SourceModel.parse(BST, "BST").toJson(), SourceModel.of(withBindings, "BST").toJson());
    }

    @Test
    void aClassWithoutRepOkOrFinitizationGivesAnEmptyModel() {
        SourceModel m = SourceModel.parse("package p; class Plain { int x; }", "Plain");
        assertNull(m.repOk());
        assertEquals(List.of(), m.conjuncts());
        assertEquals(List.of(), m.finitizations());
        assertTrue(FinitizationEvaluator.evaluate(m, 3).problem().contains("declares no static method finPlain"));
    }

    @Test
    void halfWrittenSourcesNeverThrow() {
        String bstp = ExampleSources.example("BSTP").replace("BSTP", "BST");
        SourceModel base = SourceModel.parse(BST, "BST");
        org.smallscope.engine.incremental.SnapshotHeader header = EngineSubjects.fullRun(EngineSubjects.example("BST", 3), base.toJson());
        int cuts = 0;
        for (int cut = 0; cut < bstp.length(); cut += 37, cuts++) {
            String partial = bstp.substring(0, cut) + "\n}";
            assertDoesNotThrow(() -> {
                SourceModel m = SourceModel.parse(partial, "BST");
                SourceCompatibility.check(m, header);
                Lints.of(m, base);
                ConjunctReorder.reorder(m, base);
                FinitizationEvaluator.evaluate(m, 3);
            }, () -> "the source cut after " + partial.length() + " characters");
        }
        assertTrue(cuts > 10, cuts + " cuts");
    }
}
