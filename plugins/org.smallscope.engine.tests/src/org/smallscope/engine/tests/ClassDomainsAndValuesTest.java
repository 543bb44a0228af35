package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.search.parallel.ParallelRunner;
import org.smallscope.engine.search.SearchListener;
import org.smallscope.engine.search.SearchResult;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.ObjectClass;
import org.smallscope.engine.subject.Slot;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.subject.SubjectLoader;
import org.smallscope.engine.subject.SubjectRequest;
import org.smallscope.engine.tests.domains.AllValueTypes;
import org.smallscope.engine.tests.domains.ArrayReadsEverywhere;
import org.smallscope.engine.tests.domains.PrimitiveCells;
import org.smallscope.engine.tests.domains.SharedEntries;
import org.smallscope.engine.tests.domains.Shapes;

/**
 * Korat's class domains: object sets sharing one class domain, an object set over several class domains (with its
 * isomorphism jump from domain to domain), the vector order of class domains, and value sets of every type.
 */
class ClassDomainsAndValuesTest {

    private static Subject load(Class<?> cls, int... args) {
        return SubjectLoader.load(SubjectRequest.of(cls, args));
    }

    @ParameterizedTest(name = "SharedEntries({0})")
    @CsvSource({"1", "2", "3", "4"})
    void objectSetsOverOneClassDomainShareItsObjects(int n) throws Throwable {
        Subject subject = load(SharedEntries.class, n);

        assertEquals(1, subject.objectClasses().size(), "one class domain for Entry");
        assertEquals(n, subject.objectClasses().get(0).count(), "raised to the larger of the two object sets");
        assertFoundEqualsBruteForce(subject);
    }

    @ParameterizedTest(name = "ArrayReadsEverywhere({0})")
    @CsvSource({"1", "2", "3", "4"})
    void arrayReadsAreReportedFromConstructorsHelpersLambdasAndHandlers(int n) throws Throwable {
        assertFoundEqualsBruteForce(load(ArrayReadsEverywhere.class, n));
    }

    /**
     * Counted by hand: for n = 1, longs 1 + 3, flags 1, bytes and shorts 2, chars 1, floats 2, doubles 1; for n = 2, longs
     * 1 + 3 + 3, flags 1 + 3, bytes and shorts 2 + 4, chars 1 + 1, floats 2, doubles 1. RepOk sees the cells the heap
     * stored, so a wrong store changes the count even where brute force (which stores the same way) agrees.
     */
    @ParameterizedTest(name = "PrimitiveCells({0}): {1} valid")
    @CsvSource({"1, 16", "2, 672"})
    void arraysOfEveryPrimitiveTypeHoldTheirDomainsValues(int n, int valid) throws Throwable {
        Subject subject = load(PrimitiveCells.class, n);

        assertFoundEqualsBruteForce(subject);
        assertEquals(valid, Subjects.searchAll(subject).valid().size());
    }

    @ParameterizedTest(name = "Shapes({0})")
    @CsvSource({"1", "2"})
    void anObjectSetOverSeveralClassDomainsIsCompleteAndFreeOfIsomorphs(int n) throws Throwable {
        assertFoundEqualsBruteForce(load(Shapes.class, n));
    }

    @Test
    void classDomainsLieInTheVectorInTheOrderTheyWereCreated() {
        Subject subject = load(Shapes.class, 1);

        List<String> names = subject.slots().stream().map(Slot::name).toList();

        assertEquals(List.of("this.first", "Square0.next", "Square0.filled", "Circle0.next", "Circle0.radius"), names);
        assertEquals(List.of("Square", "Circle"), subject.objectClasses().stream().map(ObjectClass::simpleName).toList());
        assertEquals(List.of("null", "Circle0", "Square0"), List.of(subject.slots().get(0).domain().describe(0),
                subject.slots().get(0).domain().describe(1), subject.slots().get(0).domain().describe(2)), "null, then domains in add order");
    }

    @Test
    void theIsomorphismJumpToTheNextClassDomainHoldsOnAllCores() {
        Subject subject = load(Shapes.class, 3);
        Subjects.Found sequential = Subjects.searchAll(subject);
        List<int[]> parallel = java.util.Collections.synchronizedList(new ArrayList<>());
        SearchListener collect = new SearchListener() {
            @Override
            public void validFound(int[] candidate, CandidateHeap heap, long ordinal) {
                parallel.add(candidate.clone());
            }
        };

        SearchResult many = new ParallelRunner(subject, 2, 0, collect).runFullSearch();

        assertEquals(sequential.result().explored(), many.explored());
        assertEquals(new TreeSet<>(Subjects.canonical(subject, sequential.valid())), new TreeSet<>(Subjects.canonical(subject, parallel)));
        assertTrue(sequential.valid().size() > 100, "a space worth splitting: " + sequential.valid().size());
    }

    @Test
    void everyValueTypeReachesItsFieldExactly() throws Throwable {
        Subject subject = load(AllValueTypes.class);
        List<AllValueTypesValues> seen = new ArrayList<>();
        CandidateHeap heap = subject.newHeap();
        for (int[] cv : Subjects.searchAll(subject).valid()) {
            heap.writeAll(cv);
            AllValueTypes v = copyOf(heap.root());
            seen.add(new AllValueTypesValues(v.big, v.small, v.tiny, v.letter, v.ratio, v.weight, v.name, v.count, v.any, v.price, v.code));
        }

        // big: 2 of 3 (0 fails); small: 2 of 3; tiny: 2 of 3; letter: 2 of 3; ratio: 2 of 3; weight: 2 of 2 (-0.5 fails: 1);
        // name: 2 of 3; count: 1 of 2; any: 2; price: 1 of 2; code: 2
        assertEquals(2 * 2 * 2 * 2 * 2 * 1 * 2 * 1 * 2 * 1 * 2, seen.size());
        assertEquals(Set.of(3_000_000_000L, 6_000_000_000L), values(seen, AllValueTypesValues::big));
        assertEquals(Set.of((short) -1, (short) 0), values(seen, AllValueTypesValues::small));
        assertEquals(Set.of((byte) 0, (byte) 1), values(seen, AllValueTypesValues::tiny));
        assertEquals(Set.of('a', 'c'), values(seen, AllValueTypesValues::letter));
        assertEquals(Set.of(0f, 0.5f), values(seen, AllValueTypesValues::ratio));
        assertEquals(Set.of(2.25), values(seen, AllValueTypesValues::weight));
        assertEquals(Set.of("x", "\"quoted\""), values(seen, AllValueTypesValues::name));
        assertEquals(Set.of(7), values(seen, AllValueTypesValues::count));
        assertEquals(Set.of(3, 4), values(seen, AllValueTypesValues::any));
        assertEquals(Set.of(new BigDecimal("1.5")), values(seen, AllValueTypesValues::price));
        assertEquals(Set.of((long) 'x', (long) 'y'), values(seen, AllValueTypesValues::code));
        assertTrue(Structures.render(subject, Subjects.searchAll(subject).valid().get(0)).contains("name=\"x\""),
                "constants render as Java would write them");
    }

    @Test
    void constantsOfTheSubjectsOwnClassesFillFieldsAndArrays() {
        Subject subject = load(org.smallscope.engine.tests.domains.Waypoints.class, 3);

        Subjects.Found found = Subjects.searchAll(subject);

        // monotone paths over the 2x2 grid: from each start, the number of non-decreasing sequences of length 0..3
        int expected = 0;
        int[][] points = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
        for (int length = 0; length <= 3; length++) {
            expected += monotone(points, length);
        }
        assertEquals(expected, found.valid().size());
        assertEquals(0, found.result().predicateExceptions(), "no value of the wrong class reached a field");
    }

    private static int monotone(int[][] points, int length) {
        int count = 0;
        int total = (int) Math.pow(points.length, length + 1);
        for (int code = 0; code < total; code++) {
            int c = code;
            int[] last = points[c % points.length];
            c /= points.length;
            boolean ok = true;
            for (int i = 0; i < length; i++) {
                int[] p = points[c % points.length];
                c /= points.length;
                ok &= p[0] >= last[0] && p[1] >= last[1];
                last = p;
            }
            count += ok ? 1 : 0;
        }
        return count;
    }

    /** The values of one valid instance. */
    private record AllValueTypesValues(long big, short small, byte tiny, char letter, float ratio, double weight, String name,
            Integer count, Object any, BigDecimal price, long code) {
    }

    private static <T> Set<T> values(List<AllValueTypesValues> seen, java.util.function.Function<AllValueTypesValues, T> f) {
        Set<T> set = new HashSet<>();
        seen.forEach(v -> set.add(f.apply(v)));
        return set;
    }

    /** The heap's root is of the instrumented class: read its fields reflectively into a plain copy. */
    private static AllValueTypes copyOf(Object root) throws ReflectiveOperationException {
        AllValueTypes copy = new AllValueTypes();
        for (java.lang.reflect.Field f : AllValueTypes.class.getDeclaredFields()) {
            java.lang.reflect.Field g = root.getClass().getDeclaredField(f.getName());
            g.setAccessible(true);
            f.set(copy, g.get(root));
        }
        return copy;
    }

    /** The search's valid set equals the valid structures of the whole space, and no two results are isomorphic. */
    private static void assertFoundEqualsBruteForce(Subject subject) throws Throwable {
        List<int[]> valid = Subjects.searchAll(subject).valid();
        List<String> canonical = Subjects.canonical(subject, valid);
        assertEquals(canonical.size(), new HashSet<>(canonical).size(), "isomorphic results");
        Set<String> expected = IsomorphismAndCompletenessTest.bruteForce(subject);
        assertTrue(!expected.isEmpty(), "the space has valid structures");
        assertEquals(expected, new TreeSet<>(canonical));
    }
}
