package org.smallscope.engine.tests.builders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.smallscope.engine.builders.BuilderResult;
import org.smallscope.engine.builders.BuilderSearch;
import org.smallscope.engine.builders.BuilderSpec;
import org.smallscope.engine.builders.CrossCheck;
import org.smallscope.engine.builders.FinitizationProjection;
import org.smallscope.engine.subject.CandidateHeap;
import org.smallscope.engine.subject.Structures;
import org.smallscope.engine.subject.Subject;
import org.smallscope.engine.tests.Subjects;
import org.smallscope.examples.Examples;

/** The cross-check of API mode against the repOk search: equal sets for exact repOks, named witnesses for planted flaws. */
class CrossCheckTest {

    private static CrossCheck.Result check(String example, int n) throws Exception {
        Class<?> c = Class.forName(Examples.className(example).orElseThrow());
        BuilderResult api = new BuilderSearch(BuilderSpec.of(c, n)).run(null);
        return CrossCheck.run(api, Subjects.example(example, n));
    }

    private static CrossCheck.Result check(String example, int n, int calls) throws Exception {
        Class<?> c = Class.forName(Examples.className(example).orElseThrow());
        return CrossCheck.run(new BuilderSearch(BuilderSpec.of(c, n).withCalls(calls)).run(null), Subjects.example(example, n));
    }

    static Stream<Arguments> exactExamples() {
        return Stream.of(Arguments.of("AvlTree", 1), Arguments.of("AvlTree", 3), Arguments.of("AvlTree", 5), Arguments.of("SearchTreeSet", 2),
                Arguments.of("SearchTreeSet", 4), Arguments.of("LinkedHeap", 3), Arguments.of("LinkedHeap", 4), Arguments.of("SortedLinkedList", 2),
                Arguments.of("SortedLinkedList", 4));
    }

    @ParameterizedTest(name = "{0}({1})")
    @MethodSource("exactExamples")
    void theBuildersBuildExactlyTheStructuresAnExactRepOkAccepts(String example, int n) throws Exception {
        CrossCheck.Result r = check(example, n);

        assertTrue(r.agree(), () -> "rejected " + r.rejected() + ", unreached " + r.unreached());
        assertEquals(r.repOkValid(), r.apiStates());
        assertEquals(r.search().valid(), r.apiStates());
        assertEquals(0, r.outOfBounds());
    }

    static Stream<Arguments> newExamplesWithEnoughCalls() {
        // removes need calls beyond n: a cached node or an all-black tree is made by adding, then removing
        return Stream.of(Arguments.of("RedBlackTree", 1, 1), Arguments.of("RedBlackTree", 2, 2), Arguments.of("RedBlackTree", 4, 8),
                Arguments.of("ChainedHashMap", 1, 1), Arguments.of("ChainedHashMap", 2, 2), Arguments.of("ChainedHashMap", 3, 3),
                Arguments.of("NodeCachingList", 1, 2), Arguments.of("NodeCachingList", 2, 4), Arguments.of("NodeCachingList", 3, 6));
    }

    @ParameterizedTest(name = "{0}({1}), {2} calls")
    @MethodSource("newExamplesWithEnoughCalls")
    void redBlackTreesHashMapsAndNodeCachingListsAreBuiltExactlyAsTheirRepOksAccept(String example, int n, int calls) throws Exception {
        Class<?> c = Class.forName(Examples.className(example).orElseThrow());
        CrossCheck.Result r = CrossCheck.run(new BuilderSearch(BuilderSpec.of(c, n).withCalls(calls)).threads(2).run(null), Subjects.example(example, n));

        assertTrue(r.agree(), () -> "rejected " + r.rejected() + ", unreached " + r.unreached());
        assertEquals(r.search().valid(), r.apiStates());
        assertEquals(0, r.outOfBounds());
    }

    @Test
    void theAllBlackTreeOfThreeNodesNeedsAFourthKeyOnTheWaySoTheBoundsOfThreeMissIt() throws Exception {
        // a finding, not a flaw: API mode bounds every state on the way (3 objects, keys 0..2), and this tree's black
        // leaves come from a fourth key inserted (a red node beside them) and removed
        Class<?> c = Class.forName(Examples.className("RedBlackTree").orElseThrow());
        CrossCheck.Result r = CrossCheck.run(new BuilderSearch(BuilderSpec.of(c, 3).withCalls(6)).run(null), Subjects.example("RedBlackTree", 3));

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        assertEquals(11, r.apiStates());
        assertEquals(12, r.repOkValid());
        assertEquals(1, r.unreached().size());
        assertEquals("root=Node0 size=3 | Node0{left=Node1 right=Node2 parent=null key=1 color=1} | Node1{left=null right=null parent=Node0 key=0"
                + " color=1} | Node2{left=null right=null parent=Node0 key=2 color=1}", r.unreached().get(0).structure());
    }

    @Test
    void aNodeCachingListWithAFullCacheNeedsTwiceTheCallsOfItsNodes() throws Exception {
        CrossCheck.Result r = check("NodeCachingList", 2);

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        assertEquals(List.of("head=null cache=Node0 size=0 cacheSize=2 | Node0{next=Node1 value=0} | Node1{next=null value=0}"),
                r.unreached().stream().limit(1).map(CrossCheck.Witness::structure).toList());
        assertEquals(3, r.unreached().size(), "a full cache, and one node listed with one cached");
    }

    @Test
    void aLiveObjectProjectsToTheSameCanonicalTextAsTheCandidateItWasBuiltFrom() {
        Subject subject = Subjects.example("AvlTree", 4);
        CandidateHeap heap = subject.newHeap();
        int checked = 0;
        for (int[] cv : Subjects.searchAll(subject).valid()) {
            heap.writeAll(cv);
            FinitizationProjection p = FinitizationProjection.of(subject, heap.root());
            assertNull(p.outside());
            assertEquals(Structures.canonical(subject, cv), p.canonical(subject));
            checked++;
        }
        assertEquals(1 + 4 + 12 + 4 + 4, checked, "AVL trees of 0..4 nodes over keys 0..3");
    }

    @Test
    void anOverStrongRepOkIsNamedByTheSmallestStateItRejectsWithItsSequence() throws Exception {
        CrossCheck.Result r = check("AvlTreeTooStrong", 3);

        assertTrue(r.unreached().isEmpty(), () -> r.unreached().toString());
        assertEquals(6, r.rejected().size(), "every tree of two nodes");
        CrossCheck.Witness w = r.rejected().get(0);
        assertEquals(2, w.objects());
        assertEquals("new AvlTreeTooStrong(), insert(0), insert(1)", w.sequence().text());
        assertEquals("root=Node0 size=2 | Node0{left=null right=Node1 info=0} | Node1{left=null right=null info=1}", w.structure());
    }

    @Test
    void anOverWeakRepOkIsNamedByTheSmallestStructureNoSequenceBuilds() throws Exception {
        CrossCheck.Result r = check("AvlTreeTooWeak", 3);

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        assertEquals(4, r.unreached().size(), "the four chains of three nodes");
        CrossCheck.Witness w = r.unreached().get(0);
        assertEquals(3, w.objects());
        assertNull(w.sequence());
        assertTrue(w.structure().startsWith("root=Node0 size=3 | "), w.structure());
    }

    @Test
    void aSearchTreeRepOkThatComparesOnlyParentAndChildAcceptsZigzagsWithAKeyOnTheWrongSideOfItsGrandparent() throws Exception {
        CrossCheck.Result r = check("SearchTreeSetTooWeak", 3);

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        assertEquals(8, r.unreached().size(), "four zigzags a key too small below a right child, four a key too large below a left child");
        CrossCheck.Witness w = r.unreached().get(0);
        assertEquals(3, w.objects());
        assertNull(w.sequence());
        assertEquals("root=Node0 size=3 | Node0{left=null right=Node1 info=0} | Node1{left=Node2 right=null info=1} | Node2{left=null right=null info=0}",
                w.structure());
    }

    @Test
    void aHeapRepOkThatForgetsTheRightChildAcceptsARightChildLargerThanItsParent() throws Exception {
        CrossCheck.Result r = check("LinkedHeapTooWeak", 3);

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        assertEquals(4, r.unreached().size(), "keys (top, left, right) 001, 002, 102, 112");
        CrossCheck.Witness w = r.unreached().get(0);
        assertEquals(3, w.objects());
        assertNull(w.sequence());
        assertEquals("root=Node0 size=3 | Node0{left=Node1 right=Node2 key=0} | Node1{left=null right=null key=0} | Node2{left=null right=null key=1}",
                w.structure());
    }

    @Test
    void aSortedListRepOkThatComparesStrictlyRejectsRepeatedValues() throws Exception {
        CrossCheck.Result r = check("SortedLinkedListTooStrong", 2);

        assertTrue(r.unreached().isEmpty(), () -> r.unreached().toString());
        assertEquals(2, r.rejected().size(), "the lists 0,0 and 1,1");
        CrossCheck.Witness w = r.rejected().get(0);
        assertEquals(2, w.objects());
        assertEquals("new SortedLinkedListTooStrong(), add(0), add(0)", w.sequence().text());
        assertEquals("first=Cell0 size=2 | Cell0{next=Cell1 value=0} | Cell1{next=null value=0}", w.structure());
    }

    @Test
    void aRedBlackRepOkThatForgetsRedChildrenOfRedNodesAcceptsRedChains() throws Exception {
        CrossCheck.Result r = check("RedBlackTreeTooWeak", 3, 6);

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        // the four chains of a black root over two reds, and the all-black tree of three the bounds miss (see above)
        assertEquals(5, r.unreached().size(), () -> r.unreached().toString());
        assertEquals(4, r.unreached().stream().filter(w -> w.structure().contains("color=0} | Node2{left=null right=null parent=Node1")).count());
        CrossCheck.Witness w = r.unreached().get(0);
        assertEquals(3, w.objects());
        assertNull(w.sequence());
        assertEquals("root=Node0 size=3 | Node0{left=null right=Node1 parent=null key=0 color=1} | Node1{left=null right=Node2 parent=Node0 key=1 color=0}"
                + " | Node2{left=null right=null parent=Node1 key=2 color=0}", w.structure());
    }

    @Test
    void aHashMapRepOkThatForgetsUniqueKeysAcceptsAChainWithAKeyTwice() throws Exception {
        CrossCheck.Result r = check("ChainedHashMapTooWeak", 2, 2);

        assertTrue(r.rejected().isEmpty(), () -> r.rejected().toString());
        assertEquals(8, r.unreached().size(), "key 0 or 1 twice in its chain, with values 0..1 each");
        CrossCheck.Witness w = r.unreached().get(0);
        assertEquals(2, w.objects());
        assertNull(w.sequence());
        assertEquals("even=null odd=Entry0 size=2 | Entry0{key=1 value=0 next=Entry1} | Entry1{key=1 value=0 next=null}", w.structure());
    }

    @Test
    void aNodeCachingRepOkWithAnOffByOneCacheBoundRejectsTheFullCache() throws Exception {
        CrossCheck.Result r = check("NodeCachingListTooStrong", 2, 4);

        assertTrue(r.unreached().isEmpty(), () -> r.unreached().toString());
        assertEquals(1, r.rejected().size(), "the empty list with a full cache");
        CrossCheck.Witness w = r.rejected().get(0);
        assertEquals(2, w.objects());
        assertEquals("new NodeCachingListTooStrong(), add(0), add(0), remove(0), remove(0)", w.sequence().text());
        assertEquals("head=null cache=Node0 size=0 cacheSize=2 | Node0{next=Node1 value=0} | Node1{next=null value=0}", w.structure());
    }

    @Test
    void statesOutsideTheFinitizationsBoundsAreCountedNotCompared() throws Exception {
        Class<?> c = Class.forName(Examples.className("SortedLinkedList").orElseThrow());
        // values up to 3, but the finitization at 3 bounds values to 0..2
        BuilderResult api = new BuilderSearch(BuilderSpec.of(c, 3).withInts(0, 3)).run(null);
        CrossCheck.Result r = CrossCheck.run(api, Subjects.example("SortedLinkedList", 3));

        assertEquals(1 + 4 + 10 + 20 - 20, r.outOfBounds());
        assertTrue(r.agree());
        assertTrue(r.firstOutside().startsWith("new SortedLinkedList(), add(3): field Cell.value holds 3, outside its domain"), r.firstOutside());
    }
}
