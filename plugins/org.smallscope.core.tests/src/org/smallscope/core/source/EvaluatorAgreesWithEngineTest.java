package org.smallscope.core.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.incremental.SubjectDescriptor;

/**
 * The finitization evaluator against the engine: for the bundled examples (their sources taken from the
 * examples bundle by the build, see {@link ExampleSources}), the bounds, object sets and slots
 * evaluated on source equal the descriptor the engine builds by running the finitization, and the
 * conjuncts split on source carry the engine's names.
 */
class EvaluatorAgreesWithEngineTest {

    @ParameterizedTest(name = "{0}({1})")
    @CsvSource({"BT, 3", "BT, 5", "BST, 3", "BST, 5", "BSTP, 3", "BSTP, 5", "RBT, 3", "RBT, 5", "DLL, 3", "DLL, 5", "DLLU, 3", "DLLU, 5",
        "DLLS, 3", "DLLS, 5", "TreeMap, 3", "TreeMap, 5", "HeapArray, 0", "HeapArray, 3", "HeapArray, 6"})
    void boundsEqualTheEngines(String name, int n) {
        SourceModel model = SourceModel.parse(ExampleSources.example(name), name);
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(model, n);
        Subject subject = EngineSubjects.example(name, n);
        SubjectDescriptor d = SubjectDescriptor.of(subject);

        assertTrue(bounds.complete(), "every bound evaluates: " + bounds);
        assertEquals(d.fields().stream().map(f -> f.qualifiedName() + "=" + f.bounds() + " size " + f.size()).toList(),
                bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds() + " size " + b.size()).toList());
        assertEquals(d.classes().stream().map(c -> c.simpleName() + " x" + c.count()).toList(),
                bounds.classDomains().stream().map(s -> s.simpleName() + " x" + s.count()).toList());
        assertEquals(d.slots(), bounds.slots());
        assertEquals(d.conjuncts().stream().map(org.smallscope.engine.Conjunct::name).toList(),
                model.conjuncts().stream().map(SourceModel.Conjunct::name).toList(), "source conjuncts carry the engine's names");
    }

    @ParameterizedTest(name = "{0}({2}) with {1}")
    @CsvSource({"BST, finBSTTree, 4", "BSTP, finBSTPSearchTree, 4", "RBT, finRBTSearchTree, 3", "DLLS, finDLLSCircular, 3", "HeapArray, finHeapArraySized, 3"})
    void finitizationsRequiringGeneratorsEvaluateToTheSameBounds(String name, String finitization, int n) {
        SourceModel model = SourceModel.of(JavaSource.parse(ExampleSources.example(name)), name, finitization);
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(model, n);
        SubjectDescriptor d = SubjectDescriptor.of(EngineSubjects.example(name, n));

        assertTrue(bounds.complete(), "every bound evaluates, and require(...) is no error: " + bounds);
        assertEquals(finitization, bounds.finitization());
        assertEquals(d.fields().stream().map(f -> f.qualifiedName() + "=" + f.bounds()).toList(),
                bounds.fields().stream().map(b -> b.qualifiedName() + "=" + b.bounds()).toList());
        assertEquals(d.slots(), bounds.slots());
    }

    @ParameterizedTest(name = "TreeBag({0})")
    @CsvSource({"3", "5"})
    void boundsSetInAnotherFileAreUnknownNotGuessed(int n) {
        SourceModel model = SourceModel.parse(ExampleSources.example("TreeBag"), "TreeBag");
        EvaluatedBounds bounds = FinitizationEvaluator.evaluate(model, n);
        SubjectDescriptor d = SubjectDescriptor.of(EngineSubjects.example("TreeBag", n));

        assertFalse(bounds.complete());
        EvaluatedBounds.Unknown inherited = bounds.unknowns().get(0);
        assertNull(inherited.qualifiedName(), "the inherited bounds(...) call may bound any field");
        assertTrue(inherited.reason().contains("bounds("), inherited.reason());
        for (EvaluatedBounds.Bound b : bounds.fields()) {
            SubjectDescriptor.FieldBound engine = d.fields().stream().filter(f -> f.qualifiedName().equals(b.qualifiedName())).findFirst()
                    .orElseThrow(() -> new AssertionError(b.qualifiedName() + " is not bounded by the engine"));
            assertEquals(engine.bounds(), b.bounds(), b.qualifiedName());
        }
        assertEquals(List.of("this.bagSize", "Entry.value"), bounds.fields().stream().map(EvaluatedBounds.Bound::qualifiedName).toList());
        assertEquals(List.of(), bounds.slots(), "no slots while some bounds are unknown");
    }
}
