package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.incremental.SubjectDescriptor;

/**
 * The finitization evaluator against the engine for class domains, object sets over several classes, shared class
 * domains, array sets and value sets: for test subjects ({@code golden/subjects/*.java.txt}) compiled and loaded by the
 * engine, the class domains, bounds (as {@code Domain.boundsSignature()}) and slots evaluated on source equal the engine's
 * {@code SubjectDescriptor} exactly.
 */
class ArraysAndClassDomainsAgreeTest {

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"Expr, 1", "Expr, 3", "Expr, 4", "Shared, 1", "Shared, 3", "Values, 1", "Values, 3", "UF, 0", "UF, 1", "UF, 3", "Pools, 1",
        "Pools, 3"})
    void sourceGivesTheEnginesDescriptor(String name, int n) {
        String source = SourceCheckGolden.read("subjects/" + name + ".java.txt");
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(SourceModel.parse(source, name), n);
        SubjectDescriptor d = SubjectDescriptor.of(EngineSubjects.load("subjects." + name, source, n));

        assertTrue(bounds.complete(), () -> "every bound evaluates: " + bounds);
        assertEquals(d.classes().stream().map(c -> c.simpleName() + " x" + c.count()).toList(),
                bounds.classDomains().stream().map(c -> c.simpleName() + " x" + c.count()).toList(), "class domains");
        assertEquals(d.fields().stream().map(f -> f.qualifiedName() + "=" + f.bounds() + " size " + f.size()).toList(),
                bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds() + " size " + b.size()).toList(), "bounds");
        assertEquals(d.slots(), bounds.slots(), "slots");
    }

    @Test
    void heapArrayBoundsAndSlotsAreKoratsLayout() {
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(SourceModel.parse(ExampleSources.example("HeapArray"), "HeapArray"), 2);
        assertEquals(List.of("this.size=ints[0, 1, 2]",
                "this.array=objects(int[] x1 lengths ints[0, 1, 2] elements ints[-1, 0, 1, 2] #0)"),
                bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds()).toList());
        assertEquals(List.of("this.size", "this.array", "int[]0.length", "int[]0.0", "int[]0.1"), bounds.slots(),
                "the vector of the semantics note's worked example (n = 2)");
    }

    @Test
    void exprsObjectSetSpansItsClassDomainsInAddOrder() {
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(SourceModel.parse(SourceCheckGolden.read("subjects/Expr.java.txt"), "Expr"), 3);
        assertEquals("objects(Const x3 + Add x2 + Mul x1, null)", bounds.field("this.root").bounds());
        assertEquals("objects(Const x3 + Add x2 + Mul x1, null)", bounds.field("Mul.left").bounds(), "set(Mul.class, \"left\", ...)");
        assertEquals(List.of("this.root", "Const0.cached", "Const0.cache", "Const0.value"), bounds.slots().subList(0, 4),
                "fields bound on the abstract Node apply to each concrete class, in set order");
    }
}
