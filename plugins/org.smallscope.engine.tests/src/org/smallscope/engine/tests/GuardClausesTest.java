package org.smallscope.engine.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.smallscope.engine.ClassFileSource;
import org.smallscope.engine.Conjunct;
import org.smallscope.engine.internal.PredicateAnalyzer;

/**
 * Guard clauses ({@code if (C) return false; ... return E;}) split into the conjuncts {@code !C && ... && E} with the
 * same hashes; shapes that are not a conjunction stay one conjunct and say why; every semantic edit changes a hash.
 */
class GuardClausesTest {

    /** A tree node. */
    static class Node {
        Node left;
        Node right;
        int info;
    }

    /** The fields and a helper the checks share. */
    static class Tree {
        Node root;
        int size;

        static int count(Node n) {
            return n == null ? 0 : 1 + count(n.left) + count(n.right);
        }
    }

    /** The checks joined with {@code &&}. */
    static class Ands extends Tree {
        boolean repOk() {
            return size >= 0 && (root != null || size == 0) && count(root) == size && small();
        }

        boolean small() {
            return size < 9;
        }
    }

    /** The same checks as guard clauses, the helper too. */
    static class Guards extends Tree {
        boolean repOk() {
            if (size < 0) {
                return false;
            }
            if (!(root != null || size == 0)) {
                return false;
            }
            if (count(root) != size)
                return false;
            return small();
        }

        boolean small() {
            if (size >= 9) {
                return false;
            }
            return true;
        }
    }

    /** Guards ending in {@code return true}, the last check a call of a helper written with {@code return}. */
    static class GuardsThenTrue extends Ands {
        @Override
        boolean repOk() {
            if (size < 0) {
                return false;
            }
            if (!(root != null || size == 0)) {
                return false;
            }
            if (count(root) != size) {
                return false;
            }
            if (!small()) {
                return false;
            }
            return true;
        }
    }

    /** One edit each: operator, constant, field, callee body, call. */
    static class EditedOperator extends Guards {
        @Override
        boolean repOk() {
            if (size <= 0) {
                return false;
            }
            if (!(root != null || size == 0)) {
                return false;
            }
            if (count(root) != size)
                return false;
            return small();
        }
    }

    /** The second check compares with another constant. */
    static class EditedConstant extends Guards {
        @Override
        boolean repOk() {
            if (size < 0) {
                return false;
            }
            if (!(root != null || size == 1)) {
                return false;
            }
            if (count(root) != size)
                return false;
            return small();
        }
    }

    /** The third check counts from another field. */
    static class EditedField extends Guards {
        Node other;

        @Override
        boolean repOk() {
            if (size < 0) {
                return false;
            }
            if (!(root != null || size == 0)) {
                return false;
            }
            if (count(other) != size)
                return false;
            return small();
        }
    }

    /** The last check's body changed. */
    static class EditedCallee extends Guards {
        @Override
        boolean small() {
            if (size >= 8) {
                return false;
            }
            return true;
        }
    }

    /** The third check calls another method. */
    static class EditedCall extends Guards {
        @Override
        boolean repOk() {
            if (size < 0) {
                return false;
            }
            if (!(root != null || size == 0)) {
                return false;
            }
            if (depth(root) != size)
                return false;
            return small();
        }

        static int depth(Node n) {
            return n == null ? 0 : 1 + Math.max(depth(n.left), depth(n.right));
        }
    }

    /** A guard on an alternative: the checks !(size < 0) and !(size > 9). */
    static class Alternatives extends Guards {
        @Override
        boolean repOk() {
            if (size < 0 || (size > 9)) {
                return false;
            }
            return small();
        }
    }

    /** Returns true early for the empty tree. */
    static class EarlyTrue extends Guards {
        @Override
        boolean repOk() {
            if (root == null) {
                return true;
            }
            if (size < 0) {
                return false;
            }
            return small();
        }
    }

    /** A local variable set by one check and read by the next. */
    static class SharedLocal extends Guards {
        @Override
        boolean repOk() {
            int c = count(root);
            if (c != size) {
                return false;
            }
            if (c > 5) {
                return false;
            }
            return small();
        }
    }

    /** The checks sit in a loop. */
    static class Looping extends Guards {
        @Override
        boolean repOk() {
            int i = 0;
            do {
                if (size < i) {
                    return false;
                }
                i++;
            } while (i < 3);
            return small();
        }
    }

    private static List<Conjunct> conjuncts(Class<?> c) {
        String name = c.getName().replace('.', '/');
        Map<String, String> aliases = new HashMap<>(Map.of(Node.class.getName().replace('.', '/'), "$N"));
        for (Class<?> k = c; k != Object.class; k = k.getSuperclass()) {
            aliases.put(k.getName().replace('.', '/'), "$R");
        }
        return new PredicateAnalyzer(ClassFileSource.of(GuardClausesTest.class.getClassLoader()), name, aliases).conjuncts(name, "repOk");
    }

    private static List<String> hashes(Class<?> c) {
        return conjuncts(c).stream().map(Conjunct::hash).toList();
    }

    @Test
    void guardClausesHashLikeTheirConjunction() {
        List<String> ands = hashes(Ands.class);

        assertEquals(4, ands.size());
        assertEquals(ands, hashes(Guards.class));
        assertEquals(ands, hashes(GuardsThenTrue.class));
        assertEquals("repOk() part 1, repOk() part 2, repOk() part 3, small()",
                String.join(", ", conjuncts(Guards.class).stream().map(Conjunct::name).toList()));
        assertTrue(conjuncts(Guards.class).stream().allMatch(c -> c.note() == null && c.hash().startsWith(Conjunct.HASH_SCHEME)));
    }

    @Test
    void eachGuardClauseBeginsAtItsOwnSiteInOrder() {
        String name = Guards.class.getName().replace('.', '/');
        PredicateAnalyzer analyzer = new PredicateAnalyzer(ClassFileSource.of(getClass().getClassLoader()), name, Map.of(name, "$R"));

        List<PredicateAnalyzer.Site> sites = analyzer.sites(name, "repOk");

        // the last conjunct is the call of small(), one conjunct from its first instruction on: it begins at the call
        assertEquals(List.of("repOk", "repOk", "repOk", "repOk"), sites.stream().map(PredicateAnalyzer.Site::method).toList());
        assertTrue(sites.get(0).instruction() < sites.get(1).instruction() && sites.get(1).instruction() < sites.get(2).instruction()
                && sites.get(2).instruction() < sites.get(3).instruction(), sites.toString());
    }

    @Test
    void aGuardOnAnAlternativeIsEachAlternativeNegated() {
        assertEquals("repOk() part 1, repOk() part 2, small()",
                String.join(", ", conjuncts(Alternatives.class).stream().map(Conjunct::name).toList()));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"EditedOperator, 0", "EditedConstant, 1", "EditedField, 2", "EditedCall, 2", "EditedCallee, 3"})
    void aSemanticEditChangesTheHashOfItsConjunctOnly(String edited, int changed) throws ClassNotFoundException {
        List<String> base = hashes(Guards.class);
        List<String> edit = hashes(Class.forName(GuardClausesTest.class.getName() + "$" + edited));

        assertEquals(base.size(), edit.size());
        for (int i = 0; i < base.size(); i++) {
            if (i == changed) {
                assertNotEquals(base.get(i), edit.get(i), "conjunct " + i);
            } else {
                assertEquals(base.get(i), edit.get(i), "conjunct " + i);
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"EarlyTrue, repOk returns true early at line"})
    void aShapeThatIsNotAConjunctionIsOneConjunctAndSaysWhy(String shape, String reason) throws ClassNotFoundException {
        List<Conjunct> one = conjuncts(Class.forName(GuardClausesTest.class.getName() + "$" + shape));

        assertEquals(1, one.size(), one.toString());
        assertEquals("repOk()", one.get(0).name());
        assertNotNull(one.get(0).note());
        assertTrue(one.get(0).note().startsWith(reason) && one.get(0).note().endsWith(": not a conjunction"), one.get(0).note());
    }

    @Test
    void aLoopStaysInOneConjunctAndTheChecksAfterItAreConjunctsOfTheirOwn() {
        List<Conjunct> looping = conjuncts(Looping.class);

        assertEquals("repOk() part 1, small()", String.join(", ", looping.stream().map(Conjunct::name).toList()));
        assertEquals(hashes(Guards.class).get(3), looping.get(1).hash());
    }

    /** {@link SharedLocal} reading its local in another check: the same code after the first part, another meaning. */
    static class SharedLocalElsewhere extends Guards {
        @Override
        boolean repOk() {
            int c = count(root) + 1;
            if (c != size) {
                return false;
            }
            if (c > 5) {
                return false;
            }
            return small();
        }
    }

    @Test
    void aCheckReadingAnEarlierChecksLocalHashesTheCodeBeforeItToo() {
        List<Conjunct> shared = conjuncts(SharedLocal.class);
        List<Conjunct> elsewhere = conjuncts(SharedLocalElsewhere.class);

        assertEquals("repOk() part 1, repOk() part 2, small()", String.join(", ", shared.stream().map(Conjunct::name).toList()));
        assertNotEquals(shared.get(0).hash(), elsewhere.get(0).hash());
        assertNotEquals(shared.get(1).hash(), elsewhere.get(1).hash(), "`c > 5` reads a c computed otherwise");
        assertEquals(shared.get(2).hash(), elsewhere.get(2).hash());
    }

    /** A predicate that holds for every candidate. */
    static class AlwaysTrue extends Tree {
        boolean repOk() {
            return true;
        }
    }

    /** A predicate that never holds. */
    static class AlwaysFalse extends Tree {
        boolean repOk() {
            return false;
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"AlwaysTrue", "AlwaysFalse"})
    void aConstantPredicateIsOneWholeConjunct(String shape) throws ClassNotFoundException {
        List<Conjunct> one = conjuncts(Class.forName(GuardClausesTest.class.getName() + "$" + shape));

        assertEquals(1, one.size(), one.toString());
        assertEquals("repOk()", one.get(0).name());
    }
}
