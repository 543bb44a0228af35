package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** The finitization evaluator on small finitizations: what it evaluates exactly, and what it reports as unknown with line and reason. */
class FinitizationEvaluatorTest {

    /** @return a subject class whose finitization body is {@code body} (one statement per line after the header) */
    private static String subject(String params, String body) {
        return """
                package p;

                import org.smallscope.api.*;

                class S {
                    enum Color { RED, GREEN, BLUE }
                    static final int BASE = 2;
                    static class Node { Node next; int key; Color color; boolean mark; }
                    Node head;
                    int size;

                    boolean repOk() { return head == null || size > 0; }

                    static IFinitization finS(%s) {
                        IFinitization f = FinitizationFactory.create(S.class);
                %s
                        return f;
                    }

                    static int helper(int n) { int k = 0; while (k < n) { k++; } return k; }
                    static IClassDomain domainOf(IFinitization f, int n) {
                        IClassDomain d = null;
                        for (int i = 0; i < 1; i++) { d = f.createClassDomain(Node.class, n); }
                        return d;
                    }
                }
                """.formatted(params, body.indent(8));
    }

    private static EvaluatedBounds eval(String params, String body, int... args) {
        return FinitizationEvaluator.evaluate(SourceModel.parse(subject(params, body), "S"), args);
    }

    private static String bounds(EvaluatedBounds b) {
        return String.join("; ", b.fields().stream().map(f -> f.qualifiedName() + "=" + f.bounds()).toList());
    }

    @Test
    void evaluatesArithmeticLocalsConstantsAndSharedObjectSets() {
        EvaluatedBounds b = eval("int n, int m", """
                int max = (n * 3 - 1) / 2 % 7 + BASE;
                IObjSet nodes = f.createObjSet("Node", n + m, false);
                f.set("head", nodes);
                f.set("S.size", f.createIntSet(-1, 2, max));
                f.set("Node.next", nodes);
                f.set("p.S$Node.key", f.createIntSetOf(3, 1, 2));
                f.set("Node.color", f.createEnumSet(Color.class, Color.BLUE, Color.RED));
                f.set("Node.mark", f.createBooleanSet());""", 3, 1);
        assertTrue(b.complete(), b.toString());
        // max = (9 - 1) / 2 % 7 + 2 = 6; ints from -1 by 2 up to 6
        assertEquals("this.head=objects(Node x4); this.size=ints[-1, 1, 3, 5, 6]; Node.next=objects(Node x4); Node.key=ints[3, 1, 2]; "
                + "Node.color=enums[BLUE, RED]; Node.mark=booleans", bounds(b));
        assertEquals(List.of("this.head", "this.size"), b.slots().subList(0, 2));
        assertEquals(2 + 4 * 4, b.slots().size(), "root fields, then four fields for each of four nodes");
    }

    /** Korat's meanings, as the engine has them: the two-argument object set has no null, ranges end at max, min above max is just max. */
    @Test
    void koratFormsMeanWhatTheyMeanInKorat() {
        EvaluatedBounds b = eval("int n", """
                f.set("head", f.createObjSet(Node.class, n));
                f.set("size", f.createIntSet(0, 2, 5));
                f.set("Node.key", f.createIntSet(0, -1));""", 2);
        assertEquals("this.head=objects(Node x2); this.size=ints[0, 2, 4, 5]; Node.key=ints[-1]", bounds(b));
    }

    @Test
    void allEnumConstantsInDeclarationOrderAndSingleValues() {
        EvaluatedBounds b = eval("int n", """
                f.set("Node.color", f.createEnumSet(Color.class));
                f.set("size", f.createIntSet(n));
                f.set("Node.key", f.createIntSet(n, n - 1));""", 2);
        assertEquals("Node.color=enums[RED, GREEN, BLUE]; this.size=ints[2]; Node.key=ints[1]", bounds(b));
    }

    @Test
    void aLoopMakesItsSetCallsAndTheLocalsItAssignsUnknown() {
        EvaluatedBounds b = eval("int n", """
                int k = n;
                for (int i = 0; i < n; i++) {
                    k = k + 1;
                    f.set("Node.mark", f.createBooleanSet());
                }
                f.set("size", f.createIntSet(0, k));
                f.set("Node.key", f.createIntSet(0, n));""", 3);
        assertEquals("Node.key=ints[0, 1, 2, 3]", bounds(b));
        assertEquals(2, b.unknowns().size());
        EvaluatedBounds.Unknown mark = b.unknown("Node.mark");
        assertTrue(mark.reason().startsWith("set inside a for statement (line "), mark.reason());
        EvaluatedBounds.Unknown size = b.unknown("this.size");
        assertTrue(size.reason().startsWith("k is assigned inside a for statement"), size.reason());
        assertTrue(size.describe().startsWith("bound of this.size at line " + size.line() + " is not a simple expression of the size parameters"));
    }

    @Test
    void requiredGeneratorsChangeNoBoundsWhereverTheyAre() {
        String bounds = """
                IObjSet nodes = f.createObjSet(Node.class, n, true);
                f.set("head", nodes);
                f.set("Node.next", nodes);
                f.set("Node.key", f.createIntSet(0, n));""";
        EvaluatedBounds b = eval("int n", bounds + """

                f.require(Generators.list("head", "next"), Generators.not(Generators.less("Node.key", Generators.field("next.key"))));
                for (int i = 0; i < n; i++) {
                    f.require(Generators.isIn("Node.key", i));
                }""", 3);
        assertTrue(b.complete(), b.toString());
        assertEquals(bounds(eval("int n", bounds, 3)), bounds(b));
        assertEquals(List.of(), b.failures());
    }

    @Test
    void helpersAreInlinedUntilTheyLoop() {
        EvaluatedBounds b = eval("int n", """
                f.set("size", f.createIntSet(0, helper(n)));
                f.set("Node.key", f.createIntSet(0, Math.max(n, 4)));""", 3);
        assertEquals("Node.key=ints[0, 1, 2, 3, 4]", bounds(b));
        assertTrue(b.unknown("this.size").reason().contains("k is assigned inside a while statement"), b.toString());
    }

    @Test
    void reassignedLocalsAndNonConstantNamesAreUnknown() {
        EvaluatedBounds b = eval("int n", """
                int k = n;
                k = n + 1;
                String name = System.getProperty("field");
                f.set("size", f.createIntSet(0, k));
                f.set(name, f.createBooleanSet());""", 3);
        assertEquals("", bounds(b));
        assertTrue(b.unknown("this.size").reason().startsWith("k is assigned more than once"), b.toString());
        EvaluatedBounds.Unknown any = b.unknowns().get(1);
        assertNull(any.qualifiedName());
        assertTrue(any.reason().contains("is not a string constant"), any.reason());
    }

    @Test
    void wrongArityOrParameterTypesAreProblems() {
        assertTrue(eval("int n", "", 1, 2).problem().contains("has no finS taking 2 ints (it has finS(int n))"));
        assertTrue(eval("long n", "", 1).problem().contains("parameter n of finS(long n)"));
    }

    @Test
    void badDomainsAreReportedAsTheRunWouldFail() {
        EvaluatedBounds b = eval("int n", """
                f.set("size", f.createIntSet(0, 0, n));
                f.set("Node.key", f.createIntSetOf(1, 1));""", 3);
        assertTrue(b.unknown("this.size").reason().contains("the step must be positive"));
        assertTrue(b.unknown("Node.key").reason().contains("the value 1 occurs twice"));
        assertEquals(List.of("createIntSet(0, 0, 3): the step must be positive", "createIntSetOf[1, 1]: the value 1 occurs twice"),
                b.failures().stream().map(EvaluatedBounds.Failure::message).toList(), "the API's words");
    }

    @Test
    void valuesBuiltAtRunTimeAreUnknownNotGuessed() {
        EvaluatedBounds b = eval("int n", """
                f.set("size", f.createValueSet(Integer.class, Integer.valueOf(n), 2));
                f.set("Node.key", f.createValueSet(Integer.class, 1, n, null));""", 3);
        assertEquals("Node.key=values(Integer)[1, 3, null]", bounds(b));
        assertTrue(b.unknown("this.size").reason().contains("calls valueOf(...)"), b.toString());
        assertEquals(List.of(), b.slots(), "no slots while a bound is unknown");
    }

    @Test
    void classDomainsChangedWhereTheEvaluatorCannotFollowMakeTheLayoutUnknown() {
        EvaluatedBounds b = eval("int n", """
                IObjSet nodes = f.createObjSet(Node.class, n, true);
                if (n > 2) {
                    f.createClassDomain(Node.class, n + 5);
                }
                f.set("head", nodes);""", 3);
        assertEquals("this.head=objects(Node x3, null)", bounds(b), "the bound as far as the evaluator follows it");
        assertNull(b.unknowns().get(0).qualifiedName(), "may change any field's bounds");
        assertTrue(b.unknowns().get(0).reason().startsWith("calls createClassDomain(...) inside an if statement (line "), b.toString());
        assertTrue(!b.complete() && b.slots().isEmpty());
    }

    @Test
    void anObjectSetChangedByAnUnevaluatedCallIsUnknown() {
        EvaluatedBounds b = eval("int n", """
                IObjSet nodes = f.createObjSet(Node.class, true);
                nodes.addClassDomain(domainOf(f, n));
                f.set("head", nodes);""", 3);
        assertTrue(b.unknowns().stream().anyMatch(u -> u.qualifiedName() == null && u.reason().contains("the object sets are not evaluated")),
                b.toString());
        assertTrue(b.slots().isEmpty());
    }

    @Test
    void aClassDomainOfAClassOfAnotherFileLeavesTheSlotsUnknown() {
        EvaluatedBounds b = eval("int n", """
                f.createObjSet(Elsewhere.class, n, true);
                IObjSet nodes = f.createObjSet(Node.class, n, true);
                f.set("head", nodes);
                f.set("Node.next", nodes);""", 3);
        assertEquals("this.head=objects(Node x3, null); Node.next=objects(Node x3, null)", bounds(b));
        assertTrue(b.unknowns().get(0).reason().contains("class Elsewhere is not declared in this file"), b.toString());
        assertTrue(b.slots().isEmpty());
    }

    @Test
    void setWithAClassNamesTheFieldAsTheEngine() {
        String source = subject("int n", """
                IObjSet nodes = f.createObjSet(Node.class, n, false);
                f.set(S.class, "head", nodes);
                f.set(Node.class, "key", f.createIntSet(0, n));""");
        SourceModel model = SourceModel.parse(source, "S");
        assertEquals(List.of("this.head", "Node.key"), List.copyOf(model.finitizedFields()));
        EvaluatedBounds b = FinitizationEvaluator.evaluate(model, 2);
        assertEquals("this.head=objects(Node x2); Node.key=ints[0, 1, 2]", bounds(b));
        assertEquals(List.of("this.head", "Node0.key", "Node1.key"), b.slots());
    }

    @Test
    void numbersFollowJavasRules() {
        EvaluatedBounds b = eval("int n", """
                f.set("size", f.createIntSet((int) 2.9, n * 7 / 2, 'c' - 'a' + 0x10));
                f.set("Node.key", f.createIntSetOf((byte) 200, (short) 70000, -n % 2, (int) (char) -1));""", 3);
        assertEquals("this.size=ints[2, 12, 18]; Node.key=ints[-56, 4464, -1, 65535]", bounds(b));
    }
}
