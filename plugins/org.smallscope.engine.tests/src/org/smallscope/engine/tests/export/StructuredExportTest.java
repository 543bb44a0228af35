package org.smallscope.engine.tests.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.tests.export.subjects.Buckets;
import org.smallscope.engine.tests.export.subjects.Chain;
import org.smallscope.engine.tests.export.subjects.Forest;
import org.smallscope.engine.tests.export.subjects.Formula;
import org.smallscope.engine.tests.export.subjects.ObjectStack;
import org.smallscope.engine.tests.export.subjects.Reading;
import org.smallscope.examples.everyday.HeapArray;

/**
 * The export of subjects beyond plain objects and ints: an int array (HeapArray), value sets of many types (Reading),
 * an array of records one record may fill twice (Forest), an array of chains over one object set (Buckets), an object
 * set over two class domains of an abstract class (Formula), two object sets over one class domain (Chain) and an
 * {@code Object[]} of Integers and nulls (ObjectStack), and the everyday examples ArrayList, HashMap, UnionFind and Expr. Each
 * export holds one test per valid instance, compiles and passes, and each factory rebuilds exactly the engine's
 * instance: its objects read back (every finitized field, every array cell below the length) give the engine's
 * canonical structure, and every field of every object reached reads as in the engine's heap ({@link ExportChecks}).
 */
class StructuredExportTest {

    @TempDir
    Path tmp;

    static Stream<Arguments> subjects() {
        return Stream.of(Arguments.of(HeapArray.class, new int[] {3}), Arguments.of(Reading.class, new int[0]),
                Arguments.of(Forest.class, new int[] {3}), Arguments.of(Buckets.class, new int[] {3}),
                Arguments.of(Formula.class, new int[] {2, 1}), Arguments.of(Chain.class, new int[] {3}),
                Arguments.of(ObjectStack.class, new int[] {3}), Arguments.of(org.smallscope.examples.everyday.ArrayList.class, new int[] {3}),
                Arguments.of(org.smallscope.examples.everyday.HashMap.class, new int[] {3}),
                Arguments.of(org.smallscope.examples.everyday.UnionFind.class, new int[] {3}),
                Arguments.of(org.smallscope.examples.everyday.Expr.class, new int[] {2}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subjects")
    void theExportHasOnePassingTestPerInstanceAndRebuildsEachExactly(Class<?> subject, int[] args) throws Exception {
        Exports.Searched s = Exports.search(subject, args);
        assertTrue(s.instances().size() > 1, subject + " has valid instances");
        ExportChecks.exportCompileRunAndRebuild(s, subject, tmp);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subjects")
    void plainCopiesAreTheEnginesInstances(Class<?> subject, int[] args) throws Exception {
        Exports.Searched s = Exports.search(subject, args);
        for (int[] cv : s.instances()) {
            assertEquals(Structures.canonical(s.subject(), cv), VectorReader.canonical(s.subject(), PlainCopies.of(s.subject(), cv)));
        }
    }

    @Test
    void readingBackNoticesAChangedOrDroppedArrayCell() throws Exception {
        Exports.Searched s = Exports.search(HeapArray.class, 3);
        int[] full = s.instances().stream().filter(cv -> ((HeapArray) copy(s, cv)).array.length == 3 && ((HeapArray) copy(s, cv)).size == 3)
                .findFirst().orElseThrow();
        String engine = Structures.canonical(s.subject(), full);
        HeapArray changed = (HeapArray) copy(s, full);
        changed.array[2] = changed.array[2] == 0 ? 1 : 0;
        assertNotEquals(engine, VectorReader.canonical(s.subject(), changed));
        HeapArray dropped = (HeapArray) copy(s, full);
        dropped.array = java.util.Arrays.copyOf(dropped.array, 2);
        assertNotEquals(engine, VectorReader.canonical(s.subject(), dropped));
        assertEquals(engine, VectorReader.canonical(s.subject(), copy(s, full)));
    }

    private static Object copy(Exports.Searched s, int[] cv) {
        try {
            return PlainCopies.of(s.subject(), cv);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
}
